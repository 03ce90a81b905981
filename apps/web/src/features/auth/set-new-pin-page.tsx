import { Anchor, Stack, Text } from "@mantine/core";
import type { LoginInfo } from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { errorCode } from "../../lib/api/client.ts";
import { SESSION_QUERY_KEY } from "../../lib/api/session.ts";
import { useEndSession } from "../../lib/end-session.ts";
import { loginPathFor } from "../../lib/login-paths.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import { showErrorToast, showToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useChgPwd } from "./api/chg-pwd.ts";
import { AuthPage } from "./auth-page.tsx";
import { nextPathAfterLogin } from "./next-path.ts";
import {
  encodePins,
  isPinErrorCode,
  PIN_ERROR_FIELDS,
  PinChangeForm,
  type PinValues,
} from "./pin-change-form.tsx";

/** /setnewpin: a first-time login (or a reset PIN) replaces the PIN before anything else. */
export function SetNewPinPage() {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { authenticated, scheme } = useSession();
  const chgPwd = useChgPwd();
  const endSession = useEndSession();
  const title = t("common:pages.setNewPin");

  if (!authenticated) {
    return (
      <AuthPage title={title}>
        <Stack gap="md">
          <Text>{t("setNewPin.loginFirst")}</Text>
          <Anchor component={Link} to={loginPathFor(scheme)}>
            {t("forgot.backToLogin")}
          </Anchor>
        </Stack>
      </AuthPage>
    );
  }

  const onSubmit = async (values: PinValues) => {
    try {
      await chgPwd.mutateAsync(encodePins(values));
    } catch (error) {
      const code = errorCode(error);
      if (isPinErrorCode(code)) return { [PIN_ERROR_FIELDS[code]]: code };
      if (code === "account-locked") {
        // The fifth wrong current PIN locked the account and ended the session (as at login).
        showToast("account-locked-box");
        void endSession("abandoned");
        return {};
      }
      showErrorToast(error);
      return {};
    }
    showToast("success", { message: t("setNewPin.done") });
    const info = queryClient.getQueryData<LoginInfo | null>(SESSION_QUERY_KEY);
    navigate(info ? nextPathAfterLogin(info) : "/account", { replace: true });
    return null;
  };

  return (
    <AuthPage title={title} intro={t("setNewPin.intro")}>
      <PinChangeForm submitLabel={t("setNewPin.submit")} pending={chgPwd.isPending} onSubmit={onSubmit} />
    </AuthPage>
  );
}
