import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdFrames } from "../test/hold-frames.ts";
import {
  AfterFirstPaint,
  afterPageDrawn,
  firstRenderCommitted,
  InTurn,
  paintFrameFirst,
  usePageDrawn,
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

/** The app's frame: the page's first screen in a task after the frame's, the footer after the paint. */
function Frame() {
  useEffect(firstRenderCommitted, []);
  return (
    <>
      <header>
        Header
        <AfterFirstPaint>
          <a href="/dashboard">Menu link</a>
        </AfterFirstPaint>
      </header>
      <InTurn>
        <h1>Dashboard</h1>
        <InTurn>
          <p>Balance</p>
        </InTurn>
        <AfterFirstPaint>
          <p>Funds</p>
        </AfterFirstPaint>
      </InTurn>
      <AfterFirstPaint>
        <footer>Footer</footer>
      </AfterFirstPaint>
    </>
  );
}

/** Lets the tasks queued so far run (timers of equal delay run in the order they were set). */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The browser paints what came in, and the next part's turn comes. */
async function nextPart(frames: { paint: () => void }) {
  act(frames.paint);
  await nextTask();
}

/** What of the frame is on the page, top to bottom. */
const shown = () =>
  ["Header", "Menu link", "Dashboard", "Balance", "Funds", "Footer"].filter(
    (text) => screen.queryByText(text) !== null,
  );

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
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText("Funds")).toBeNull();
    // One frame for every part held back.
    expect(window.requestAnimationFrame).toHaveBeenCalledOnce();
    act(frames.paint);
    expect(await screen.findByText("Funds")).toBeDefined();
    act(frames.paint);
    expect(await screen.findByText("Shortcuts")).toBeDefined();
  });

  it("brings the parts in one by one, in the page's order, each once the one before it is painted", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    render(<Page />);
    await nextTask();
    act(frames.paint);
    await nextTask();
    expect(screen.getByText("Funds")).toBeDefined();
    expect(screen.queryByText("Shortcuts")).toBeNull();
    // A task is not enough: the browser lays the funds out and paints them first.
    await nextTask();
    expect(screen.queryByText("Shortcuts")).toBeNull();
    await nextPart(frames);
    expect(screen.getByText("Shortcuts")).toBeDefined();
  });

  it("brings a part inside a part in right after it, before the parts further down the page", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    const texts = () =>
      ["Funds", "Spectrum", "Shortcuts"].filter((text) => screen.queryByText(text) !== null);
    render(
      <main>
        <AfterFirstPaint>
          <p>Funds</p>
          <AfterFirstPaint>
            <p>Spectrum</p>
          </AfterFirstPaint>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <p>Shortcuts</p>
        </AfterFirstPaint>
      </main>,
    );
    await nextTask();
    act(frames.paint);
    await nextTask();
    expect(texts()).toEqual(["Funds"]);
    await nextPart(frames);
    expect(texts()).toEqual(["Funds", "Spectrum"]);
    await nextPart(frames);
    expect(texts()).toEqual(["Funds", "Spectrum", "Shortcuts"]);
  });

  it("leaves out a part that is gone before its turn, and still brings in the rest", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    function Parts({ funds }: { funds: boolean }) {
      return (
        <main>
          {funds && (
            <AfterFirstPaint>
              <p>Funds</p>
            </AfterFirstPaint>
          )}
          <AfterFirstPaint>
            <p>Shortcuts</p>
          </AfterFirstPaint>
          <AfterFirstPaint>
            <p>Notes</p>
          </AfterFirstPaint>
        </main>
      );
    }
    const page = render(<Parts funds />);
    // The funds' part leaves before its turn: the first turn is the shortcuts'.
    page.rerender(<Parts funds={false} />);
    await nextTask();
    act(frames.paint);
    await nextTask();
    expect(screen.getByText("Shortcuts")).toBeDefined();
    expect(screen.queryByText("Notes")).toBeNull();
    await nextPart(frames);
    expect(screen.getByText("Notes")).toBeDefined();
    expect(screen.queryByText("Funds")).toBeNull();
  });

  it("renders its parts at once on any later render", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    const first = render(<Page />);
    await nextTask();
    act(frames.paint);
    // The two parts, then the turn that finds none left.
    for (let i = 0; i < 3; i++) await nextPart(frames);
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

describe("InTurn", () => {
  it("brings the frame's parts in top to bottom, one task each, the first screen before the paint", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    render(<Frame />);
    expect(shown()).toEqual(["Header"]);
    await nextTask();
    expect(shown()).toEqual(["Header", "Dashboard"]);
    // The part inside the page comes before the footer, which was queued first.
    await nextTask();
    expect(shown()).toEqual(["Header", "Dashboard", "Balance"]);
    // The rest, the menu's links above the page too, waits for the first paint, then comes in
    // the page's order.
    await nextTask();
    await nextTask();
    expect(shown()).toEqual(["Header", "Dashboard", "Balance"]);
    act(frames.paint);
    await nextTask();
    expect(shown()).toEqual(["Header", "Menu link", "Dashboard", "Balance"]);
    await nextPart(frames);
    expect(shown()).toEqual(["Header", "Menu link", "Dashboard", "Balance", "Funds"]);
    await nextPart(frames);
    expect(shown()).toEqual(["Header", "Menu link", "Dashboard", "Balance", "Funds", "Footer"]);
  });

  it("renders whole on any later render", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    const first = render(<Frame />);
    for (let i = 0; i < 3; i++) await nextTask();
    act(frames.paint);
    for (let i = 0; i < 4; i++) await nextPart(frames);
    first.unmount();
    render(<Frame />);
    expect(shown()).toEqual(["Header", "Menu link", "Dashboard", "Balance", "Funds", "Footer"]);
  });
});

describe("afterPageDrawn", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether the promise has settled by now. */
  function watch(promise: Promise<void>): () => boolean {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    return () => settled;
  }

  /** Shows whether the page is drawn, as the member gate and the access log ask. */
  function Drawn() {
    return <p>{usePageDrawn() ? "drawn" : "drawing"}</p>;
  }

  it("settles once every part held back is in and painted, not at the first paint", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    const settled = watch(afterPageDrawn());
    render(
      <>
        <Frame />
        <Drawn />
      </>,
    );
    for (let i = 0; i < 4; i++) await nextTask();
    act(frames.paint);
    expect(shown()).toEqual(["Header", "Dashboard", "Balance"]);
    await nextTask();
    for (let i = 0; i < 2; i++) await nextPart(frames);
    expect(shown()).toEqual(["Header", "Menu link", "Dashboard", "Balance", "Funds", "Footer"]);
    // The footer is painted, and no part is left; the page is drawn at the next paint.
    await nextPart(frames);
    expect(settled()).toBe(false);
    expect(screen.getByText("drawing")).toBeDefined();
    act(frames.paint);
    await nextTask();
    expect(settled()).toBe(true);
    expect(screen.getByText("drawn")).toBeDefined();
  });

  it("settles after five seconds in a tab that paints nothing (loaded hidden)", async () => {
    holdFrames();
    vi.useFakeTimers();
    paintFrameFirst();
    const settled = watch(afterPageDrawn());
    render(<Frame />);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(settled()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(settled()).toBe(true);
  });

  it("settles at once, and a component reads it drawn, once a page load's first render is drawn", async () => {
    const frames = holdFrames();
    paintFrameFirst();
    // A first render that held nothing back.
    firstRenderCommitted();
    act(frames.paint);
    await nextTask();
    const settled = watch(afterPageDrawn());
    await Promise.resolve();
    expect(settled()).toBe(true);
    render(<Drawn />);
    expect(screen.getByText("drawn")).toBeDefined();
  });
});
