import { act, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable.tsx";

function Greeting({ name }: { name: string }) {
  const [mounted] = useState(() => Math.random());
  return <p data-mount={mounted}>Hello {name}</p>;
}

describe("preloadable", () => {
  it("renders at once, without its fallback, once preloaded; loads once however often asked", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = preloadable(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="P1" />
      </Suspense>,
    );
    // Synchronously there: no fallback was ever committed.
    expect(screen.getByText("Hello P1")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("suspends like React.lazy when not preloaded, and keeps that instance when the load ends", async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const Page = preloadable(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="P2" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    await act(async () => resolve(Greeting));
    const first = (await screen.findByText("Hello P2")).getAttribute("data-mount");
    // A later render of the same instance is not remounted by the load having ended.
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="P2" />
      </Suspense>,
    );
    expect(screen.getByText("Hello P2").getAttribute("data-mount")).toBe(first);
  });
});
