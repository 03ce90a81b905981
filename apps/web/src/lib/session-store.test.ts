import { describe, expect, it, vi } from "vitest";
import { createSessionStore, EMPTY_SESSION, parseSession, SESSION_STORAGE_KEY } from "./session-store.ts";

describe("session store", () => {
  it("starts empty and ignores malformed storage", () => {
    expect(parseSession(null)).toEqual(EMPTY_SESSION);
    expect(parseSession("not json")).toEqual(EMPTY_SESSION);
    expect(parseSession('{"scheme":"NOPE","loginType":"admin","authenticated":"yes"}')).toEqual(
      EMPTY_SESSION,
    );
  });

  it("keeps its state under one root key and tells subscribers", () => {
    sessionStorage.clear();
    const store = createSessionStore(sessionStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ loginType: "employee", scheme: "HKAIIB" });
    expect(listener).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? "{}")).toEqual({
      ...EMPTY_SESSION,
      loginType: "employee",
      scheme: "HKAIIB",
    });
    expect(createSessionStore(sessionStorage).get().scheme).toBe("HKAIIB");
  });

  it("keeps the masked factors and the OTP state, never anything malformed", () => {
    const stored = {
      loginType: "employee",
      scheme: "S800",
      authenticated: true,
      superLogon: false,
      factors: [
        { channel: "SMS", masked: "****4567" },
        { channel: "FAX", masked: "x" },
      ],
      otp: { channel: "EMAIL", masked: "ch****.com", resendAt: 1000 },
    };
    expect(parseSession(JSON.stringify(stored))).toMatchObject({ factors: [], otp: stored.otp });
    stored.factors = [{ channel: "SMS", masked: "****4567" }];
    expect(parseSession(JSON.stringify(stored)).factors).toEqual(stored.factors);
    expect(parseSession(JSON.stringify({ ...stored, otp: { channel: "SMS" } })).otp).toBeNull();
  });

  it("forgets the visit on reset, keeping the scheme for the login page", () => {
    sessionStorage.clear();
    const store = createSessionStore(sessionStorage);
    store.update({
      loginType: "cobrand",
      scheme: "COBRAND",
      authenticated: true,
      factors: [{ channel: "SMS", masked: "****4567" }],
      otp: { channel: "SMS", masked: "****4567", resendAt: 1 },
    });
    store.reset();
    expect(store.get()).toEqual({ ...EMPTY_SESSION, scheme: "COBRAND" });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? "{}")).toEqual({
      ...EMPTY_SESSION,
      scheme: "COBRAND",
    });
  });

  it("does not notify when nothing changes", () => {
    const store = createSessionStore(sessionStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ ...store.get() });
    expect(listener).not.toHaveBeenCalled();
  });
});
