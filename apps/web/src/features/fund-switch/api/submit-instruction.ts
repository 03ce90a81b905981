import {
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
  switchingEndpoints,
} from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { FUND_SWITCH_QUERY_KEY } from "./switch-options.ts";

/**
 * switchingEndpoints.submitInstruction: a fund switch or a change of future allocation, confirmed
 * with the PIN. The idempotency key in the body makes a retry or a double click give back the
 * first answer instead of a second instruction.
 */
export function submitInstruction(request: SubmitInstructionRequest): Promise<SubmitInstructionResponse> {
  return call(switchingEndpoints.submitInstruction, { body: request });
}

/**
 * The submit. A success marks the options stale (holdings and blocked funds have changed) without
 * reloading them under the accepted page; the next instruction (or the next visit) reloads them.
 */
export function useSubmitInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInstruction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FUND_SWITCH_QUERY_KEY, refetchType: "none" }),
  });
}
