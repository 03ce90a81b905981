import type { Scheme } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { EMPTY_SESSION, type SessionState } from "../lib/session-store.ts";
import { type GuardContext, guardRedirect, loginPathFor } from "./guards.ts";

function context(session: Partial<SessionState> = {}, cutOverActive = false): GuardContext {
  return { session: { ...EMPTY_SESSION, ...session }, cutOverActive };
}

describe("guardRedirect", () => {
  it("lets everyone through an open route", () => {
    expect(guardRedirect("open", context())).toBeNull();
    expect(guardRedirect("open", context({ superLogon: true, authenticated: true }, true))).toBeNull();
  });

  it("login: needs the super-logon flag off", () => {
    expect(guardRedirect("login", context())).toBeNull();
    expect(guardRedirect("login", context({}, true))).toBeNull();
    expect(guardRedirect("login", context({ superLogon: true }))).toBe("/");
  });

  it("cobrandLogin: needs the super-logon flag off and the cut-over not yet reached", () => {
    expect(guardRedirect("cobrandLogin", context())).toBeNull();
    expect(guardRedirect("cobrandLogin", context({}, true))).toBe("/");
    expect(guardRedirect("cobrandLogin", context({ superLogon: true }))).toBe("/");
  });

  it("otp: needs the super-logon flag off and an authenticated visitor", () => {
    expect(guardRedirect("otp", context({ authenticated: true }))).toBeNull();
    expect(guardRedirect("otp", context())).toBe("/");
    expect(guardRedirect("otp", context({ authenticated: true, superLogon: true }))).toBe("/");
  });

  it("superLogon: needs the super-logon flag on", () => {
    expect(guardRedirect("superLogon", context({ superLogon: true }))).toBeNull();
    expect(guardRedirect("superLogon", context())).toBe("/");
  });

  it("authenticated: lets a member in and sends a visitor to their scheme's login page", () => {
    expect(guardRedirect("authenticated", context({ authenticated: true, scheme: "S800" }))).toBeNull();
    expect(guardRedirect("authenticated", context({ authenticated: true }))).toBeNull();
    expect(guardRedirect("authenticated", context({ scheme: "S800" }))).toBe("/employeelogin");
    expect(guardRedirect("authenticated", context({ scheme: "SMP" }))).toBe("/employeelogin");
    expect(guardRedirect("authenticated", context({ scheme: "HKAIIB" }))).toBe("/aiib/employeelogin");
    expect(guardRedirect("authenticated", context({ scheme: "COBRAND" }))).toBe("/cobrand/employeelogin");
    expect(guardRedirect("authenticated", context())).toBe("/");
  });

  it("authenticated: on the staff portal a visitor goes to its landing page, not a member login page", () => {
    expect(guardRedirect("authenticated", context({ superLogon: true, scheme: "S800" }))).toBe("/");
    expect(
      guardRedirect("authenticated", context({ superLogon: true, authenticated: true, scheme: "S800" })),
    ).toBeNull();
  });
});

describe("guardRedirect, added for member access", () => {
  it("mfa: the second-factor step needs the flag of the first login step", () => {
    expect(guardRedirect("mfa", context({ authenticated: true, scheme: "HKAIIB" }))).toBeNull();
    expect(guardRedirect("mfa", context({ scheme: "HKAIIB" }))).toBe("/aiib/employeelogin");
    expect(guardRedirect("mfa", context({ authenticated: true, superLogon: true }))).toBe("/");
  });

  it("demo: only in demo mode", () => {
    expect(guardRedirect("demo", { ...context(), demoMode: true })).toBeNull();
    expect(guardRedirect("demo", { ...context(), demoMode: false })).toBe("/");
    expect(guardRedirect("demo", context())).toBe("/");
  });
});

describe("loginPathFor", () => {
  it("maps each scheme to its login page and anything else to the landing page", () => {
    const expected: Record<Scheme, string> = {
      S800: "/employeelogin",
      SMP: "/employeelogin",
      HKAIIB: "/aiib/employeelogin",
      COBRAND: "/cobrand/employeelogin",
    };
    for (const [scheme, path] of Object.entries(expected)) expect(loginPathFor(scheme as Scheme)).toBe(path);
    expect(loginPathFor(null)).toBe("/");
  });
});
