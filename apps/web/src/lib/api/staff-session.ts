import type { StaffSessionResponse } from "@portal/domain";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, call } from "./client.ts";

/**
 * superLogonEndpoints.staffSession: the staff user signed in at the staff portal and the member
 * they read, or null when there is no staff session (401). Shared by the staff sign-in page (a
 * staff user coming back to choose another member) and the layout's staff line.
 */
export async function fetchStaffSession(signal?: AbortSignal): Promise<StaffSessionResponse | null> {
  const { superLogonEndpoints } = await import("./frame-endpoints.ts");
  try {
    return await call(superLogonEndpoints.staffSession, {}, { signal, quietOnExpiry: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const STAFF_SESSION_QUERY_KEY = ["auth", "staffSession"] as const;

export const staffSessionQueryOptions = queryOptions({
  queryKey: STAFF_SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchStaffSession(signal),
  staleTime: 30_000,
  retry: false,
});
