import { type ActivityHistoryResponse, switchingEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { useSession } from "../../../lib/session-store.ts";

/** The root of every switching-instruction query key (a cancel refreshes them all). */
export const CYCLE_ACTIVITIES_QUERY_KEY = ["cycleactivities"] as const;

/**
 * switchingEndpoints.activityHistory (part 2 §7.3): the web cycle date, the
 * cut-off hour and the instructions of one relationship, each with its §4.2 status and whether
 * it can still be cancelled (§4.3), both worked out by the server on its clock.
 */
export function fetchActivityHistory(
  clntRltnshpNmbr: number,
  signal?: AbortSignal,
): Promise<ActivityHistoryResponse> {
  return call(switchingEndpoints.activityHistory, { query: { clntRltnshpNmbr } }, { signal });
}

export const activityHistoryQuery = (clntRltnshpNmbr: number) =>
  queryOptions({
    queryKey: [...CYCLE_ACTIVITIES_QUERY_KEY, "history", clntRltnshpNmbr] as const,
    queryFn: ({ signal }) => fetchActivityHistory(clntRltnshpNmbr, signal),
    // Statuses move with the clock and the dealing cycle: asked again whenever the page opens.
    staleTime: 0,
  });

/** The chosen account's switching instructions; disabled until an account is chosen. */
export function useActivityHistory() {
  const { account } = useSession();
  return useQuery({
    ...activityHistoryQuery(account?.clntRltnshpNmbr ?? 0),
    enabled: account !== null,
  });
}
