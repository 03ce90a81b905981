/** What counts as the member being there (part 1 §9): mouse, keys, touch, scrolling. */
export const ACTIVITY_EVENTS = [
  "mousemove",
  "mousedown",
  "keydown",
  "touchstart",
  "scroll",
  "wheel",
] as const;

/** Part 1 §9: the page logs out 5 seconds after the idle timeout. */
export const IDLE_GRACE_MS = 5000;

/** setTimeout cannot wait longer than this; longer waits are taken in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface IdleTimerOptions {
  /** How long without activity before `onIdle`. */
  timeoutMs: number;
  onIdle: () => void;
  /** Where activity is heard; the window by default. */
  target?: EventTarget;
  /** The clock (Date.now by default; fake timers replace it in tests). */
  now?: () => number;
  /** Told of activity at most once per `activeEveryMs` (to keep the server's session alive). */
  onActive?: () => void;
  activeEveryMs?: number;
}

/**
 * Calls `onIdle` once, after `timeoutMs` without activity. Activity only notes the time, so a
 * stream of mouse moves costs nothing; the one timer re-arms itself for the time still left
 * (and notices at once a machine that slept through the deadline). Returns the stop function.
 */
export function startIdleTimer({
  timeoutMs,
  onIdle,
  target = window,
  now = Date.now,
  onActive,
  activeEveryMs = 60_000,
}: IdleTimerOptions) {
  let last = now();
  let lastTold = last;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noteActivity = () => {
    last = now();
    if (onActive && last - lastTold >= activeEveryMs) {
      lastTold = last;
      onActive();
    }
  };
  const stop = () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, noteActivity, { capture: true });
  };
  const check = () => {
    const left = timeoutMs - (now() - last);
    if (left <= 0) {
      stop();
      onIdle();
    } else {
      timer = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
    }
  };
  for (const type of ACTIVITY_EVENTS) {
    // Capture: scroll events do not bubble, but every one passes the window on its way down.
    target.addEventListener(type, noteActivity, { capture: true, passive: true });
  }
  timer = setTimeout(check, Math.min(timeoutMs, MAX_TIMEOUT_MS));
  return stop;
}

/** Calls `onReach` once the clock reaches `at` (ms since the epoch). Returns the stop function. */
export function startDeadline(at: number, onReach: () => void, now: () => number = Date.now) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const left = at - now();
    if (left <= 0) onReach();
    else timer = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
  };
  check();
  return () => clearTimeout(timer);
}
