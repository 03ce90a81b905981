import type { Handlers } from "../../http/handlers.ts";
import * as service from "./reports.service.ts";

/** Reports (part 2 §2.9): the session and every id are checked before they run. */
export function reportsRoutes(
  deps: service.ReportsDeps,
): Handlers<"reportList" | "requestReport" | "retryReport" | "reportFile"> {
  return {
    reportList: ({ caller, query }) => service.reportList(deps, caller, query.clntRltnshpNmbr),
    requestReport: ({ caller, body }) => service.requestReport(deps, caller, body),
    retryReport: ({ params }) => service.retryReport(deps, params.reportId),
    reportFile: ({ params }) => service.reportFile(deps, params.reportId),
  };
}
