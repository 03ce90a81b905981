import type { CalendarResponse, LoginInfo } from "@portal/domain";

/**
 * The answers of a page's first calls, which the server puts in the page it sends
 * (apps/server/src/http/web-app.ts), so that the first render does not wait a round trip for them
 * (issue 17): the calendar, the session's login info when the browser sent a cookie (null: no
 * session), and for a member page the answers of its own first calls (@portal/domain's
 * pageFirstCalls, by callKey). They are the endpoints' own answers, checked by the server's
 * response schemas. The page's texts come with them: the namespaces its first render reads, in the
 * page's language, as the build wrote them (each was a request before the first paint).
 */
export interface Bootstrap {
  calendar?: CalendarResponse;
  session?: LoginInfo | null;
  calls?: Record<string, unknown>;
  texts?: { language: string; namespaces: Record<string, unknown> };
}

const ELEMENT_ID = "portal-bootstrap";

/** What the page carries; nothing when it carries nothing readable (the dev server's page, a test). */
export function readBootstrap(doc: Document = document): Bootstrap {
  try {
    const value: unknown = JSON.parse(doc.getElementById(ELEMENT_ID)?.textContent ?? "");
    return typeof value === "object" && value !== null ? (value as Bootstrap) : {};
  } catch {
    return {};
  }
}

/** When the server made them: the moment the page's first byte arrived (ms since the epoch). */
export function pageReceivedAt(): number {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return Math.round(performance.timeOrigin + (navigation?.responseStart ?? 0));
}
