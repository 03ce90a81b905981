import { accessRecordRequest } from "../auth.ts";
import type { Table } from "../endpoint-spec.ts";

/** The access log (part 1 §7, part 2 §7.4). */
export const accessLogEndpoints = {
  record: {
    method: "POST",
    path: "/record",
    tag: "access log",
    summary:
      "Record a visit of a page of the portal, under its name; an account or contract named must be the member's",
    session: "anySession",
    body: accessRecordRequest,
    response: null,
    owns: { policyId: "account", contractId: "contract" },
    errors: ["too-many-requests"],
  },
} as const satisfies Table;
