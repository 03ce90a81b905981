import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store.ts";
import { apiError, calendarAnswer, renderApp } from "../../test/render-app.tsx";

const SIGNED_IN_FIRST_STEP = {
  authenticated: true,
  scheme: "S800",
  factors: [
    { channel: "SMS", masked: "****4567" },
    { channel: "EMAIL", masked: "ch****.com" },
  ],
} as const;

/** An activateMFA answer, stamped by a server clock `aheadMs` ahead of the browser's. */
function sent(channel: "SMS" | "EMAIL", masked: string, aheadMs = 0) {
  return () => ({
    body: {
      channel,
      masked,
      expiresAt: new Date(Date.now() + aheadMs + 300_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + aheadMs + 60_000).toISOString(),
    },
  });
}

describe("select channel", () => {
  it("offers the masked SMS and e-mail destinations and sends the code by the chosen one", async () => {
    const app = renderApp("/selectChannel", {
      session: { ...SIGNED_IN_FIRST_STEP, factors: [...SIGNED_IN_FIRST_STEP.factors] },
      // The server's clock runs 10 minutes ahead of the browser's.
      calendar: calendarAnswer(new Date(Date.now() + 600_000).toISOString()),
      api: { "POST /api/auth/activateMFA": sent("EMAIL", "ch****.com", 600_000) },
    });
    const sms = await screen.findByRole("radio", { name: "SMS to the mobile number ****4567" });
    const email = screen.getByRole("radio", { name: "E-mail to ch****.com" });
    expect((sms as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("radiogroup", { name: /Send my one-time password by/ })).toBeDefined();
    fireEvent.click(email);
    fireEvent.click(screen.getByRole("button", { name: "Send one-time password" }));
    await waitFor(() => expect(app.pathname()).toBe("/authenticateOTP"));
    expect(app.callsTo("POST", "/api/auth/activateMFA")[0]?.body).toEqual({
      channel: "EMAIL",
      resendOTP: false,
    });
    const otp = sessionStore.get().otp;
    expect(otp).toMatchObject({ channel: "EMAIL", masked: "ch****.com" });
    // Resend opens 60 s after the answer, on the browser's clock.
    expect(otp?.resendAt).toBeGreaterThan(Date.now() + 55_000);
    expect(otp?.resendAt).toBeLessThanOrEqual(Date.now() + 61_000);
    expect(
      await screen.findByText(/sent a 6-digit one-time password by e-mail to ch\*\*\*\*\.com/),
    ).toBeDefined();
  });

  it("uses the forgot-PIN call and page in that journey", async () => {
    const app = renderApp("/selectChannel_forgotPin", {
      session: { scheme: "S800", factors: [{ channel: "SMS", masked: "****9876" }] },
      api: { "POST /api/auth/forgotPin/activateMFA": sent("SMS", "****9876") },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: /Forgot PIN: choose where to receive/ }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Send one-time password" }));
    await waitFor(() => expect(app.pathname()).toBe("/authenticateOTP_forgotPin"));
    expect(app.callsTo("POST", "/api/auth/activateMFA")).toHaveLength(0);
  });

  it("says so when there is nowhere to send a code", async () => {
    renderApp("/selectChannel", { session: { authenticated: true, scheme: "HKAIIB" } });
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "We have no mobile number or e-mail address on file to send a one-time password to. Please call our hotline on 2888 8800.",
    );
    expect(screen.getByRole("link", { name: "Back to the start" }).getAttribute("href")).toBe(
      "/aiib/employeelogin",
    );
  });

  it("ends the visit with the session-expired toast when the first step has expired", async () => {
    const app = renderApp("/selectChannel", {
      session: { ...SIGNED_IN_FIRST_STEP, factors: [...SIGNED_IN_FIRST_STEP.factors] },
      api: { "POST /api/auth/activateMFA": apiError(401, "session-expired") },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Send one-time password" }));
    await waitFor(() => expect(app.pathname()).toBe("/employeelogin"));
    expect(await screen.findByText(/Your session has expired/)).toBeDefined();
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ authenticated: false, factors: [] }));
  });

  it("is for visitors past the first login step only", async () => {
    const app = renderApp("/selectChannel", { session: { scheme: "COBRAND" } });
    await waitFor(() => expect(app.pathname()).toBe("/cobrand/employeelogin"));
  });
});
