import type { AccessRecordRequest } from "@portal/domain";
import { call } from "./client.ts";

/** The browser's user agent as the access log keeps it (at most 500 characters). */
function browserInfo(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.userAgent.slice(0, 500);
}

/**
 * accessLogEndpoints.record: the access log (part 1 §7). Fire and forget: a failure never bothers the
 * member, and the request outlives the page (keepalive). The browser information is filled in
 * here unless the caller gives it.
 */
export function recordAccess(entry: AccessRecordRequest): void {
  const body: AccessRecordRequest = { ...entry, browserInfo: entry.browserInfo ?? browserInfo() };
  import("./frame-endpoints.ts")
    .then(({ accessLogEndpoints }) =>
      call(accessLogEndpoints.record, { body }, { keepalive: true, quietOnExpiry: true }),
    )
    .catch(() => {});
}
