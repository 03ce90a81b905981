import { type ProfileChange, profileChange } from "@portal/domain";
import type { SelectedAccount } from "../../lib/session-store.ts";

/**
 * The change staged by a card's Update and shown on /verify (part 1 §4 "update payload and
 * verify-edit flag"). Kept in sessionStorage under its own key so a reload of /verify keeps it;
 * nothing secret is in it (the PIN is typed on /verify and sent at once, never stored).
 *
 * Its life:
 * - a card's Update saves it and goes to /verify;
 * - /verify's Edit link sets the verify-edit flag (`reopen`) and goes to /profile, which opens that
 *   card in edit with these values;
 * - /profile clears it whenever it is shown, so any other way back to /profile (the browser's Back
 *   button from /verify, the menu) forgets the staged change: /verify then has nothing to show and
 *   sends the member back to /profile;
 * - a successful submit and the end of the visit (logout, expiry: lib/end-session.ts) clear it.
 * It belongs to the account chosen when it was staged; with another account chosen it is ignored.
 */
export interface PendingChange {
  clientNmbr: number;
  clntRltnshpNmbr: number;
  change: ProfileChange;
  /** The cross-client save box (employer scheme, more than one client). */
  applyToAllClients: boolean;
  /** The verify-edit flag: /profile reopens the card with the staged values. */
  reopen: boolean;
}

export const PENDING_CHANGE_KEY = "harbour-portal.profilePendingChange";

function parse(raw: string | null): PendingChange | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    const change = profileChange.safeParse(data.change);
    if (
      !change.success ||
      !Number.isInteger(data.clientNmbr) ||
      !Number.isInteger(data.clntRltnshpNmbr) ||
      typeof data.applyToAllClients !== "boolean" ||
      typeof data.reopen !== "boolean"
    )
      return null;
    return {
      clientNmbr: data.clientNmbr as number,
      clntRltnshpNmbr: data.clntRltnshpNmbr as number,
      change: change.data,
      applyToAllClients: data.applyToAllClients,
      reopen: data.reopen,
    };
  } catch {
    return null;
  }
}

function write(pending: PendingChange): void {
  try {
    window.sessionStorage.setItem(PENDING_CHANGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused: /verify finds nothing and sends the member back to /profile.
  }
}

/** The staged change of the chosen account, or null (none, malformed, or another account's). */
export function readPendingChange(account: SelectedAccount | null): PendingChange | null {
  let pending: PendingChange | null;
  try {
    pending = parse(window.sessionStorage.getItem(PENDING_CHANGE_KEY));
  } catch {
    return null;
  }
  if (!pending || !account) return null;
  const ours =
    pending.clientNmbr === account.clientNmbr && pending.clntRltnshpNmbr === account.clntRltnshpNmbr;
  return ours ? pending : null;
}

/** A card's Update: stages the change for /verify. */
export function savePendingChange(
  account: SelectedAccount,
  change: ProfileChange,
  applyToAllClients: boolean,
): void {
  write({
    clientNmbr: account.clientNmbr,
    clntRltnshpNmbr: account.clntRltnshpNmbr,
    change,
    applyToAllClients,
    reopen: false,
  });
}

/** /verify's Edit link: sets the verify-edit flag so /profile reopens the card with the values. */
export function markPendingChangeForEdit(account: SelectedAccount | null): void {
  const pending = readPendingChange(account);
  if (pending) write({ ...pending, reopen: true });
}

/** Forgets the staged change (shown /profile, successful submit, end of the visit). */
export function clearPendingChange(): void {
  try {
    window.sessionStorage.removeItem(PENDING_CHANGE_KEY);
  } catch {
    // nothing to forget
  }
}
