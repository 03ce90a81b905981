import {
  type ActivityHistoryResponse,
  type CancelTransactionResponse,
  type EndpointRequest,
  switchingEndpoints,
} from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { CYCLE_ACTIVITIES_QUERY_KEY } from "./activity-history.ts";

/** Which instruction to cancel: the relationship, contract, processor and activity table number. */
export type CancelTransactionInput = EndpointRequest<typeof switchingEndpoints.cancelTransaction>["query"];

/**
 * switchingEndpoints.cancelTransaction (part 2 §7.3, §4.3): cancels a Pending fund switch made online,
 * before the cut-off. Refused with 403/409 cancel-not-allowed once that is no longer possible,
 * 404 not-found for an unknown one.
 */
export function cancelTransaction(input: CancelTransactionInput): Promise<CancelTransactionResponse> {
  return call(switchingEndpoints.cancelTransaction, { query: input });
}

/**
 * The cancel call. On success the instruction shows as Cancelled in the cached list at once
 * (§4.3), then every instruction query is asked again; a refusal refreshes them too, since the
 * instruction has moved on.
 */
export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransaction,
    onSuccess: (_answer, input) => {
      queryClient.setQueriesData<ActivityHistoryResponse>(
        { queryKey: [...CYCLE_ACTIVITIES_QUERY_KEY, "history", input.clntRltnshpNmbr] },
        (data) =>
          data && {
            ...data,
            activities: data.activities.map((activity) =>
              activity.activityTableNmbr === input.activityIds
                ? { ...activity, statusType: "CANCELLED", cancellable: false }
                : activity,
            ),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CYCLE_ACTIVITIES_QUERY_KEY }),
  });
}
