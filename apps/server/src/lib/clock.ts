/**
 * The server owns the clock: the system clock, or one set to another instant (PORTAL_CLOCK) for
 * demos and end-to-end tests, which then runs on in real time (so OTPs, resends and idle timeouts
 * behave). Unit tests use a pinned or a hand-moved clock instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function pinnedClock(instant: Date): Clock {
  const t = instant.getTime();
  return { now: () => new Date(t) };
}

/** A clock that reads `start` now and runs on from there. */
export function startingClock(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

export function clockFrom(start: Date | null): Clock {
  return start ? startingClock(start) : systemClock;
}
