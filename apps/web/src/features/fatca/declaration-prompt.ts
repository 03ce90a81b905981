import type { LoginInfo } from "@portal/domain";

/**
 * "The declaration was prompted in this visit" (part 1 §4 forced declaration): the member gate
 * sends a member whose declaration is pending to /fatca once per login, so that Disagree really
 * lets them go on to the dashboard. Kept in sessionStorage (this tab, nothing secret) under its own
 * key, apart from the session store's root key.
 *
 * The value is the login's stamp (client number and the session's hard-limit instant, which the
 * server fixes at authentication), not a bare "true": a later login in the same tab has another
 * stamp and is prompted again even if the flag was not cleared at logout.
 */
export const DECLARATION_PROMPTED_KEY = "harbour-portal.declarationPrompted";

type LoginStamp = Pick<LoginInfo, "clientNmbr" | "sessionExpiresAt">;

function stampOf(info: LoginStamp): string {
  return `${info.clientNmbr}@${info.sessionExpiresAt}`;
}

/** Whether /fatca has already been shown in this login. */
export function declarationPrompted(info: LoginStamp): boolean {
  try {
    return window.sessionStorage.getItem(DECLARATION_PROMPTED_KEY) === stampOf(info);
  } catch {
    // Storage refused: treat as prompted, so the member is never trapped in a redirect loop.
    return true;
  }
}

/** Remembers that /fatca has been shown in this login. */
export function markDeclarationPrompted(info: LoginStamp): void {
  try {
    window.sessionStorage.setItem(DECLARATION_PROMPTED_KEY, stampOf(info));
  } catch {
    // Storage full or refused: declarationPrompted answers true anyway.
  }
}
