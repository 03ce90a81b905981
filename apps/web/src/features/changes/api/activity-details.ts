import { type ActivityDetailsResponse, switchingEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { useSession } from "../../../lib/session-store.ts";
import { CYCLE_ACTIVITIES_QUERY_KEY } from "./activity-history.ts";

/** Part 2 §7.3: the details call takes the reference number without its first two characters ("IW00000123" -> "00000123"). */
export function referenceNmbrOf(refNumber: string): string {
  return refNumber.trim().slice(2);
}

/**
 * switchingEndpoints.activityDetails (part 2 §7.3): one
 * instruction with its switch-out and switch-in lines (duplicate funds already merged, §2.8).
 */
export function fetchActivityDetails(
  clntRltnshpNmbr: number,
  refNumber: string,
  signal?: AbortSignal,
): Promise<ActivityDetailsResponse> {
  return call(
    switchingEndpoints.activityDetails,
    { query: { clntRltnshpNmbr, referenceNmbr: referenceNmbrOf(refNumber) } },
    { signal },
  );
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
