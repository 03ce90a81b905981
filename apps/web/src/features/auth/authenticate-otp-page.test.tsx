import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SessionState, sessionStore } from "../../lib/session-store.ts";
import { apiError, calendarAnswer, memberLoginInfo, renderApp } from "../../test/render-app.tsx";

function atOtpStep(resendInMs = 60_000): Partial<SessionState> {
  return {
    authenticated: true,
    scheme: "S800",
    factors: [{ channel: "SMS", masked: "****4567" }],
    otp: { channel: "SMS", masked: "****4567", resendAt: Date.now() + resendInMs },
  };
}

function enter(code: string) {
  fireEvent.input(screen.getByLabelText("One-time password", { exact: false, selector: "input" }), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole("button", { name: "Verify" }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("authenticate OTP", () => {
  it("is a 6-digit numeric one-time-code field that checks what is typed", async () => {
    const app = renderApp("/authenticateOTP", { session: atOtpStep() });
    const input = await screen.findByLabelText("One-time password", { exact: false, selector: "input" });
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(screen.getByText(/by SMS to \*\*\*\*4567\. It is valid for 5 minutes/)).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter the one-time password.");
    enter("12a3");
    expect((input as HTMLInputElement).value).toBe("123");
    // A letter after the digits leaves the code as it was, and the field shows it so.
    enter("123b");
    expect((input as HTMLInputElement).value).toBe("123");
    expect((await screen.findByRole("alert")).textContent).toBe("The one-time password has 6 digits.");
    expect(app.callsTo("POST", "/api/auth/verifyMFA")).toHaveLength(0);
  });

  it("says the OTP is incorrect and stays", async () => {
    const app = renderApp("/authenticateOTP", {
      session: atOtpStep(),
      api: { "POST /api/auth/verifyMFA": apiError(400, "incorrect-otp") },
    });
    await screen.findByRole("button", { name: "Verify" });
    enter("111111");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The one-time password is incorrect. Please check it and try again.",
    );
    expect(app.callsTo("POST", "/api/auth/verifyMFA")[0]?.body).toEqual({ passCode: "111111" });
    expect(app.pathname()).toBe("/authenticateOTP");
  });

  it("re-words its messages, the server's too, when the language changes", async () => {
    const app = renderApp("/authenticateOTP", {
      session: atOtpStep(0),
      api: {
        "POST /api/auth/verifyMFA": apiError(400, "incorrect-otp"),
        "POST /api/auth/activateMFA": apiError(429, "otp-resend-wait"),
      },
    });
    await screen.findByRole("button", { name: "Verify" });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter the one-time password.");
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("請輸入一次性密碼。"));
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Please enter the one-time password."),
    );

    enter("111111");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The one-time password is incorrect. Please check it and try again.",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Resend one-time password" }));
    const status = screen.getByRole("status");
    await waitFor(() =>
      expect(status.textContent).toBe(
        "Please wait a little longer before asking for a new one-time password.",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("一次性密碼不正確，請檢查後再試。"),
    );
    expect(status.textContent).toBe("請稍候片刻再要求新的一次性密碼。");
    expect(screen.queryByText(/one-time password/)).toBeNull();
    expect(app.callsTo("POST", "/api/auth/verifyMFA")).toHaveLength(1);
  });

  it("after too many wrong codes shows Authentication failed, back to the scheme's login page", async () => {
    const app = renderApp("/authenticateOTP", {
      session: { ...atOtpStep(), scheme: "HKAIIB" },
      api: { "POST /api/auth/verifyMFA": apiError(401, "authentication-failed") },
    });
    await screen.findByRole("button", { name: "Verify" });
    enter("222222");
    expect(await screen.findByRole("heading", { level: 1, name: "Authentication failed" })).toBeDefined();
    expect(screen.getByText(/entered incorrectly too many times/)).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Back to login" }));
    await waitFor(() => expect(app.pathname()).toBe("/aiib/employeelogin"));
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ authenticated: false, otp: null }));
    expect(await screen.findByRole("heading", { level: 1, name: "AIIB scheme member login" })).toBeDefined();
  });

  it("when the wrong codes lock the account shows the account-locked toast and returns to the login page", async () => {
    const app = renderApp("/authenticateOTP", {
      session: atOtpStep(),
      api: { "POST /api/auth/verifyMFA": apiError(423, "account-locked-box") },
    });
    await screen.findByRole("button", { name: "Verify" });
    enter("444444");
    await waitFor(() => expect(app.pathname()).toBe("/employeelogin"));
    expect(await screen.findByText("Account locked")).toBeDefined();
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
  });

  it("on an expired code shows the otp-expired toast and returns to the login page", async () => {
    const app = renderApp("/authenticateOTP", {
      session: { ...atOtpStep(), scheme: "COBRAND" },
      api: { "POST /api/auth/verifyMFA": apiError(410, "otp-expired") },
    });
    await screen.findByRole("button", { name: "Verify" });
    enter("333333");
    await waitFor(() => expect(app.pathname()).toBe("/cobrand/employeelogin"));
    expect(await screen.findByText(/Your one-time password has expired/)).toBeDefined();
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
  });

  it.each([
    ["an accepted member to the accounts", {}, "/account", "My accounts"],
    ["a first-time login to set a new PIN", { isFirstTimeLogin: true }, "/setnewpin", "Set a new PIN"],
    [
      "a member who has not agreed to the terms to them",
      { termsAccepted: false },
      "/termsandconditions",
      "Terms and conditions",
    ],
  ])("sends %s", async (_, info, path, heading) => {
    const app = renderApp("/authenticateOTP", {
      session: atOtpStep(),
      api: { "POST /api/auth/verifyMFA": { body: memberLoginInfo(info) } },
    });
    await screen.findByRole("button", { name: "Verify" });
    enter("123456");
    await waitFor(() => expect(app.pathname()).toBe(path));
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeDefined();
    expect(sessionStore.get()).toMatchObject({ authenticated: true, otp: null, factors: [] });
  });

  it("counts down to the resend, then resends and counts down again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = renderApp("/authenticateOTP", {
      session: atOtpStep(60_000),
      calendar: calendarAnswer(new Date().toISOString()),
      api: {
        "POST /api/auth/activateMFA": () => ({
          body: {
            channel: "SMS",
            masked: "****4567",
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
            resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
          },
        }),
      },
    });
    const resend = await screen.findByRole("button", { name: "Resend one-time password" });
    expect(resend.hasAttribute("disabled")).toBe(true);
    expect(screen.getByTestId("resend-countdown").textContent).toBe(
      "You can ask for a new one-time password in 60 seconds.",
    );
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByTestId("resend-countdown").textContent).toMatch(/in (29|30) seconds/);
    expect(resend.hasAttribute("disabled")).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.queryByTestId("resend-countdown")).toBeNull();
    expect(resend.hasAttribute("disabled")).toBe(false);
    fireEvent.click(resend);
    expect(await screen.findByText("We have sent a new one-time password to ****4567.")).toBeDefined();
    expect(app.callsTo("POST", "/api/auth/activateMFA")[0]?.body).toEqual({
      channel: "SMS",
      resendOTP: true,
    });
    await waitFor(() =>
      expect(screen.getByTestId("resend-countdown").textContent).toMatch(/in (59|60) seconds/),
    );
    expect(resend.hasAttribute("disabled")).toBe(true);
  });

  describe("in the forgot-PIN journey", () => {
    const forgotPinStep = (): Partial<SessionState> => ({
      scheme: "S800",
      factors: [{ channel: "SMS", masked: "****1010" }],
      otp: { channel: "SMS", masked: "****1010", resendAt: Date.now() + 60_000 },
    });

    it.each([
      ["EMAIL", "We will e-mail a new PIN to your registered e-mail address within 15 minutes."],
      [
        "POST",
        "We do not have an e-mail address for you, so we will send a new PIN to your correspondence address by post within 5 working days.",
      ],
    ])("says how the new PIN travels (%s)", async (delivery, text) => {
      const app = renderApp("/authenticateOTP_forgotPin", {
        session: forgotPinStep(),
        api: { "POST /api/auth/forgotPin/verifyMFA": { body: { delivery } } },
      });
      expect(
        await screen.findByRole("heading", { level: 1, name: "Forgot PIN: enter your one-time password" }),
      ).toBeDefined();
      enter("654321");
      expect(
        await screen.findByRole("heading", { level: 1, name: "Your new PIN is on its way" }),
      ).toBeDefined();
      expect(screen.getByText(text)).toBeDefined();
      expect(screen.getByRole("link", { name: "Go to login" }).getAttribute("href")).toBe("/employeelogin");
      expect(app.callsTo("POST", "/api/auth/forgotPin/verifyMFA")[0]?.body).toEqual({ passCode: "654321" });
      expect(app.callsTo("POST", "/api/auth/verifyMFA")).toHaveLength(0);
      expect(sessionStore.get().otp).toBeNull();
    });

    it("on an expired code goes back to the forgot-PIN form", async () => {
      const app = renderApp("/authenticateOTP_forgotPin", {
        session: forgotPinStep(),
        api: { "POST /api/auth/forgotPin/verifyMFA": apiError(410, "otp-expired") },
      });
      await screen.findByRole("button", { name: "Verify" });
      enter("654321");
      await waitFor(() => expect(app.pathname()).toBe("/forgotpin"));
      expect(await screen.findByText(/Please enter your details again/)).toBeDefined();
    });
  });
});
