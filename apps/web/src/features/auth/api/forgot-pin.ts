import { authEndpoints, type ForgotPinRequest, type ForgotPinResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** authEndpoints.forgotPin: ID number, date of birth and scheme; all three must match a member. */
export function forgotPin(body: ForgotPinRequest): Promise<ForgotPinResponse> {
  return call(authEndpoints.forgotPin, { body });
}

export function useForgotPin() {
  return useMutation({ mutationFn: forgotPin });
}
