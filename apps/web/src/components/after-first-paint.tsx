import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from "react";

/** Whether the render under way is a page load's first (main.tsx) and has not committed yet. */
let firstRender = false;
/** Settles once the first render has been painted. */
let firstPaint: Promise<void> | null = null;
/** Whether it has. */
let paintSeen = false;
/**
 * While a page load's first render is coming in (until every part it held back is in and painted):
 * what settles then. Null before and after.
 */
let drawing: { drawn: Promise<void>; settle: () => void; due?: boolean } | null = null;

/**
 * main.tsx, before a page load's first render: in it, what `InTurn` and `AfterFirstPaint` hold
 * comes in part by part, and what `AfterFirstPaint` holds only once the rest has been painted.
 */
export function paintFrameFirst(): void {
  firstRender = true;
  firstPaint = null;
  paintSeen = false;
  // Parts of an earlier load still waiting (the tests load the app again in one page) are gone.
  waiting.length = 0;
  run = 0;
  drawing?.settle();
  let settle = () => {};
  const drawn = new Promise<void>((resolve) => {
    settle = resolve;
  });
  drawing = { drawn, settle };
}

/**
 * The first render has committed (the app's effect): once the parts it held back have come in,
 * pages render whole.
 */
export function firstRenderCommitted(): void {
  firstRender = false;
  whenAllIn();
}

/** Once the first render has committed and no part is waiting: its page is drawn at the next paint. */
function whenAllIn(): void {
  if (firstRender || run !== 0 || !drawing || drawing.due) return;
  const current = drawing;
  current.due = true;
  void nextPaint().then(() => {
    current.settle();
    if (drawing === current) drawing = null;
  });
}

/**
 * Settles once a page load's first render has come in whole (every part it held back) and been
 * painted, at once when none is coming in, and after 5 s at most (a tab loaded hidden paints
 * nothing). For what the page does not show, so that it waits for what the page does: the
 * requests a page load makes besides its first answers (the session asked again, the access log,
 * the toasts' texts). Lighthouse counts a request that ends before the largest paint among those
 * that paint waits for (issue 17).
 */
export function afterPageDrawn(): Promise<void> {
  if (!drawing) return Promise.resolve();
  const { drawn } = drawing;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 5000);
    void drawn.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `afterPageDrawn` for a component: false until then, true at once on any later render. */
export function usePageDrawn(): boolean {
  const [drawn, setDrawn] = useState(() => drawing === null);
  useEffect(() => {
    if (drawn) return;
    let mounted = true;
    void afterPageDrawn().then(() => {
      if (mounted) setDrawn(true);
    });
    return () => {
      mounted = false;
    };
  }, [drawn]);
  return drawn;
}

/** After the next frame's paint: a task queued from the frame's callback runs once it is drawn. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** After the first render's paint. */
function painted(): Promise<void> {
  firstPaint ??= nextPaint();
  return firstPaint;
}

/** A part held back: how to bring it in, and whether it waits for the first paint. */
interface Part {
  reveal: () => void;
  afterPaint: boolean;
}

/** The parts held back that have not come in yet, in the page's order. */
const waiting: Part[] = [];
/** The run through the queue under way (from the first part queued until none is left); 0: none. */
let run = 0;
/** Numbers the runs: a run an earlier page load left waiting for its paint stops when it wakes. */
let runs = 0;
/**
 * Where a part goes that mounts while the part before it comes in (a part inside it): before the
 * parts further down the page, in the order the new ones mount.
 */
let insertAt: number | null = null;

/**
 * Brings in the first part waiting; before the first paint, the first that does not wait for it
 * (the page after the frame, though the phone's menu above it waits). The next comes in a task of
 * its own, and after the first paint only once this one has been painted: the browser then lays
 * out one part per frame, instead of several parts in one long frame (issue 17).
 */
function revealNext(current: number): void {
  if (current !== run) return;
  insertAt = null;
  if (waiting.length === 0) {
    run = 0;
    whenAllIn();
    return;
  }
  const at = paintSeen ? 0 : waiting.findIndex((part) => !part.afterPaint);
  if (at < 0) {
    void painted().then(() => {
      paintSeen = true;
      revealNext(current);
    });
    return;
  }
  const [part] = waiting.splice(at, 1);
  // Its render runs before the next task: the parts inside it queue themselves in its place.
  insertAt = at;
  part?.reveal();
  if (paintSeen) void nextPaint().then(() => revealNext(current));
  else setTimeout(() => revealNext(current), 0);
}

/** Queues a part; the returned function takes it out again (it unmounted before its turn). */
function holdBack(part: Part): () => void {
  if (insertAt === null) waiting.push(part);
  else waiting.splice(insertAt++, 0, part);
  if (run === 0) {
    const current = ++runs;
    run = current;
    setTimeout(() => revealNext(current), 0);
  }
  return () => {
    const at = waiting.indexOf(part);
    if (at < 0) return;
    waiting.splice(at, 1);
    if (insertAt !== null && at < insertAt) insertAt--;
    if (waiting.length === 0) {
      run = 0;
      whenAllIn();
    }
  };
}

/**
 * Whether a part of the page is shown: on a page load's first render, and while the parts it held
 * back come in, it starts hidden and comes in its turn; at once on any later render.
 */
function useInTurn(afterPaint: boolean): boolean {
  const [shown, setShown] = useState(() => !(firstRender || run !== 0));
  // Queued as it commits, so that the parts of one render queue in the page's order.
  useLayoutEffect(() => {
    if (shown) return;
    return holdBack({ afterPaint, reveal: () => startTransition(() => setShown(true)) });
  }, [shown, afterPaint]);
  return shown;
}

/**
 * Renders its children in a task of its own on a page load's first render, after the parts before
 * it, and at once on any later render. A render of a whole page in one task keeps a phone's
 * main thread from anything else for a long while (Lighthouse counts it as blocking time, issue
 * 17); the frame renders first, then the page's first screen. Only below or beside what comes
 * before it: nothing in view moves when the part arrives.
 */
export function InTurn({ children }: { children: ReactNode }) {
  return useInTurn(false) ? children : null;
}

/**
 * Renders its children once the browser has painted the rest of a page load's first render, and
 * at once on any later render. For the parts of a page below a phone's first screen (the
 * dashboard's fund tables, the fact sheet's later sections, the footer): the phone then draws
 * the frame, the heading and the first screen as soon as they are laid out, instead of after the
 * whole page (issue 17). The parts held back come in one by one, in the page's order, each in a
 * task of its own once the one before it has been painted. Only below content that comes first,
 * in the main content, which is at least a screen tall: nothing in view moves when they arrive.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useInTurn(true) ? children : null;
}
