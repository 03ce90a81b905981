// Apart from the endpoint table's schemas: the web app writes the hint before it has loaded them.

/**
 * The account a browser tab shows, as the web app tells the server in a cookie: the account
 * chosen on /account (part 2 §3.2). Only a hint, for the answers the server puts in a member page
 * it sends (first-calls.ts): those calls check it as they check any input, and the tab's own
 * choice (in its sessionStorage) decides what it shows; another tab's later choice only means
 * the page's first calls are made by the page itself, as before.
 */
export interface AccountHint {
  clientNmbr: number;
  clntRltnshpNmbr: number;
  contractNmbr: number;
  productTypeNmbr: number;
}

/** The cookie's name (not HttpOnly: the web app writes it; nothing in it is secret). */
export const ACCOUNT_HINT_COOKIE = "portal_account";

const FIELDS = ["clientNmbr", "clntRltnshpNmbr", "contractNmbr", "productTypeNmbr"] as const;

/** The cookie's value: the four numbers, dot-separated. */
export function formatAccountHint(hint: AccountHint): string {
  return FIELDS.map((field) => hint[field]).join(".");
}

/** The hint a cookie's value gives, or null for anything but four positive whole numbers. */
export function parseAccountHint(value: string | undefined): AccountHint | null {
  const parts = value?.split(".") ?? [];
  if (parts.length !== FIELDS.length || !parts.every((part) => /^[1-9]\d{0,14}$/.test(part))) return null;
  const [clientNmbr, clntRltnshpNmbr, contractNmbr, productTypeNmbr] = parts.map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { clientNmbr, clntRltnshpNmbr, contractNmbr, productTypeNmbr };
}
