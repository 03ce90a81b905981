import { switchRuleErrors, type Table } from "../endpoint-spec.ts";
import { PROJECTION_ASSUMPTION_ERROR_CODES, projectionRequest, projectionResponse } from "../projection.ts";

/** Where my savings are heading (issue 18, beyond the spec). */
export const projectionEndpoints = {
  projection: {
    method: "POST",
    path: "/accounts/projection",
    tag: "accounts",
    summary:
      "The account projected to the normal retirement date (median and 10th-90th percentile band, nominal and in today's money), as invested now and for a what-if allocation",
    session: "member",
    body: projectionRequest,
    readOnly: true,
    response: projectionResponse,
    owns: { clntRltnshpNmbr: "account", contractNmbr: "contract" },
    errors: [
      ...Object.values(PROJECTION_ASSUMPTION_ERROR_CODES),
      ...switchRuleErrors,
      "projection-fund-not-offered",
      // No investment direction and no Default Investment Strategy in the plan: nothing to project.
      "operation-not-allowed",
    ],
  },
} as const satisfies Table;
