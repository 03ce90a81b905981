import { documentEndpoints, type ReportItem, type ReportRequestBody } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { REPORTS_QUERY_KEY } from "./report-list.ts";

/**
 * documentEndpoints.requestReport (part 2 §2.9, §5.2): asks for a report, made in the background;
 * answers it as Processing. A period breaking §5.2 answers 400 history-range-*.
 */
export function requestReport(body: ReportRequestBody): Promise<ReportItem> {
  return call(documentEndpoints.requestReport, { body });
}

/** The request; the account's report list is asked again once it is made. */
export function useRequestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
