import { type ActivityDetailsResponse, activityDetailsResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { useSession } from "../../../lib/session-store.ts";
import { CYCLE_ACTIVITIES_QUERY_KEY } from "./activity-history.ts";

/** Part 2 §7.3: the details call takes the reference number without its first two characters ("IW00000123" -> "00000123"). */
export function referenceNmbrOf(refNumber: string): string {
  return refNumber.trim().slice(2);
}

/**
 * GET /api/cycleactivities/cycleActivityDetails?clntRltnshpNmbr=&referenceNmbr= (part 2 §7.3): one
 * instruction with its switch-out and switch-in lines (duplicate funds already merged, §2.8).
 */
export function fetchActivityDetails(
  clntRltnshpNmbr: number,
  refNumber: string,
  signal?: AbortSignal,
): Promise<ActivityDetailsResponse> {
  const query = new URLSearchParams({
    clntRltnshpNmbr: String(clntRltnshpNmbr),
    referenceNmbr: referenceNmbrOf(refNumber),
  });
  return apiRequest(`/api/cycleactivities/cycleActivityDetails?${query}`, {
    schema: activityDetailsResponse,
    signal,
  });
}

export const activityDetailsQuery = (clntRltnshpNmbr: number, refNumber: string) =>
  queryOptions({
    queryKey: [...CYCLE_ACTIVITIES_QUERY_KEY, "details", clntRltnshpNmbr, refNumber] as const,
    queryFn: ({ signal }) => fetchActivityDetails(clntRltnshpNmbr, refNumber, signal),
    staleTime: 0,
  });

/** One instruction of the chosen account, by its reference number. */
export function useActivityDetails(refNumber: string) {
  const { account } = useSession();
  return useQuery({
    ...activityDetailsQuery(account?.clntRltnshpNmbr ?? 0, refNumber),
    enabled: account !== null && refNumber.length > 2,
  });
}
