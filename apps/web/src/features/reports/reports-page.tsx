import { Alert, Button, List, Stack, Text } from "@mantine/core";
import { REPORT_UPDATE_DAYS, RETENTION_MONTHS } from "@portal/domain";
import { type ReactNode, useEffect, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { ViewOnlyNote } from "../../components/view-only-note.tsx";
import { hotlineFor } from "../../lib/links.ts";
import { Link, useLocation, useNavigate } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import type en from "../../locales/en/reports.json";
import { useReportList } from "./api/report-list.ts";
import { ReportCard } from "./report-card.tsx";
import classes from "./reports.module.css";

/** What /generatereports hands this page after a request: the new report's number. */
export interface ReportRequestedState {
  requested: number;
}

function requestedReport(state: unknown): number | null {
  if (typeof state !== "object" || state === null) return null;
  const requested = (state as Partial<ReportRequestedState>).requested;
  return typeof requested === "number" ? requested : null;
}

function ReportsContent() {
  const { t, language } = useFeatureTranslation<typeof en>("reports");
  const { scheme } = useSession();
  const readOnly = useIsStaffSession();
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const [confirmationShown, setConfirmationShown] = useState(requestedReport(state) !== null);
  // The confirmation is shown once: a reload or a return to this page does not show it again.
  useEffect(() => {
    if (requestedReport(state) !== null) navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);
  const list = useReportList();
  const phone = hotlineFor(scheme).display;

  let body: ReactNode;
  if (list.isPending) body = <PageLoader />;
  else if (list.isError)
    // Part 2 §8: a report fetch failure shows the report-error-message text.
    body = (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed", { phone })}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.reports.length === 0) body = <Text fw={500}>{t("noRecords")}</Text>;
  else
    body = (
      <ul className={classes.cards} aria-label={t("listLabel")}>
        {list.data.reports.map((report) => (
          <li key={report.reportId}>
            <ReportCard report={report} readOnly={readOnly} phone={phone} t={t} language={language} />
          </li>
        ))}
      </ul>
    );

  return (
    <Stack gap="lg">
      {confirmationShown && (
        <Alert
          role="status"
          variant="light"
          color="green.8"
          withCloseButton
          closeButtonLabel={t("close")}
          onClose={() => setConfirmationShown(false)}
        >
          {t("requested")}
        </Alert>
      )}
      <Stack gap="xs">
        <Text>{t("intro", { months: RETENTION_MONTHS.report })}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t("updateNote", { days: REPORT_UPDATE_DAYS })}</List.Item>
        </List>
      </Stack>
      {readOnly ? (
        <ViewOnlyNote />
      ) : (
        <Button component={Link} to="/generatereports" w={{ base: "100%", xs: "fit-content" }}>
          {t("generate")}
        </Button>
      )}
      {body}
    </Stack>
  );
}

/**
 * /reports (part 2 §2.9): the chosen account's reports, newest first, each Processing, Ready (to
 * download) or Failed (to retry); the list asks again every few seconds while any is Processing.
 * A staff session (Super Logon) reads and downloads, and neither requests nor retries.
 */
export function ReportsPage() {
  return (
    <AccountPage page="reports">
      <ReportsContent />
    </AccountPage>
  );
}
