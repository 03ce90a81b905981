import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import i18n from "i18next";
import { ApiError } from "./api/http.ts";
import { PHONE_LINES } from "./links.ts";
import { sessionStore } from "./session-store.ts";

/**
 * The toast catalogue of part 1 §8 (and part 2 §8), the only place toasts are made: top-centre
 * (the host), 4 s (profile updates 10 s), no progress bar, closed by a click anywhere on it,
 * paused while hovered or focused (Mantine), and announced (role="alert").
 */
export const TOAST_TYPES = [
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
] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export function isToastType(value: unknown): value is ToastType {
  return TOAST_TYPES.some((type) => type === value);
}

/** Part 1 §8: toasts close after 4 s; profile updates after 10 s. */
export const TOAST_AUTO_CLOSE_MS = 4000;
export const PROFILE_TOAST_AUTO_CLOSE_MS = 10_000;

const TONE: Record<ToastType, "success" | "error" | "info"> = {
  success: "success",
  error: "error",
  "account-locked-box": "error",
  "invalid-login-box": "error",
  "forgot-Pin-Error": "error",
  "logged-out": "info",
  "session-expired": "info",
  "something-went-wrong": "error",
  "report-error-message": "error",
  "technical-error": "error",
  "no-valid-policy": "info",
  "incorrect-old-password": "error",
  "funds-exceeded": "error",
  "cancel-not-allowed": "error",
  "Invalid-Channel": "error",
  "otp-expired": "info",
  "invalid-phone": "error",
  "no-valid-account": "error",
  "same-fund-switchIn-err": "error",
};

const COLOR = { success: "green.8", error: "red.8", info: "navy.7" } as const;

export interface ToastOptions {
  /** Replaces the catalogue's message (the title stays). */
  message?: string;
  /** Milliseconds; PROFILE_TOAST_AUTO_CLOSE_MS for profile updates. */
  autoClose?: number;
  /** technical-error: what "Try again" does (default: reload the page). */
  onRetry?: () => void;
}

/** Shows one toast of the catalogue, in the current language; the same toast twice shows once. */
export function showToast(type: ToastType, { message, autoClose, onRetry }: ToastOptions = {}): void {
  const t = i18n.getFixedT(i18n.language, "toasts");
  const text = message ?? t(`${type}.message`, { phone: PHONE_LINES.hotline.display });
  const id = `${type}:${text}`;
  const retry = type === "technical-error" ? (onRetry ?? (() => window.location.reload())) : null;
  notifications.show({
    id,
    title: t(`${type}.title`),
    message: retry ? (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <Button size="compact-sm" variant="outline" color="red.8" onClick={retry}>
          {t("tryAgain")}
        </Button>
      </Group>
    ) : (
      text
    ),
    color: COLOR[TONE[type]],
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
    withAutoCloseProgress: false,
    withBorder: true,
    closeButtonProps: { "aria-label": t("close") },
    style: { cursor: "pointer" },
    onClick: () => notifications.hide(id),
    "data-toast": type,
  });
}

/**
 * The toast for a failed call: the catalogue's own when the server's code is one of its types,
 * the rate-limit text for 429, technical-error when the server could not be reached or failed,
 * else the generic error. A session-expired seen by a signed-in member is left to the session
 * watcher, which logs out with its own toast.
 */
export function showErrorToast(error: unknown, options: ToastOptions = {}): void {
  const t = i18n.getFixedT(i18n.language, "toasts");
  if (!(error instanceof ApiError)) {
    showToast("something-went-wrong", options);
    return;
  }
  if (error.code === "session-expired" && sessionStore.get().authenticated) return;
  if (error.status === 429) {
    showToast("error", { message: t("tooManyRequests"), ...options });
    return;
  }
  if (isToastType(error.code)) showToast(error.code, options);
  else if (error.status === 0 || error.status >= 500) showToast("technical-error", options);
  else showToast("error", options);
}
