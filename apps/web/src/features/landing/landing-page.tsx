import { Stack, Text, Title } from "@mantine/core";
import { languageFromQuery } from "@portal/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageLoader } from "../../components/page-loader.tsx";
import { useCalendar } from "../../lib/api/calendar.ts";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import { ImportantNotes } from "./important-notes.tsx";
import { LoginTypeCards } from "./login-type-cards.tsx";
import { SuperLogonLanding } from "./super-logon-landing.tsx";

/** Route "/": the login-type chooser (part 1 §2, Landing page). */
export function LandingPage() {
  const { t, i18n } = useTranslation("landing");
  const session = useSession();
  const calendar = useCalendar();
  const superLogon = session.superLogon || calendar.superLogon;
  const [searchParams] = useSearchParams();
  const lang = searchParams.get("lang");

  useEffect(() => {
    sessionStore.update({ loginType: null, authenticated: false });
  }, []);

  useEffect(() => {
    if (lang !== null) void i18n.changeLanguage(languageFromQuery(lang));
  }, [lang, i18n]);

  if (superLogon) return <SuperLogonLanding />;

  return (
    <Stack gap="xl" py="xl">
      <div>
        <Title order={1}>{t("title")}</Title>
        {!calendar.pending && (
          <Text size="lg" mt="sm">
            {calendar.cutOverActive ? t("introAfterCutOver") : t("intro")}
          </Text>
        )}
      </div>
      {calendar.pending ? (
        <PageLoader />
      ) : (
        <>
          {calendar.cutOverActive && calendar.cutOverStart && (
            <ImportantNotes cutOverStart={calendar.cutOverStart} />
          )}
          <LoginTypeCards cutOverActive={calendar.cutOverActive} />
        </>
      )}
    </Stack>
  );
}
