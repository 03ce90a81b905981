import { apiRequest } from "./http.ts";

/** POST /api/auth/logout: ends the server session. Failures are ignored: the page forgets the member anyway. */
export async function postLogout(): Promise<void> {
  try {
    await apiRequest("/api/auth/logout", { method: "POST", quietOnExpiry: true });
  } catch {
    // already gone, or the server is unreachable
  }
}
