/**
 * What the browser build and the tests import as "react" (decision 012): React's API as Preact 11
 * gives it (preact/compat), with the two things the portal relies on that Preact does not do as
 * React does.
 */
import { options } from "preact";
import { createElement, type ReactNode } from "preact/compat";

// @ts-expect-error -- preact/compat's types say `export =`; its module has the named exports.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React 19.2's Activity, which Preact does not have and Mantine 9 uses for content it keeps
 * mounted while hidden (Collapse, Tabs, Transition with keepMounted): the children stay mounted,
 * keeping their state, and are not displayed while the mode is "hidden". The wrapper is
 * `display: contents` while visible, so it adds no box of its own. Unlike React, effects inside
 * keep running while hidden.
 */
export function Activity({
  mode = "visible",
  children,
}: {
  mode?: "visible" | "hidden";
  children?: ReactNode;
}) {
  return createElement("div", { style: { display: mode === "hidden" ? "none" : "contents" } }, children);
}

/**
 * React runs a render's effects before the next click or key press is handled; Preact runs them
 * after the next frame. A button pressed in between (a quick hand, a test) would reach a component
 * whose subscriptions are not made yet: a mutation's answer would find no one listening and its
 * callbacks (go to the next page, show the error) would never run. Here, as in React: effects still
 * wait for the next frame (35 ms at most, where frames do not come), and an event first runs the
 * effects still waiting.
 */
let waitingEffects: (() => void) | null = null;
function runWaitingEffects(): void {
  const run = waitingEffects;
  waitingEffects = null;
  run?.();
}
// Preact's own wait (hooks' afterNextFrame): the next frame, or 35 ms where frames do not come.
// Whether there are frames is asked each time: a test environment torn down while a wait is
// under way (the clean-clone CI once ended so) has none by the time the 35 ms are up.
const framesCome = () =>
  typeof requestAnimationFrame === "function" && typeof cancelAnimationFrame === "function";
options.requestAnimationFrame = (flush) => {
  waitingEffects = flush;
  const done = () => {
    clearTimeout(timeout);
    if (frame !== 0 && framesCome()) cancelAnimationFrame(frame);
    setTimeout(runWaitingEffects);
  };
  const timeout = setTimeout(done, 35);
  const frame = framesCome() ? requestAnimationFrame(done) : 0;
};
const nextEventHook = options.event;
options.event = (event) => {
  runWaitingEffects();
  return nextEventHook ? nextEventHook(event) : event;
};
