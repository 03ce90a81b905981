import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../app/i18n.ts";
import enToasts from "../locales/en/toasts.json";
import zhToasts from "../locales/zh-HK/toasts.json";
import { renderApp } from "../test/render-app.tsx";
import { ApiError } from "./api/http.ts";
import { showErrorToast, showToast, TOAST_TYPES } from "./toasts.tsx";

afterEach(() => {
  vi.useRealTimers();
});

describe("toast catalogue", () => {
  it("has every type of part 1 §8 and part 2 §8, and the refused cancel", () => {
    expect([...TOAST_TYPES]).toEqual([
      "success",
      "error",
      "account-locked-box",
      "invalid-login-box",
      "forgot-Pin-Error",
      "logged-out",
      "session-expired",
      "something-went-wrong",
      "report-error-message",
      "technical-error",
      "no-valid-policy",
      "incorrect-old-password",
      "funds-exceeded",
      "cancel-not-allowed",
      "Invalid-Channel",
      "otp-expired",
      "invalid-phone",
      "no-valid-account",
      "same-fund-switchIn-err",
    ]);
  });

  it.each(TOAST_TYPES)("%s has a title and a message in English and Chinese", (type) => {
    for (const texts of [enToasts, zhToasts]) {
      expect(texts[type].title.trim()).not.toBe("");
      expect(texts[type].message.trim()).not.toBe("");
    }
    expect(zhToasts[type].message).not.toBe(enToasts[type].message);
  });

  it("shows a toast top-centre, announced, closed by a click, gone after 4 s", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    act(() => showToast("session-expired"));
    const toast = (await screen.findByText(/Your session has expired/)).closest("[role=alert]");
    expect(toast).not.toBeNull();
    expect(toast?.closest("[data-position]")?.getAttribute("data-position")).toBe("top-center");
    expect(toast?.textContent).toContain("Session expired");
    expect(toast?.querySelector("[role=progressbar]")).toBeNull();
    fireEvent.click(toast as Element);
    await waitFor(() => expect(screen.queryByText(/Your session has expired/)).toBeNull());

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => showToast("logged-out"));
    expect(await screen.findByText(/You have logged out/)).toBeDefined();
    await act(async () => {
      vi.advanceTimersByTime(4500);
    });
    await waitFor(() => expect(screen.queryByText(/You have logged out/)).toBeNull());
  });

  it("speaks the current language and puts in the hotline", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    await act(async () => {
      await i18n.changeLanguage("zh-HK");
    });
    act(() => showToast("account-locked-box"));
    expect(await screen.findByText(/您的帳戶已被鎖定。請致電客戶服務熱線 2888 8800/)).toBeDefined();
  });

  it("offers Try again on a technical error", async () => {
    const onRetry = vi.fn();
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    act(() => showToast("technical-error", { onRetry }));
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("picks the toast for a failed call", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    act(() => showErrorToast(new ApiError(403, "incorrect-old-password", "x")));
    expect(
      await screen.findByText("The current PIN you entered is incorrect. Please enter it again."),
    ).toBeDefined();
    act(() => showErrorToast(new ApiError(0, "technical-error", "offline")));
    expect(await screen.findByText(/could not reach our service/)).toBeDefined();
    act(() => showErrorToast(new ApiError(400, "validation", "bad")));
    expect(await screen.findByText(/We could not complete your request/)).toBeDefined();
  });
});
