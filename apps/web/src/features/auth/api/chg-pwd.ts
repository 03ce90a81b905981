import { authEndpoints, type ChangePinRequest, type LoginInfo } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/api/session.ts";

/** authEndpoints.chgPwd: the first-time login's new PIN (every PIN encoded). */
export function chgPwd(body: ChangePinRequest): Promise<void> {
  return call(authEndpoints.chgPwd, { body });
}

export function useChgPwd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chgPwd,
    onSuccess: () =>
      queryClient.setQueryData<LoginInfo | null>(SESSION_QUERY_KEY, (info) =>
        info ? { ...info, isFirstTimeLogin: false } : info,
      ),
  });
}
