import type { AccessRecordRequest } from "@portal/domain";

/** The browser's user agent as the access log keeps it (at most 500 characters). */
function browserInfo(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.userAgent.slice(0, 500);
}

/**
 * POST /api/record: the access log (part 1 §7). Fire and forget: a failure never bothers the member.
 * The browser information is filled in here unless the caller gives it.
 */
export function recordAccess(entry: AccessRecordRequest): void {
  const record: AccessRecordRequest = { ...entry, browserInfo: entry.browserInfo ?? browserInfo() };
  try {
    void fetch("/api/record", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(record),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // fetch itself unavailable: ignore
  }
}
