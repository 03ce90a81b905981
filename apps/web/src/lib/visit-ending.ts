/**
 * The page a visit is being ended on (end-session.ts), until its client state is forgotten once
 * another page shows. Its own module, without the query cache, so the frame's access log can ask.
 */
let leavingFrom: string | null = null;

export function leavingPage(): string | null {
  return leavingFrom;
}

export function setLeavingPage(pathname: string | null): void {
  leavingFrom = pathname;
}

/** Whether a visit is being ended and its client state not yet forgotten: nothing more is sent for it. */
export function visitEnding(): boolean {
  return leavingFrom !== null;
}
