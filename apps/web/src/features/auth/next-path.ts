import type { LoginInfo } from "@portal/domain";

/** Where a signed-in member goes first: a new PIN, then the terms, then the accounts. */
export function nextPathAfterLogin(info: LoginInfo): string {
  if (info.isFirstTimeLogin) return "/setnewpin";
  if (!info.termsAccepted) return "/termsandconditions";
  return "/account";
}
