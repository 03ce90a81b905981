import { type ProjectionRequest, type ProjectionResponse, projectionEndpoints } from "@portal/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

/** What the page asks beyond the account: the assumptions it changed and a what-if allocation. */
export type ProjectionAsk = Omit<ProjectionRequest, "clntRltnshpNmbr" | "contractNmbr">;

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "contractNmbr" | "webCycleDate">;

/** projectionEndpoints.projection: the account projected to retirement, as invested now and for a what-if. */
export function fetchProjection(
  account: AccountKey,
  ask: ProjectionAsk,
  signal?: AbortSignal,
): Promise<ProjectionResponse> {
  const body: ProjectionRequest = {
    clntRltnshpNmbr: account.clntRltnshpNmbr,
    contractNmbr: account.contractNmbr,
    ...ask,
  };
  return call(projectionEndpoints.projection, { body }, { signal });
}

export const projectionQuery = (account: AccountKey, ask: ProjectionAsk) =>
  queryOptions({
    queryKey: ["accounts", "projection", account.clntRltnshpNmbr, account.webCycleDate, ask] as const,
    queryFn: ({ signal }) => fetchProjection(account, ask, signal),
    staleTime: 60_000,
  });

/**
 * The chosen account's projection for what the page asks; while a new ask is answered the last
 * answer of the same account stays shown (the figures change in place, the page does not blank).
 */
export function useProjection(ask: ProjectionAsk) {
  const { account } = useSession();
  const key = account ?? { clntRltnshpNmbr: 0, contractNmbr: 0, webCycleDate: "" };
  return useQuery({
    ...projectionQuery(key, ask),
    enabled: account !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === key.clntRltnshpNmbr ? keepPreviousData(previous) : undefined,
  });
}
