import { authEndpoints, type LoginInfo } from "@portal/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/api/session.ts";

/** authEndpoints.acceptTerms: the member agreed to the terms and conditions. */
export function acceptTerms(): Promise<void> {
  return call(authEndpoints.acceptTerms, {});
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: async () => {
      // A session answer still on its way was read before the acceptance: it must not undo it
      // (the gate would send the member back to the terms).
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.setQueryData<LoginInfo | null>(SESSION_QUERY_KEY, (info) =>
        info ? { ...info, termsAccepted: true } : info,
      );
    },
  });
}
