import type { LoginInfo } from "@portal/domain";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, call } from "./client.ts";

/** authEndpoints.session: the signed-in member's login info, or null when there is no session. */
export async function fetchSession(signal?: AbortSignal): Promise<LoginInfo | null> {
  const { authEndpoints } = await import("./frame-endpoints.ts");
  try {
    return await call(authEndpoints.session, {}, { signal, quietOnExpiry: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

/** Asked afresh each time a member page is entered; the server decides who is signed in. */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 0,
  retry: false,
});
