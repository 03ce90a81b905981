import { type LoginInfo, loginInfo } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { SESSION_QUERY_KEY } from "../../../lib/api/session.ts";

/** POST /api/auth/verifyMFA: the login OTP; success starts the member's session. */
export function verifyMfa(passCode: string): Promise<LoginInfo> {
  return apiRequest("/api/auth/verifyMFA", { method: "POST", body: { passCode }, schema: loginInfo });
}

/** On success the login info becomes the session answer, so member pages need not ask again. */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfa,
    onSuccess: (info) => queryClient.setQueryData(SESSION_QUERY_KEY, info),
  });
}
