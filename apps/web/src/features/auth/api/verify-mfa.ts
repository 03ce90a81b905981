import { authEndpoints, type LoginInfo } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/api/session.ts";

/** authEndpoints.verifyMfa: the login OTP; success starts the member's session. */
export function verifyMfa(passCode: string): Promise<LoginInfo> {
  return call(authEndpoints.verifyMfa, { body: { passCode } });
}

/** On success the login info becomes the session answer, so member pages need not ask again. */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfa,
    onSuccess: (info) => queryClient.setQueryData(SESSION_QUERY_KEY, info),
  });
}
