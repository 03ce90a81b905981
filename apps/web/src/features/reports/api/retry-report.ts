import { documentEndpoints, type ReportItem, type ReportListResponse } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { REPORTS_QUERY_KEY } from "./report-list.ts";

/** documentEndpoints.retryReport: makes a failed report again; answers it as Processing. */
export function retryReport(reportId: number): Promise<ReportItem> {
  return call(documentEndpoints.retryReport, { params: { reportId } });
}

/**
 * The retry. The answer replaces the report in the cached list at once (Processing, so the list
 * polls again), then the list is asked again.
 */
export function useRetryReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryReport,
    onSuccess: (item) => {
      queryClient.setQueriesData<ReportListResponse>(
        { queryKey: [...REPORTS_QUERY_KEY, "list", item.clntRltnshpNmbr] },
        (data) =>
          data && {
            reports: data.reports.map((report) => (report.reportId === item.reportId ? item : report)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
