import type { LoginInfo } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { SESSION_QUERY_KEY } from "../../../lib/api/session.ts";

/** POST /api/auth/acceptTerms: the member agreed to the terms and conditions. */
export function acceptTerms(): Promise<void> {
  return apiRequest("/api/auth/acceptTerms", { method: "POST" });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () =>
      queryClient.setQueryData<LoginInfo | null>(SESSION_QUERY_KEY, (info) =>
        info ? { ...info, termsAccepted: true } : info,
      ),
  });
}
