import type { LoginInfo } from "@portal/domain";

/**
 * The step a signed-in member must take before any member page: a new PIN (first-time login or
 * a reset PIN), then the terms; null once both are done. Until then every member page sends the
 * member back here (MemberGate), so the member navigation is not offered either (AppHeader).
 */
export function pendingFirstStep(info: LoginInfo): "/setnewpin" | "/termsandconditions" | null {
  if (info.isFirstTimeLogin) return "/setnewpin";
  if (!info.termsAccepted) return "/termsandconditions";
  return null;
}

/** Where a signed-in member goes first: a new PIN, then the terms, then the accounts. */
export function nextPathAfterLogin(info: LoginInfo): string {
  return pendingFirstStep(info) ?? "/account";
}
