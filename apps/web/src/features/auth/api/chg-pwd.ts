import type { ChangePinRequest, LoginInfo } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { SESSION_QUERY_KEY } from "../../../lib/api/session.ts";

/** POST /api/auth/chgPwd: the first-time login's new PIN (every PIN encoded). */
export function chgPwd(body: ChangePinRequest): Promise<void> {
  return apiRequest("/api/auth/chgPwd", { method: "POST", body });
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
