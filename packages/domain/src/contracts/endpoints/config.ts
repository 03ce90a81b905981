import { calendarResponse, cycleDateResponse, healthResponse } from "../config.ts";
import type { Table } from "../endpoint-spec.ts";

/** The portal's health, settings and cycle date. */
export const configEndpoints = {
  health: {
    method: "GET",
    path: "/health",
    tag: "health",
    summary: "Liveness and database reachability",
    session: "none",
    response: healthResponse,
  },
  calendar: {
    method: "GET",
    path: "/config/calendar",
    tag: "config",
    summary: "The server's now and which dated windows of the calendar are open",
    session: "none",
    response: calendarResponse,
  },
  cycleDate: {
    method: "GET",
    path: "/config/cycledate",
    tag: "config",
    summary: "The web cycle date (last valuation day) and the cut-off hour",
    session: "none",
    response: cycleDateResponse,
  },
} as const satisfies Table;
