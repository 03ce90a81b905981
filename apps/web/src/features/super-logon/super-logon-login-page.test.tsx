import { createHash } from "node:crypto";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session-store.ts";
import { apiError, calendarAnswer, renderApp } from "../../test/render-app.tsx";
import { browser } from "./browser.ts";
import { SIGN_IN_ATTEMPT_KEY } from "./sign-in-attempt.ts";

const STAFF_PORTAL = { ...calendarAnswer(), superLogon: true };

const CONFIG = {
  authorizationEndpoint: "http://localhost:8081/idp/auth",
  clientId: "staff-portal",
  redirectUri: "http://localhost:8081/superLogon/signIn",
  scope: "openid profile",
  responseType: "code",
  responseMode: "fragment",
  codeChallengeMethod: "S256",
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("staff sign-in start (/superLogon/login)", () => {
  it("sends the browser to the identity provider with state, nonce and the S256 challenge of the kept verifier", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    renderApp("/superLogon/login", {
      calendar: STAFF_PORTAL,
      session: { authenticated: true, scheme: "HKAIIB", loginType: "employee" },
      api: { "GET /api/auth/superLogon/config": { body: CONFIG } },
    });
    expect(await screen.findByRole("status", { name: "Signing you in…" })).toBeDefined();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));

    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe("http://localhost:8081/idp/auth");
    const params = url.searchParams;
    expect(params.get("client_id")).toBe("staff-portal");
    expect(params.get("redirect_uri")).toBe("http://localhost:8081/superLogon/signIn");
    expect(params.get("response_type")).toBe("code");
    expect(params.get("response_mode")).toBe("fragment");
    expect(params.get("scope")).toBe("openid profile");
    expect(params.get("code_challenge_method")).toBe("S256");

    const kept = JSON.parse(sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY) ?? "null");
    for (const value of [kept.state, kept.nonce, kept.verifier]) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([kept.state, kept.nonce, kept.verifier]).size).toBe(3);
    expect(params.get("state")).toBe(kept.state);
    expect(params.get("nonce")).toBe(kept.nonce);
    expect(params.get("code_challenge")).toBe(createHash("sha256").update(kept.verifier).digest("base64url"));
    expect(params.has("code_verifier")).toBe(false);

    // The visit starts from nothing but the staff portal's flag.
    expect(sessionStore.get()).toMatchObject({
      authenticated: false,
      scheme: null,
      loginType: null,
      superLogon: true,
    });
  });

  it("goes to /superLogon/signIn with the something-went-wrong toast when the configuration fails", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const app = renderApp("/superLogon/login", {
      calendar: STAFF_PORTAL,
      api: { "GET /api/auth/superLogon/config": apiError(503, "technical-error") },
    });
    await waitFor(() => expect(app.pathname()).toBe("/superLogon/signIn"));
    expect(
      await screen.findByText("Something went wrong on our side. Please try again in a moment."),
    ).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY)).toBeNull();
    // No code and no staff session there: the notice.
    expect(
      await screen.findByText(
        "You are not authorised to access this page. Please connect with your system administrator.",
      ),
    ).toBeDefined();
  });
});
