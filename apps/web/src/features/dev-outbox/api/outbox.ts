import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, type Parser } from "../../../lib/api/http.ts";

/** One message the demo notifier kept instead of sending it (POST: a letter, such as a PIN mailer). */
export interface OutboxMessage {
  to: string;
  channel: string;
  subject: string | null;
  body: string;
  otp: string | null;
  sentAt: string;
}

function fail(index: number, field: string): never {
  throw new Error(`GET /api/dev/outbox: message ${index} has no valid ${field}`);
}

function stringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

/** The outbox schema (a demo-only route, not part of the shared contract). */
export const outboxMessages: Parser<OutboxMessage[]> = {
  parse(data) {
    if (!Array.isArray(data)) throw new Error("GET /api/dev/outbox did not answer a list");
    return data.map((item: unknown, index) => {
      const m = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
      if (typeof m.to !== "string") fail(index, "to");
      if (typeof m.channel !== "string") fail(index, "channel");
      if (!stringOrNull(m.subject)) fail(index, "subject");
      if (typeof m.body !== "string") fail(index, "body");
      if (!stringOrNull(m.otp)) fail(index, "otp");
      if (typeof m.sentAt !== "string") fail(index, "sentAt");
      return { to: m.to, channel: m.channel, subject: m.subject, body: m.body, otp: m.otp, sentAt: m.sentAt };
    });
  },
};

/** GET /api/dev/outbox (demo mode only): the newest messages first. */
export function fetchOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiRequest("/api/dev/outbox?limit=50", { schema: outboxMessages, signal });
}

export const outboxQueryOptions = queryOptions({
  queryKey: ["dev", "outbox"],
  queryFn: ({ signal }) => fetchOutbox(signal),
  staleTime: 0,
});

export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
