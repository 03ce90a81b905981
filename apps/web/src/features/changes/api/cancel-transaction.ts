import {
  type ActivityHistoryResponse,
  type CancelTransactionResponse,
  cancelTransactionResponse,
} from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { CYCLE_ACTIVITIES_QUERY_KEY } from "./activity-history.ts";

export interface CancelTransactionInput {
  clntRltnShpNmbr: number;
  contractNmbr: number;
  processorID: string;
  /** The activity table number of the instruction. */
  activityIds: number;
}

/**
 * DELETE /api/cycleactivities/cancelTransaction?clntRltnShpNmbr=&contractNmbr=&processorID=&activityIds=
 * (part 2 §7.3, §4.3): cancels a Pending fund switch made online, before the cut-off. Refused with
 * 403/409 cancel-not-allowed once that is no longer possible, 404 not-found for an unknown one.
 */
export function cancelTransaction(input: CancelTransactionInput): Promise<CancelTransactionResponse> {
  const query = new URLSearchParams({
    clntRltnShpNmbr: String(input.clntRltnShpNmbr),
    contractNmbr: String(input.contractNmbr),
    processorID: input.processorID,
    activityIds: String(input.activityIds),
  });
  return apiRequest(`/api/cycleactivities/cancelTransaction?${query}`, {
    method: "DELETE",
    schema: cancelTransactionResponse,
  });
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
        { queryKey: [...CYCLE_ACTIVITIES_QUERY_KEY, "history", input.clntRltnShpNmbr] },
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
