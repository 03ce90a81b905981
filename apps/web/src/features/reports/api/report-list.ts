import { documentEndpoints, type ReportListResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { useSession } from "../../../lib/session-store.ts";

/** While any report is Processing, the list is asked again this often. */
export const REPORT_POLL_MS = 3_000;

export const REPORTS_QUERY_KEY = ["reports"] as const;

/** documentEndpoints.reportList (part 2 §2.9): the account's reports of the last 24 months, newest first. */
export function fetchReportList(clntRltnshpNmbr: number, signal?: AbortSignal): Promise<ReportListResponse> {
  return call(documentEndpoints.reportList, { query: { clntRltnshpNmbr } }, { signal });
}

export const reportListQuery = (clntRltnshpNmbr: number) =>
  queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, "list", clntRltnshpNmbr] as const,
    queryFn: ({ signal }) => fetchReportList(clntRltnshpNmbr, signal),
    // A report being made moves to Ready or Failed by itself: ask again until none is Processing.
    refetchInterval: (query) =>
      query.state.data?.reports.some((report) => report.status === "PROCESSING") ? REPORT_POLL_MS : false,
  });

/** The chosen account's reports. */
export function useReportList() {
  const { account } = useSession();
  return useQuery({
    ...reportListQuery(account?.clntRltnshpNmbr ?? 0),
    enabled: account !== null,
  });
}
