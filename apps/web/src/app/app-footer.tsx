import { Anchor, Box, Container, Divider, Grid, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AfterFirstPaint } from "../components/after-first-paint.tsx";
import { ExternalLink } from "../components/external-link.tsx";
import { useCalendar } from "../lib/api/calendar.ts";
import { useLanguage } from "../lib/language.ts";
import { externalUrl, PHONE_LINES } from "../lib/links.ts";
import { useLocation } from "../lib/router.tsx";
import { useSession } from "../lib/session-store.ts";
import { Trans, useTranslation } from "../lib/use-translation.tsx";
import classes from "./layout.module.css";

const LEGAL_LINKS = [
  { name: "termsOfUse", label: "footer.termsOfUse" },
  { name: "privacy", label: "footer.privacy" },
  { name: "collection", label: "footer.collection" },
] as const;

function LegalLinks() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-label={t("footer.legalLabel")}>
      <Group component="ul" gap="lg" m={0} p={0} style={{ listStyle: "none" }}>
        {LEGAL_LINKS.map(({ name, label }) => (
          <li key={name}>
            <ExternalLink href={externalUrl(name, language)} c="white" size="sm" className={classes.onDark}>
              {t(label)}
            </ExternalLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** A dialable number; Trans fills in the printed number as its text. */
function PhoneLink({ line, children }: { line: keyof typeof PHONE_LINES; children?: ReactNode }) {
  return (
    <Anchor href={PHONE_LINES[line].href} c="white" underline="always" className={classes.onDark}>
      {children}
    </Anchor>
  );
}

function AppBadges() {
  const { t } = useTranslation();
  const language = useLanguage();
  const badges = [
    { name: "appStore", small: t("footer.appStoreLine1"), large: t("footer.appStoreLine2") },
    { name: "googlePlay", small: t("footer.googlePlayLine1"), large: t("footer.googlePlayLine2") },
  ] as const;
  return (
    <div>
      <Title order={2} size="h6" mb="xs">
        {t("footer.appsTitle")}
      </Title>
      <Group gap="sm">
        {badges.map(({ name, small, large }) => (
          <ExternalLink
            key={name}
            href={externalUrl(name, language)}
            className={`${classes.badge} ${classes.onDark}`}
          >
            <span className={classes.badgeSmall}>{small}</span>{" "}
            <span className={classes.badgeLarge}>{large}</span>
          </ExternalLink>
        ))}
      </Group>
    </div>
  );
}

/** The site footer; shorter, with the AIIB scheme's own contact line, for that scheme. */
export function AppFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { scheme } = useSession();
  const calendar = useCalendar();
  const copyright = <Text size="sm">{t("footer.copyright", { year: calendar.year })}</Text>;

  if (pathname === "/aiib/employeelogin" || scheme === "HKAIIB") {
    return (
      <Box component="footer" bg="navy.9" c="white" mt="auto">
        <Container size="lg" py="lg">
          <Stack gap="sm">
            <Text size="sm">
              <Trans
                i18nKey="footer.aiibContact"
                values={{ phone: PHONE_LINES.aiibHotline.display }}
                components={{ tel: <PhoneLink line="aiibHotline" /> }}
              />
            </Text>
            <LegalLinks />
            {copyright}
          </Stack>
        </Container>
      </Box>
    );
  }

  return (
    <Box component="footer" bg="navy.9" c="white" mt="auto">
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Text fw={700}>{t("footer.company")}</Text>
            <Text size="sm">{t("footer.addressLine1")}</Text>
            <Text size="sm">{t("footer.addressLine2")}</Text>
            <Text size="sm" mt="sm">
              <Trans
                i18nKey="footer.hotline"
                values={{ phone: PHONE_LINES.hotline.display }}
                components={{ tel: <PhoneLink line="hotline" /> }}
              />
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Title order={2} size="h6" mb="xs">
              {t("footer.hoursTitle")}
            </Title>
            <Text size="sm">{t("footer.officeHoursWeekdays")}</Text>
            <Text size="sm">{t("footer.officeHoursSaturday")}</Text>
            <Text size="sm">{t("footer.lunchHours")}</Text>
            <Text size="sm">{t("footer.closed")}</Text>
          </Grid.Col>
          {/* The footer comes after the first paint on a page load, in three tasks (issue 17). */}
          <AfterFirstPaint>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <div>
                  <Title order={2} size="h6" mb="xs">
                    {t("footer.connectTitle")}
                  </Title>
                  <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                    {(["contactUs", "facebook", "linkedin"] as const).map((name) => (
                      <li key={name}>
                        <ExternalLink
                          href={externalUrl(name, language)}
                          c="white"
                          size="sm"
                          className={classes.onDark}
                        >
                          {t(`footer.${name}`)}
                        </ExternalLink>
                      </li>
                    ))}
                  </Stack>
                </div>
                {!calendar.pending && !calendar.appBadgesHidden && <AppBadges />}
              </Stack>
            </Grid.Col>
          </AfterFirstPaint>
        </Grid>
        <AfterFirstPaint>
          <Divider my="lg" color="navy.6" />
          <Group justify="space-between" align="flex-start" gap="md">
            <LegalLinks />
            {copyright}
          </Group>
        </AfterFirstPaint>
      </Container>
    </Box>
  );
}
