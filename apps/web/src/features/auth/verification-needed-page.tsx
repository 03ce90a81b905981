import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import { AuthPage } from "./auth-page.tsx";
import { OTP_FLOW_PATHS } from "./otp-flow.ts";

/** /verificationNeeded: forgot PIN explains the one-time password before sending it. */
export function VerificationNeededPage() {
  const { t } = useTranslation(["auth", "common"]);
  const { factors } = useSession();
  return (
    <AuthPage title={t("common:pages.verificationNeeded")}>
      {factors.length > 0 ? (
        <Stack gap="md">
          <Text>{t("verification.intro")}</Text>
          <div>
            <Button component={Link} to={OTP_FLOW_PATHS.forgotPin.selectChannel} size="md">
              {t("verification.continue")}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t("verification.notStarted")}</Text>
          <Anchor component={Link} to="/forgotpin">
            {t("verification.startAgain")}
          </Anchor>
        </Stack>
      )}
    </AuthPage>
  );
}
