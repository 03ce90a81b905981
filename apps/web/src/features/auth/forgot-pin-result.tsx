import { Anchor, Stack, Text, Title } from "@mantine/core";
import { loginPathFor } from "../../lib/login-paths.ts";
import { Link } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import type { ForgotPinDelivery } from "./api/forgot-pin-verify-mfa.ts";

/** The end of forgot PIN: how the new PIN travels (e-mail in 15 minutes, post in 5 working days). */
export function ForgotPinResult({ delivery }: { delivery: ForgotPinDelivery }) {
  const { t } = useTranslation("auth");
  const { scheme } = useSession();
  return (
    <Stack gap="md" maw={560} py="xl">
      <Title order={1}>{t("forgotResult.title")}</Title>
      <Text role="status">{t(delivery === "EMAIL" ? "forgotResult.email" : "forgotResult.post")}</Text>
      <Text>{t("forgotResult.changeNext")}</Text>
      <Anchor component={Link} to={loginPathFor(scheme)} fw={600}>
        {t("forgotResult.login")}
      </Anchor>
    </Stack>
  );
}
