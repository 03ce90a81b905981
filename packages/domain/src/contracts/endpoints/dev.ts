import { devCycleRequest, devCycleResponse, outboxQuery, outboxResponse } from "../config.ts";
import type { Table } from "../endpoint-spec.ts";

/** Demo mode only. */
export const devEndpoints = {
  devOutbox: {
    method: "GET",
    path: "/dev/outbox",
    tag: "demo",
    summary: "Demo outbox: messages (with OTPs) kept instead of sent, newest first",
    session: "none",
    demoOnly: true,
    query: outboxQuery,
    response: outboxResponse,
  },
  devCycle: {
    method: "POST",
    path: "/dev/cycle",
    tag: "demo",
    summary: "Demo: runs the dealing cycle up to a date (at most today, Hong Kong time)",
    session: "member",
    demoOnly: true,
    body: devCycleRequest,
    response: devCycleResponse,
  },
} as const satisfies Table;
