import { authEndpoints, type ChangePinRequest } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** authEndpoints.changePin: a signed-in member changes the PIN (every PIN encoded). */
export function changePin(body: ChangePinRequest): Promise<void> {
  return call(authEndpoints.changePin, { body });
}

export function useChangePin() {
  return useMutation({ mutationFn: changePin });
}
