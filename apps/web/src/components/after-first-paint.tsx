import { type ReactNode, startTransition, useEffect, useState } from "react";

/** Whether the render under way is a page load's first (main.tsx) and has not committed yet. */
let firstRender = false;
/** Settles once the first render has been painted. */
let firstPaint: Promise<void> | null = null;

/**
 * main.tsx, before a page load's first render: in it, what `AfterFirstPaint` holds waits until
 * the rest has been painted.
 */
export function paintFrameFirst(): void {
  firstRender = true;
  firstPaint = null;
}

/** The first render has committed (the app's effect): from then on pages render whole. */
export function firstRenderCommitted(): void {
  firstRender = false;
}

/**
 * Settles once the browser has reported the page's first contentful paint (or after 5 s, as in a
 * tab loaded hidden, which paints nothing): for what the first screen does not need (the toasts'
 * texts), so that its request comes after the paint. A request that ends before it, Lighthouse
 * counts among those the first paint waits for (issue 17).
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 5000);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) done();
      });
      observer.observe({ type: "paint", buffered: true });
    } catch {
      done();
    }
  });
}

/** After the next frame's paint: a task queued from the frame's callback runs once it is drawn. */
function painted(): Promise<void> {
  firstPaint ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return firstPaint;
}

/**
 * Renders its children once the browser has painted the rest of a page load's first render, and
 * at once on any later render. For the parts of a page below a phone's first screen (the
 * dashboard's fund tables, the fact sheet's later sections): the phone then draws the frame, the
 * heading and the first screen as soon as they are laid out, instead of after the whole page
 * (issue 17). Every part held back comes in one render right after. Only below content that
 * comes first, in the main content, which is at least a screen tall: nothing in view moves when
 * the parts arrive.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !firstRender);
  useEffect(() => {
    if (shown) return;
    let current = true;
    void painted().then(() => {
      if (current) startTransition(() => setShown(true));
    });
    return () => {
      current = false;
    };
  }, [shown]);
  return shown ? children : null;
}
