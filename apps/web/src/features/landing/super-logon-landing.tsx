import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "../../lib/router.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";

/** The landing page in super-logon mode: staff start their sign-in here. */
export function SuperLogonLanding() {
  const { t } = useTranslation("landing");
  return (
    <Stack gap="md" maw={640} py="xl">
      <Title order={1}>{t("superLogon.title")}</Title>
      <Text>{t("superLogon.body")}</Text>
      <Group>
        <Button component={Link} to="/superLogon/login" size="md">
          {t("superLogon.login")}
        </Button>
      </Group>
    </Stack>
  );
}
