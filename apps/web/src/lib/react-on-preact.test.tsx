import { render, screen } from "@testing-library/react";
import { Activity, useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Count {count}
    </button>
  );
}

function Subscribed({ onPress }: { onPress: (subscribed: boolean) => void }) {
  const subscribed = useRef(false);
  useEffect(() => {
    subscribed.current = true;
  }, []);
  return (
    <button type="button" onClick={() => onPress(subscribed.current)}>
      Press
    </button>
  );
}

describe("React's API on Preact (decision 012)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs a render's effects after 35 ms when no frame comes, frames gone meanwhile too", async () => {
    vi.useFakeTimers();
    // A frame is asked for and never comes; then the page's frames go (a test environment torn down).
    vi.stubGlobal("requestAnimationFrame", () => 1);
    const ran = vi.fn();
    function Effect() {
      useEffect(ran, []);
      return null;
    }
    // Outside act(), which would run the effects itself.
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    root.render(<Effect />);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).not.toHaveBeenCalled();
    vi.stubGlobal("requestAnimationFrame", undefined);
    vi.stubGlobal("cancelAnimationFrame", undefined);
    await vi.advanceTimersByTimeAsync(40);
    expect(ran).toHaveBeenCalledOnce();
    root.unmount();
  });

  it("Activity keeps hidden children mounted, with their state, and not displayed", async () => {
    const view = render(
      <Activity mode="visible">
        <Counter />
      </Activity>,
    );
    (await screen.findByRole("button", { name: "Count 0" })).click();
    await screen.findByRole("button", { name: "Count 1" });
    view.rerender(
      <Activity mode="hidden">
        <Counter />
      </Activity>,
    );
    const button = await screen.findByText("Count 1");
    expect((button.parentElement as HTMLElement).style.display).toBe("none");
    view.rerender(
      <Activity mode="visible">
        <Counter />
      </Activity>,
    );
    expect(((await screen.findByText("Count 1")).parentElement as HTMLElement).style.display).toBe(
      "contents",
    );
  });

  it("runs a render's effects before the next event is handled, as React does", async () => {
    const presses: boolean[] = [];
    const container = document.body.appendChild(document.createElement("div"));
    // Rendered as the app renders (no test helper's act, which runs effects itself).
    const root = createRoot(container);
    root.render(<Subscribed onPress={(subscribed) => presses.push(subscribed)} />);
    // Pressed at once, before the frame after the render: the effect has still run first.
    screen.getByRole("button", { name: "Press" }).click();
    expect(presses).toEqual([true]);
    root.unmount();
    container.remove();
  });
});
