import { Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../lib/use-translation.tsx";

/** After too many wrong OTPs the challenge is gone: the member must start again. */
export function AuthenticationFailed({ forgotPin, onBack }: { forgotPin: boolean; onBack: () => void }) {
  const { t } = useTranslation("auth");
  return (
    <Stack gap="md" maw={560} py="xl">
      <Title order={1}>{t("failed.title")}</Title>
      <Text role="alert">{t(forgotPin ? "failed.bodyForgotPin" : "failed.body")}</Text>
      <div>
        <Button size="md" onClick={onBack}>
          {t(forgotPin ? "failed.backForgotPin" : "failed.back")}
        </Button>
      </div>
    </Stack>
  );
}
