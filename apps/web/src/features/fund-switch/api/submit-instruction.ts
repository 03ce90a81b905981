import {
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
  submitInstructionResponse,
} from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { FUND_SWITCH_QUERY_KEY } from "./switch-options.ts";

/**
 * POST /api/fundswitch/instructions: a fund switch or a change of future allocation, confirmed
 * with the PIN. The idempotency key in the body makes a retry or a double click give back the
 * first answer instead of a second instruction.
 */
export function submitInstruction(request: SubmitInstructionRequest): Promise<SubmitInstructionResponse> {
  return apiRequest("/api/fundswitch/instructions", {
    method: "POST",
    body: request,
    schema: submitInstructionResponse,
  });
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
