import { type ForgotPinRequest, type ForgotPinResponse, forgotPinResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";

/** POST /api/auth/forgotPin: ID number, date of birth and scheme; all three must match a member. */
export function forgotPin(body: ForgotPinRequest): Promise<ForgotPinResponse> {
  return apiRequest("/api/auth/forgotPin", { method: "POST", body, schema: forgotPinResponse });
}

export function useForgotPin() {
  return useMutation({ mutationFn: forgotPin });
}
