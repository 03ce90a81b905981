import { usePageName } from "../../components/use-page-name.ts";
import { ViewOnlyNote } from "../../components/view-only-note.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { useEndSession } from "../../lib/end-session.ts";
import { useSession } from "../../lib/session-store.ts";
import { showErrorToast, showToast } from "../../lib/toasts.tsx";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useChangePin } from "./api/change-pin.ts";
import { AuthPage } from "./auth-page.tsx";
import {
  encodePins,
  isPinErrorCode,
  PIN_ERROR_FIELDS,
  PinChangeForm,
  type PinValues,
} from "./pin-change-form.tsx";

/**
 * /changePin: a signed-in member changes the PIN; a wrong current PIN gives the incorrect-old-password
 * toast. A staff session sees the view-only note instead.
 */
export function ChangePinPage() {
  const { t } = useTranslation(["auth", "common"]);
  const changePin = useChangePin();
  const endSession = useEndSession();
  // A staff session (Super Logon) changes nothing: the note instead of the form.
  const staff = useIsStaffSession();
  // With an account chosen, the way back to its dashboard, as on the other settings pages.
  const { account } = useSession();
  const pageName = usePageName();
  const title = pageName("changePin");
  const crumbs = account ? [{ label: pageName("dashboard"), to: "/dashboard" }, { label: title }] : undefined;

  const onSubmit = async (values: PinValues) => {
    try {
      await changePin.mutateAsync(encodePins(values));
    } catch (error) {
      const code = errorCode(error);
      if (isPinErrorCode(code)) return { [PIN_ERROR_FIELDS[code]]: code };
      if (code === "account-locked") {
        // The fifth wrong current PIN locked the account and ended the session (as at login).
        showToast("account-locked-box");
        void endSession("abandoned");
        return {};
      }
      // 403 incorrect-old-password is one of the catalogue's toasts.
      showErrorToast(error);
      return {};
    }
    showToast("success", { message: t("changePin.done") });
    return null;
  };

  return (
    <AuthPage title={title} intro={staff ? undefined : t("changePin.intro")} crumbs={crumbs}>
      {staff ? (
        <ViewOnlyNote />
      ) : (
        <PinChangeForm
          submitLabel={t("changePin.submit")}
          pending={changePin.isPending}
          onSubmit={onSubmit}
        />
      )}
    </AuthPage>
  );
}
