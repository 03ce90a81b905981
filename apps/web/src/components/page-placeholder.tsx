import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type common from "../locales/en/common.json";

export type PageName = keyof typeof common.pages;

/** Stands in for a page that is not built yet. */
export function PagePlaceholder({ page }: { page: PageName }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={640} py="xl">
      <Title order={1}>{t(`pages.${page}`)}</Title>
      <Text>{t("placeholder.body")}</Text>
      <Anchor component={Link} to="/">
        {t("placeholder.home")}
      </Anchor>
    </Stack>
  );
}
