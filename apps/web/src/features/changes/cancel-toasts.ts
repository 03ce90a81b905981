import { i18n } from "../../app/i18n.ts";
import { errorCode } from "../../lib/api/client.ts";
import { showToast } from "../../lib/toasts.tsx";

/** The toast code the server gives when an instruction can no longer be cancelled (403/409). */
export const CANCEL_NOT_ALLOWED = "cancel-not-allowed" as const;

/** Part 2 §4.3: the success toast of a cancel, naming the instruction. */
export function showCancelled(refNumber: string): void {
  showToast("success", { message: i18n.t("changes:cancel.success", { ref: refNumber }) });
}

/**
 * Part 2 §8: a failed cancel shows 'technical-error'; a refusal because the cut-off has passed or
 * the instruction has moved on ('cancel-not-allowed') gets its own toast.
 * Try again on the technical-error toast asks again (`onRetry`). A session that expired meanwhile
 * is left to the session watcher.
 */
export function showCancelFailure(error: unknown, onRetry: () => void): void {
  const code = errorCode(error);
  if (code === "session-expired") return;
  if (code === CANCEL_NOT_ALLOWED) showToast(CANCEL_NOT_ALLOWED);
  else showToast("technical-error", { onRetry });
}
