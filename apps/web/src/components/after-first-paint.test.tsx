import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AfterFirstPaint,
  afterFirstContentfulPaint,
  firstRenderCommitted,
  paintFrameFirst,
} from "./after-first-paint.tsx";

/** A page as the app draws it: the heading and the first screen, then two parts held back. */
function Page() {
  // As the app does (app.tsx): its effect runs after those of the parts in the first commit.
  useEffect(firstRenderCommitted, []);
  return (
    <main>
      <h1>Dashboard</h1>
      <p>Balance</p>
      <AfterFirstPaint>
        <p>Funds</p>
      </AfterFirstPaint>
      <AfterFirstPaint>
        <p>Shortcuts</p>
      </AfterFirstPaint>
    </main>
  );
}

/** Frames the browser has been asked to call back before its next paint. */
function holdFrames(): { paint: () => void } {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  return {
    paint: () => {
      for (const callback of frames.splice(0)) callback(performance.now());
    },
  };
}

afterEach(() => {
  firstRenderCommitted();
  vi.restoreAllMocks();
});

describe("AfterFirstPaint", () => {
  it("on a page load's first render, holds its parts back until the rest has been painted", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    render(<Page />);
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeDefined();
    expect(screen.getByText("Balance")).toBeDefined();
    expect(screen.queryByText("Funds")).toBeNull();
    // One frame for every part held back, so they come in together.
    expect(window.requestAnimationFrame).toHaveBeenCalledOnce();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText("Funds")).toBeNull();
    act(frames.paint);
    expect(await screen.findByText("Funds")).toBeDefined();
    expect(screen.getByText("Shortcuts")).toBeDefined();
  });

  it("renders its parts at once on any later render", () => {
    holdFrames();
    paintFrameFirst();
    const first = render(<Page />);
    first.unmount();
    render(<Page />);
    expect(screen.getByText("Funds")).toBeDefined();
    expect(screen.getByText("Shortcuts")).toBeDefined();
  });

  it("renders its parts at once when the page load was not asked to paint the frame first", () => {
    holdFrames();
    render(<Page />);
    expect(screen.getByText("Funds")).toBeDefined();
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
  });
});

describe("afterFirstContentfulPaint", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A PerformanceObserver that reports the paints given once something observes. */
  function observerReporting(names: string[]) {
    return class {
      constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        queueMicrotask(() =>
          this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }),
        );
      }
      disconnect() {}
    };
  }

  it("settles when the browser reports the first contentful paint, not at its first paint", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", observerReporting(["first-paint"]));
    let settled = false;
    void afterFirstContentfulPaint().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    // A tab loaded hidden paints nothing: five seconds at most.
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it("settles at once on the first-contentful-paint entry", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", observerReporting(["first-paint", "first-contentful-paint"]));
    let settled = false;
    void afterFirstContentfulPaint().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it("settles at once where paints cannot be observed", async () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        observe() {
          throw new TypeError("paint is not a supported entry type");
        }
        disconnect() {}
      },
    );
    await expect(afterFirstContentfulPaint()).resolves.toBeUndefined();
  });
});
