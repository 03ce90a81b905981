import { forgotPinResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";

const forgotPinVerifyResponse = forgotPinResponse.pick({ delivery: true });
export type ForgotPinDelivery = "EMAIL" | "POST";

/** POST /api/auth/forgotPin/verifyMFA: the OTP; success issues the new PIN and says how it travels. */
export async function forgotPinVerifyMfa(passCode: string): Promise<ForgotPinDelivery> {
  const { delivery } = await apiRequest("/api/auth/forgotPin/verifyMFA", {
    method: "POST",
    body: { passCode },
    schema: forgotPinVerifyResponse,
  });
  return delivery;
}

export function useForgotPinVerifyMfa() {
  return useMutation({ mutationFn: forgotPinVerifyMfa });
}
