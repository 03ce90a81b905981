import { SESSION_STORAGE_KEY } from "../../lib/session-store.ts";

/**
 * What the page keeps between sending the staff user to the identity provider and the return:
 * the state and nonce it sent and the PKCE verifier. One-time values, in sessionStorage (this tab
 * only) under their own key, removed as soon as the return has read them. None of them is a
 * secret on its own: the verifier is useless without the code, which only the return carries.
 */
export interface SignInAttempt {
  state: string;
  nonce: string;
  verifier: string;
}

export const SIGN_IN_ATTEMPT_KEY = `${SESSION_STORAGE_KEY}.superLogon`;

export function saveSignInAttempt(attempt: SignInAttempt): void {
  window.sessionStorage.setItem(SIGN_IN_ATTEMPT_KEY, JSON.stringify(attempt));
}

/** The kept values, or null when none (or malformed); removes them either way. */
export function takeSignInAttempt(): SignInAttempt | null {
  const raw = window.sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY);
  window.sessionStorage.removeItem(SIGN_IN_ATTEMPT_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { state, nonce, verifier } = value as Record<string, unknown>;
    if (typeof state !== "string" || typeof nonce !== "string" || typeof verifier !== "string") return null;
    return { state, nonce, verifier };
  } catch {
    return null;
  }
}
