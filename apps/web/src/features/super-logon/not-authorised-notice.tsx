import { Alert, Button, Group, Stack } from "@mantine/core";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { Link } from "../../lib/router.tsx";
import type en from "../../locales/en/superLogon.json";

/** Part 1 §2/§6: the staff sign-in without a code, or refused: the notice, and the way to sign in again. */
export function NotAuthorisedNotice() {
  const { t } = useFeatureTranslation<typeof en>("superLogon");
  return (
    <Stack gap="md">
      <Alert role="alert" color="red.8" variant="outline">
        {t("signIn.notAuthorised")}
      </Alert>
      <Group>
        <Button component={Link} to="/" variant="outline">
          {t("signIn.signInAgain")}
        </Button>
      </Group>
    </Stack>
  );
}
