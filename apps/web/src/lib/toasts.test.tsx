import { notificationsStore } from "@mantine/notifications";
import { ERROR_CODES } from "@portal/domain";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AppKey, i18n } from "../app/i18n.ts";
import enToasts from "../locales/en/toasts.json";
import zhToasts from "../locales/zh-HK/toasts.json";
import { renderApp } from "../test/render-app.tsx";
import { ApiError } from "./api/client.ts";
import {
  CLIENT_TOASTS,
  showErrorToast,
  showToast,
  TOAST_TYPES,
  toastNamespaces,
  toastTextKeys,
} from "./toasts.tsx";

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage("en");
});

/** The toasts.json entries that are toast texts (not the buttons' words). */
const OWN_TEXTS = Object.keys(enToasts).filter((key) => key !== "close" && key !== "tryAgain");

/** A toast's title and message in one language, with every namespace they come from loaded. */
async function textsIn(language: "en" | "zh-HK", type: (typeof TOAST_TYPES)[number]) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(toastNamespaces(type));
  const keys = toastTextKeys(type);
  for (const key of [keys.title, keys.message]) {
    expect(i18n.exists(key as AppKey, language), `${key} in ${language}`).toBe(true);
  }
  const t = i18n.getFixedT(language) as unknown as (key: string, values?: object) => string;
  return { title: t(keys.title, keys.values), message: t(keys.message, keys.values) };
}

describe("toast catalogue", () => {
  it("has every type of part 1 §8 and part 2 §8, and the refused cancel", () => {
    expect([...TOAST_TYPES]).toEqual(
      expect.arrayContaining([
        "success",
        "error",
        "account-locked-box",
        "invalid-login-box",
        "forgot-pin-error",
        "logged-out",
        "session-expired",
        "something-went-wrong",
        "report-error-message",
        "technical-error",
        "no-valid-policy",
        "incorrect-old-password",
        "funds-exceeded",
        "cancel-not-allowed",
        "invalid-channel",
        "otp-expired",
        "invalid-phone",
        "no-valid-account",
        "same-fund-switch-in",
      ]),
    );
  });

  it("is keyed by every error code of the contract and the page's own toasts, nothing else", () => {
    expect([...TOAST_TYPES].sort()).toEqual([...ERROR_CODES, ...CLIENT_TOASTS].sort());
    expect(new Set(TOAST_TYPES).size).toBe(TOAST_TYPES.length);
    // Every toast text of toasts.json belongs to a type, in both languages.
    for (const key of OWN_TEXTS) expect(TOAST_TYPES, key).toContain(key);
    expect(Object.keys(zhToasts).sort()).toEqual(Object.keys(enToasts).sort());
  });

  it.each(TOAST_TYPES)("%s has a title and a message in English and Chinese", async (type) => {
    const en = await textsIn("en", type);
    const zh = await textsIn("zh-HK", type);
    for (const texts of [en, zh]) {
      expect(texts.title.trim()).not.toBe("");
      expect(texts.message.trim()).not.toBe("");
      expect(`${texts.title} ${texts.message}`).not.toMatch(/{{|}}/);
    }
    expect(zh.message).not.toBe(en.message);
    expect(zh.title).not.toBe(en.title);
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

  it("replaces a toast asked for again by a fresh one, so it shows once, for its whole time", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const loggedOut = () =>
      notificationsStore.getState().notifications.filter((toast) => toast["data-toast"] === "logged-out");
    act(() => showToast("logged-out"));
    expect(await screen.findByText(/You have logged out/)).toBeDefined();
    const [first] = loggedOut();
    act(() => showToast("logged-out"));
    const now = loggedOut();
    expect(now).toHaveLength(1);
    expect(now[0]?.id).not.toBe(first?.id);
    await waitFor(() => expect(screen.getAllByText(/You have logged out/)).toHaveLength(1));
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

  it("shows a text kept in a feature's namespace, loading it first", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    act(() => showErrorToast(new ApiError(400, "percent-not-whole", "x")));
    const toast = (
      await screen.findByText("Percentages must be whole numbers. (No decimals are allowed)")
    ).closest("[role=alert]");
    expect(toast?.getAttribute("data-toast")).toBe("percent-not-whole");
    expect(toast?.textContent).toContain("Something is not right");
    act(() => showErrorToast(new ApiError(400, "percent-below-minimum", "x")));
    expect(await screen.findByText(/at least 5%/)).toBeDefined();
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
    act(() => showErrorToast(new ApiError(429, "too-many-requests", "slow down")));
    expect(await screen.findByText(/too many attempts in a short time/)).toBeDefined();
    act(() => showErrorToast(new ApiError(409, "invalid-channel", "x")));
    expect(await screen.findByText(/cannot send a one-time password to the chosen channel/)).toBeDefined();
    act(() => showErrorToast(new Error("not an API error")));
    expect(await screen.findByText(/Something went wrong on our side/)).toBeDefined();
  });
});
