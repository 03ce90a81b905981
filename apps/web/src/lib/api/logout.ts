import { call } from "./client.ts";

/** authEndpoints.logout: ends the server session. Failures are ignored: the page forgets the member anyway. */
export async function postLogout(): Promise<void> {
  try {
    const { authEndpoints } = await import("./frame-endpoints.ts");
    await call(authEndpoints.logout, {}, { quietOnExpiry: true });
  } catch {
    // already gone, or the server is unreachable
  }
}
