import { authEndpoints, type ForgotPinVerifyResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

export type ForgotPinDelivery = ForgotPinVerifyResponse["delivery"];

/** authEndpoints.forgotPinVerifyMfa: the OTP; success issues the new PIN and says how it travels. */
export async function forgotPinVerifyMfa(passCode: string): Promise<ForgotPinDelivery> {
  const { delivery } = await call(authEndpoints.forgotPinVerifyMfa, { body: { passCode } });
  return delivery;
}

export function useForgotPinVerifyMfa() {
  return useMutation({ mutationFn: forgotPinVerifyMfa });
}
