import { devEndpoints, type OutboxMessage } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** devEndpoints.devOutbox (demo mode only): the newest messages first. */
export function fetchOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return call(devEndpoints.devOutbox, { query: { limit: 50 } }, { signal });
}

export const outboxQueryOptions = queryOptions({
  queryKey: ["dev", "outbox"],
  queryFn: ({ signal }) => fetchOutbox(signal),
  staleTime: 0,
});

export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
