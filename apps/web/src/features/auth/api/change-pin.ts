import type { ChangePinRequest } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";

/** POST /api/auth/changepin: a signed-in member changes the PIN (every PIN encoded). */
export function changePin(body: ChangePinRequest): Promise<void> {
  return apiRequest("/api/auth/changepin", { method: "POST", body });
}

export function useChangePin() {
  return useMutation({ mutationFn: changePin });
}
