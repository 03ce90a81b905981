import type { AccessRecordRequest } from "@portal/domain";

/** POST /api/record: the access log (part 1 §7). Fire and forget: a failure never bothers the member. */
export function recordAccess(record: AccessRecordRequest): void {
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
