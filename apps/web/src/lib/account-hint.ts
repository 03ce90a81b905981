import { ACCOUNT_HINT_COOKIE, formatAccountHint } from "@portal/domain";
import type { SessionStore } from "./session-store.ts";

/** The cookie's attributes: every page's path, this site only, Secure over HTTPS; gone with the browser. */
function attributes(): string {
  return `; Path=/; SameSite=Strict${window.location.protocol === "https:" ? "; Secure" : ""}`;
}

/**
 * Tells the server, in a cookie (@portal/domain's account-hint.ts), which account this tab
 * shows, so that a member page it sends carries that account's first answers (issue 17): written
 * when the tab starts with an account and whenever its account changes, removed when the account
 * goes (logout, expiry; a tab starting without one leaves another tab's). Returns the unsubscribe.
 */
export function followAccountHint(
  store: Pick<SessionStore, "get" | "subscribe">,
  write: (cookie: string) => void = (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers members still use (Safari before 18.4).
    document.cookie = cookie;
  },
): () => void {
  // What this tab wrote last: "" at first, so a tab starting without an account writes nothing.
  let written = "";
  const sync = () => {
    const { account } = store.get();
    const value = account ? formatAccountHint(account) : "";
    if (value === written) return;
    written = value;
    write(
      value === ""
        ? `${ACCOUNT_HINT_COOKIE}=${attributes()}; Max-Age=0`
        : `${ACCOUNT_HINT_COOKIE}=${value}${attributes()}`,
    );
  };
  sync();
  return store.subscribe(sync);
}
