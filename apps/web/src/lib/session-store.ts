import { isOtpChannel, type MaskedFactor, type OtpChannel, SCHEMES, type Scheme } from "@portal/domain";
import { useSyncExternalStore } from "react";

/**
 * The browser's view of the visit: which login card was chosen, the member's scheme, two flags and
 * where the second factor stands. Nothing here is secret (the session itself is an HttpOnly cookie;
 * no token, PIN or OTP is ever kept): it lives in sessionStorage under one root key so a reload
 * keeps it and closing the tab forgets it.
 */
export const LOGIN_TYPES = ["employee", "cobrand"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The one-time password sent last: where to, and when the browser may offer to resend it. */
export interface OtpState {
  channel: OtpChannel;
  masked: string;
  /** Browser time (ms since the epoch) from which Resend is offered. */
  resendAt: number;
}

/**
 * The account chosen on /account (part 2 §2.2, §3.2 "login-derived data"): which relationship and
 * contract the account pages show, and the web cycle date its data was loaded at (§4.1).
 */
export interface SelectedAccount {
  clientNmbr: number;
  clntRltnshpNmbr: number;
  contractNmbr: number;
  productTypeNmbr: number;
  isOrso: boolean;
  webCycleDate: string;
}

function parseAccount(value: unknown): SelectedAccount | null {
  if (typeof value !== "object" || value === null) return null;
  const r = value as Record<string, unknown>;
  const ints = ["clientNmbr", "clntRltnshpNmbr", "contractNmbr", "productTypeNmbr"] as const;
  if (!ints.every((k) => Number.isInteger(r[k])) || typeof r.isOrso !== "boolean") return null;
  if (typeof r.webCycleDate !== "string") return null;
  return {
    clientNmbr: r.clientNmbr as number,
    clntRltnshpNmbr: r.clntRltnshpNmbr as number,
    contractNmbr: r.contractNmbr as number,
    productTypeNmbr: r.productTypeNmbr as number,
    isOrso: r.isOrso,
    webCycleDate: r.webCycleDate,
  };
}

export interface SessionState {
  loginType: LoginType | null;
  scheme: Scheme | null;
  /** Part 1 §4: true from the first login step until logout or expiry. */
  authenticated: boolean;
  superLogon: boolean;
  /** The OTP channels offered by the first step (login or forgot PIN), already masked. */
  factors: MaskedFactor[];
  otp: OtpState | null;
  /** The account chosen after login; cleared at logout with the rest. */
  account: SelectedAccount | null;
}

export const SESSION_STORAGE_KEY = "harbour-portal";

export const EMPTY_SESSION: SessionState = {
  loginType: null,
  scheme: null,
  authenticated: false,
  superLogon: false,
  factors: [],
  otp: null,
  account: null,
};

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.find((v) => v === value) ?? null;
}

function parseOtp(value: unknown): OtpState | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (
    !isOtpChannel(record.channel) ||
    typeof record.masked !== "string" ||
    typeof record.resendAt !== "number"
  )
    return null;
  return { channel: record.channel, masked: record.masked, resendAt: record.resendAt };
}

/** The stored factors, or none when any of them is malformed. */
function parseFactors(value: unknown): MaskedFactor[] {
  if (!Array.isArray(value)) return [];
  const factors = value.map((item: unknown) => {
    if (typeof item !== "object" || item === null) return null;
    const { channel, masked } = item as Record<string, unknown>;
    return isOtpChannel(channel) && typeof masked === "string" ? { channel, masked } : null;
  });
  return factors.every((factor) => factor !== null) ? factors : [];
}

/** Reads what storage holds, dropping anything malformed. */
export function parseSession(raw: string | null): SessionState {
  if (!raw) return EMPTY_SESSION;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null) return EMPTY_SESSION;
    const record = data as Record<string, unknown>;
    return {
      loginType: oneOf(LOGIN_TYPES, record.loginType),
      scheme: oneOf(SCHEMES, record.scheme),
      authenticated: record.authenticated === true,
      superLogon: record.superLogon === true,
      factors: parseFactors(record.factors),
      otp: parseOtp(record.otp),
      account: parseAccount(record.account),
    };
  } catch {
    return EMPTY_SESSION;
  }
}

export interface SessionStore {
  get(): SessionState;
  update(patch: Partial<SessionState>): void;
  /**
   * Forgets the visit (logout or expiry, part 1 §4): everything but the scheme, which still
   * decides the login page to return to, and the super-logon mode, which is not the member's.
   */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(storage: Storage): SessionStore {
  let state = parseSession(storage.getItem(SESSION_STORAGE_KEY));
  const listeners = new Set<() => void>();
  const store: SessionStore = {
    get: () => state,
    update(patch) {
      const next = { ...state, ...patch };
      if (Object.entries(next).every(([key, value]) => state[key as keyof SessionState] === value)) return;
      state = next;
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
      for (const listener of listeners) listener();
    },
    reset() {
      store.update({ ...EMPTY_SESSION, scheme: state.scheme, superLogon: state.superLogon });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export const sessionStore = createSessionStore(window.sessionStorage);

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
