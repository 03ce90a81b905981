import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  ERROR_CODES,
  type ErrorCode,
  type Language,
  MAX_COMPARE_FUNDS,
  MIN_SWITCH_PERCENT,
} from "@portal/domain";
import { i18n, type Resources } from "../app/i18n.ts";
import type enToasts from "../locales/en/toasts.json";
import { ApiError } from "./api/client.ts";
import { PHONE_LINES } from "./links.ts";
import { sessionStore } from "./session-store.ts";
import type { TKey } from "./translator.ts";

/**
 * The toast catalogue of part 1 §8 (and part 2 §8), the only place toasts are made: top-centre
 * (the host), 4 s (profile updates 10 s), no progress bar, closed by a click anywhere on it,
 * paused while hovered or focused (Mantine), and announced (role="alert").
 *
 * It is keyed by every error code of the contract (ErrorCode) and the few toasts only the page
 * raises (ClientToast), so a code without a text, or a text for a code that does not exist, fails
 * the type check. A toast's title and message are its own entry of toasts.json, or texts the
 * portal already has elsewhere (an inline rule's message under a generic title).
 */

/** The toasts of the specs that no API call answers: the page raises them itself. */
export const CLIENT_TOASTS = [
  "success",
  "error",
  "logged-out",
  "staff-session-expired",
  "something-went-wrong",
  "report-error-message",
  "no-valid-policy",
  "no-valid-account",
] as const;
export type ClientToast = (typeof CLIENT_TOASTS)[number];

export type ToastType = ErrorCode | ClientToast;

export const TOAST_TYPES: readonly ToastType[] = [...ERROR_CODES, ...CLIENT_TOASTS];

/** Part 1 §8: toasts close after 4 s; profile updates after 10 s. */
export const TOAST_AUTO_CLOSE_MS = 4000;
export const PROFILE_TOAST_AUTO_CLOSE_MS = 10_000;

type Tone = "success" | "error" | "info";

type Namespace = keyof Resources & string;
/** A text of any namespace, "namespace:key.path", checked against the English files. */
type TextKey = TKey<Resources, never>;

/** The toast types with their own title and message in toasts.json (beside the buttons' words). */
type OwnText = Exclude<keyof typeof enToasts, "close" | "tryAgain">;

/** A type with its own texts gives only its tone; any other names where its texts are. */
type Entry<T extends ToastType> = T extends OwnText
  ? { tone: Tone }
  : { tone: Tone; title: TextKey; message: TextKey; values?: Readonly<Record<string, string | number>> };

type Assert<T extends true> = T;
/**
 * A text of toasts.json for a type that does not exist is refused here (a compile-time check).
 * @public
 */
export type NoStrayToastTexts = Assert<[Exclude<OwnText, ToastType>] extends [never] ? true : false>;

/** The title under which an inline rule's message is shown as a toast. */
const CHECK = "toasts:error.title";
const PIN_NOT_CHANGED = "toasts:incorrect-old-password.title";

const CATALOGUE = {
  // Any call
  validation: { tone: "error", title: "toasts:error.title", message: "toasts:error.message" },
  "not-found": { tone: "error" },
  "session-expired": { tone: "info" },
  "technical-error": { tone: "error" },
  "too-many-requests": { tone: "error" },
  "operation-not-allowed": {
    tone: "error",
    title: "toasts:no-valid-account.title",
    message: "toasts:no-valid-account.message",
  },
  // Staff Super Logon
  "staff-read-only": { tone: "info" },
  "not-authorised": { tone: "error" },
  "member-not-found": { tone: "error" },
  // A member's first steps after login
  "pin-change-required": { tone: "info" },
  "terms-required": { tone: "info" },
  // Login, OTP and PIN
  "invalid-login-box": { tone: "error" },
  "account-locked-box": { tone: "error" },
  "invalid-channel": { tone: "error" },
  "otp-resend-wait": { tone: "error", title: CHECK, message: "auth:otp.resendWait" },
  "incorrect-otp": { tone: "error", title: CHECK, message: "auth:otp.incorrect" },
  "otp-expired": { tone: "info" },
  "authentication-failed": { tone: "error", title: "auth:failed.title", message: "auth:failed.body" },
  "forgot-pin-error": { tone: "error" },
  "invalid-password-format": {
    tone: "error",
    title: PIN_NOT_CHANGED,
    message: "auth:pin.invalid-password-format",
  },
  "password-mismatch": { tone: "error", title: PIN_NOT_CHANGED, message: "auth:pin.password-mismatch" },
  "same-password": { tone: "error", title: PIN_NOT_CHANGED, message: "auth:pin.same-password" },
  "invalid-old-password": { tone: "error", title: PIN_NOT_CHANGED, message: "auth:pin.invalid-old-password" },
  "incorrect-old-password": { tone: "error" },
  // The PIN given again to confirm a change
  "incorrect-pin": { tone: "error", title: CHECK, message: "common:incorrectPin" },
  "account-locked": {
    tone: "error",
    title: "toasts:account-locked-box.title",
    message: "toasts:account-locked-box.message",
  },
  // Profile
  "invalid-phone": { tone: "error" },
  // Fund switching
  "funds-exceeded": { tone: "error" },
  "same-fund-switch-in": { tone: "error" },
  "percent-not-whole": { tone: "error", title: CHECK, message: "fundSwitch:validation.wholeNumbers" },
  "percent-out-of-range": { tone: "error", title: CHECK, message: "fundSwitch:validation.between1And100" },
  "percent-below-minimum": {
    tone: "error",
    title: CHECK,
    message: "fundSwitch:validation.minimumPercent",
    values: { min: MIN_SWITCH_PERCENT },
  },
  "total-not-100": { tone: "error", title: CHECK, message: "fundSwitch:validation.totalNot100" },
  "no-fund-selected": { tone: "error", title: CHECK, message: "fundSwitch:validation.noFundSelected" },
  "fund-not-held": { tone: "error", title: CHECK, message: "fundSwitch:validation.fundNotHeld" },
  "fund-blocked": { tone: "error", title: CHECK, message: "fundSwitch:validation.fundBlocked" },
  "auditor-declaration-required": {
    tone: "error",
    title: CHECK,
    message: "fundSwitch:validation.auditorDeclaration",
  },
  "index-confirmation-required": {
    tone: "error",
    title: CHECK,
    message: "fundSwitch:validation.indexConfirmation",
  },
  "cancel-not-allowed": { tone: "error" },
  "idempotency-key-reused": { tone: "error" },
  // History month ranges
  "history-range-from-after-to": {
    tone: "error",
    title: "monthRange:errorTitle",
    message: "monthRange:errors.fromAfterTo",
  },
  "history-range-too-long": {
    tone: "error",
    title: "monthRange:errorTitle",
    message: "monthRange:errors.tooLong",
  },
  "history-range-out-of-window": {
    tone: "error",
    title: "monthRange:errorTitle",
    message: "monthRange:errors.outOfWindow",
  },
  "history-range-invalid": {
    tone: "error",
    title: "monthRange:errorTitle",
    message: "monthRange:errors.invalid",
  },
  // Fund price history
  "price-history-invalid-date": { tone: "error" },
  "price-history-from-after-to": { tone: "error" },
  "price-history-before-earliest": { tone: "error" },
  "price-history-after-today": { tone: "error" },
  // Compare funds side by side (issue 18)
  "compare-too-many-funds": {
    tone: "error",
    title: "funds:compare.tooManyTitle",
    message: "funds:compare.tooMany",
    values: { max: MAX_COMPARE_FUNDS },
  },
  // Where my savings are heading (issue 18)
  "projection-contribution-invalid": {
    tone: "error",
    title: "projection:errors.title",
    message: "projection:errors.contribution",
  },
  "projection-wage-growth-invalid": {
    tone: "error",
    title: "projection:errors.title",
    message: "projection:errors.wageGrowth",
  },
  "projection-inflation-invalid": {
    tone: "error",
    title: "projection:errors.title",
    message: "projection:errors.inflation",
  },
  "projection-fund-not-offered": {
    tone: "error",
    title: "projection:errors.title",
    message: "projection:errors.fundNotOffered",
  },
  // Raised by the page
  success: { tone: "success" },
  error: { tone: "error" },
  "logged-out": { tone: "info" },
  "staff-session-expired": { tone: "info" },
  "something-went-wrong": { tone: "error" },
  "report-error-message": { tone: "error" },
  "no-valid-policy": { tone: "info" },
  "no-valid-account": { tone: "error" },
} as const satisfies { [T in ToastType]: Entry<T> };

/** Where a toast's title and message are, and the values its texts take. */
export function toastTextKeys(type: ToastType): {
  title: string;
  message: string;
  values: Readonly<Record<string, string | number>>;
} {
  const entry: { tone: Tone; title?: string; message?: string; values?: Record<string, string | number> } =
    CATALOGUE[type];
  const values = { phone: PHONE_LINES.hotline.display, ...entry.values };
  return {
    title: entry.title ?? `toasts:${type}.title`,
    message: entry.message ?? `toasts:${type}.message`,
    values,
  };
}

const namespaceOf = (key: string) => key.slice(0, key.indexOf(":")) as Namespace;

/**
 * The namespaces a toast's texts come from (a feature's namespace loads with its first page), and
 * its buttons' words: loaded with the first toast, not with the first page.
 */
export function toastNamespaces(type: ToastType): Namespace[] {
  const { title, message } = toastTextKeys(type);
  return [...new Set<Namespace>(["toasts", namespaceOf(title), namespaceOf(message)])];
}

const COLOR = { success: "green.8", error: "red.8", info: "navy.7" } as const;

export interface ToastOptions {
  /** Replaces the catalogue's message (the title stays). */
  message?: string;
  /** Milliseconds; PROFILE_TOAST_AUTO_CLOSE_MS for profile updates. */
  autoClose?: number;
  /** technical-error: what "Try again" does (default: reload the page). */
  onRetry?: () => void;
}

/**
 * The toast on screen for each text (its type and words). The same text asked for again replaces
 * it, so it shows once and for its whole time: kept as it was, a second profile update near the
 * end of the first one's toast was swallowed and its confirmation never seen.
 */
const onScreen = new Map<string, string>();
let shownCount = 0;

function show(type: ToastType, { message, autoClose, onRetry }: ToastOptions, language: Language): void {
  const t = i18n.getFixedT(language) as unknown as (key: string, values?: object) => string;
  const keys = toastTextKeys(type);
  const text = message ?? t(keys.message, keys.values);
  const textId = `${type}:${text}`;
  const previous = onScreen.get(textId);
  if (previous) notifications.hide(previous);
  shownCount += 1;
  const id = `${textId}#${shownCount}`;
  onScreen.set(textId, id);
  const retry = type === "technical-error" ? (onRetry ?? (() => window.location.reload())) : null;
  notifications.show({
    id,
    title: t(keys.title, keys.values),
    message: retry ? (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <Button size="compact-sm" variant="outline" color="red.8" onClick={retry} style={{ flexShrink: 0 }}>
          {t("toasts:tryAgain")}
        </Button>
      </Group>
    ) : (
      text
    ),
    color: COLOR[CATALOGUE[type].tone],
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
    withAutoCloseProgress: false,
    withBorder: true,
    closeButtonProps: { "aria-label": t("toasts:close") },
    style: { cursor: "pointer" },
    onClick: () => notifications.hide(id),
    onClose: () => {
      if (onScreen.get(textId) === id) onScreen.delete(textId);
    },
    "data-toast": type,
  });
}

/** Hides the toasts of a type on screen (a form sent again: its last answer's toast is stale). */
export function hideToast(type: ToastType): void {
  for (const [textId, id] of onScreen) if (textId.startsWith(`${type}:`)) notifications.hide(id);
}

/**
 * Shows one toast of the catalogue, in the current language; the same toast twice shows once.
 * A toast whose texts live in a feature's namespace not loaded yet shows once it has loaded.
 */
export function showToast(type: ToastType, options: ToastOptions = {}): void {
  // In the language of the moment the toast was asked for, whose texts are the ones loaded.
  const language = i18n.language;
  const missing = toastNamespaces(type).filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  if (missing.length === 0) show(type, options, language);
  else
    void i18n.loadNamespaces(missing).then(
      () => show(type, options, language),
      () => show(type, options, language),
    );
}

/**
 * The toast for a failed call: the catalogue's own for the server's code (the client answers
 * technical-error when the server could not be reached or failed, "error" for an answer without
 * a code), something-went-wrong for anything that is not an API error. A session-expired seen by
 * a signed-in member is left to the session watcher, which logs out with its own toast.
 */
export function showErrorToast(error: unknown, options: ToastOptions = {}): void {
  if (!(error instanceof ApiError)) {
    showToast("something-went-wrong", options);
    return;
  }
  if (error.code === "session-expired" && sessionStore.get().authenticated) return;
  showToast(error.code, options);
}
