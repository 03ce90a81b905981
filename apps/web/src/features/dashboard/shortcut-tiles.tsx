import { Paper, SimpleGrid, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { externalUrl } from "../../lib/links.ts";
import { Link } from "../../lib/router.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/dashboard.json";
import classes from "./dashboard.module.css";

type TileKey = "profile" | "changePin" | "whatsNew" | "fundSwitch";

const TILES: { key: TileKey; to: string }[] = [
  { key: "profile", to: "/profile" },
  { key: "changePin", to: "/changePin" },
  { key: "whatsNew", to: "" },
  { key: "fundSwitch", to: "/fundSwitch" },
];

/** Part 2 §2.3: the four shortcut tiles; What's New opens the news page in a new tab. */
export function ShortcutTiles() {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const { t: common } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t("shortcuts.title")}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="md">
        {TILES.map(({ key, to }) => {
          const content = (
            <>
              <Text className={classes.tileTitle}>
                {t(`shortcuts.${key}`)}
                {key === "whatsNew" && <VisuallyHidden> {common("opensInNewTab")}</VisuallyHidden>}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`shortcuts.${key}Hint`)}
              </Text>
            </>
          );
          return key === "whatsNew" ? (
            <Paper
              key={key}
              component="a"
              href={externalUrl("whatsNew", language)}
              target="_blank"
              rel="noopener noreferrer"
              withBorder
              p="md"
              className={classes.tile}
            >
              {content}
            </Paper>
          ) : (
            <Paper key={key} component={Link} to={to} withBorder p="md" className={classes.tile}>
              {content}
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
