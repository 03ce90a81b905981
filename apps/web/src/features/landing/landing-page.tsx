import { Stack, Text, Title } from "@mantine/core";
import { languageFromQuery } from "@portal/domain";
import { useEffect } from "react";
import { PageLoader } from "../../components/page-loader.tsx";
import { useCalendar } from "../../lib/api/calendar.ts";
import { useSearchParams } from "../../lib/router.tsx";
import { sessionStore } from "../../lib/session-store.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import { ImportantNotes } from "./important-notes.tsx";
import { LoginTypeCards } from "./login-type-cards.tsx";
import { SuperLogonLanding } from "./super-logon-landing.tsx";

/** Route "/": the login-type chooser (part 1 §2, Landing page). */
export function LandingPage() {
  const { t, i18n } = useTranslation("landing");
  const calendar = useCalendar();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get("lang");

  useEffect(() => {
    sessionStore.update({ loginType: null, authenticated: false });
  }, []);

  useEffect(() => {
    if (lang !== null) void i18n.changeLanguage(languageFromQuery(lang)).catch(() => {});
  }, [lang, i18n]);

  // Until the server's calendar answers, neither variant: the staff portal must not show the
  // member title, nor the member portal the staff one. The staff portal (the server's setting,
  // never a stored flag) shows the staff variant.
  if (calendar.pending) return <PageLoader />;
  if (calendar.superLogon) return <SuperLogonLanding />;

  return (
    <Stack gap="xl" py="xl">
      <div>
        <Title order={1}>{t("title")}</Title>
        <Text size="lg" mt="sm">
          {calendar.cutOverActive ? t("introAfterCutOver") : t("intro")}
        </Text>
      </div>
      {calendar.cutOverActive && calendar.cutOverStart && (
        <ImportantNotes cutOverStart={calendar.cutOverStart} />
      )}
      <LoginTypeCards cutOverActive={calendar.cutOverActive} />
    </Stack>
  );
}
