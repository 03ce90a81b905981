import { Anchor, Stack, Text } from "@mantine/core";
import { AccountPage } from "../../components/account-page.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { PageLoader } from "../../components/page-loader.tsx";
import { ViewOnlyNote } from "../../components/view-only-note.tsx";
import { useServerToday } from "../../lib/api/calendar.ts";
import { Link } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import type en from "../../locales/en/reports.json";
import { ReportForm } from "./report-form.tsx";

function GenerateReportContent() {
  const { t, language } = useFeatureTranslation<typeof en>("reports");
  const { account } = useSession();
  const today = useServerToday();
  const readOnly = useIsStaffSession();
  // A staff session (Super Logon) reads a member's portal and requests nothing.
  if (readOnly)
    return (
      <Stack gap="md" align="flex-start">
        <ViewOnlyNote />
        <Anchor component={Link} to="/reports">
          {t("form.back")}
        </Anchor>
      </Stack>
    );
  if (!today || !account) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Text>{t("form.intro")}</Text>
      <ReportForm account={account} today={today} t={t} pageLanguage={language} />
    </Stack>
  );
}

/** /generatereports (part 2 §2.9, §5.2): a report request; the report is made in the background. */
export function GenerateReportPage() {
  return (
    <AccountPage page="generateReports" parents={["reports"]}>
      <GenerateReportContent />
    </AccountPage>
  );
}
