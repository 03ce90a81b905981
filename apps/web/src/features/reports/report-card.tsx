import { Button, Loader, Text, VisuallyHidden } from "@mantine/core";
import type { Language, ReportItem, ReportStatus } from "@portal/domain";
import { useId } from "react";
import { hkDateTime } from "../../lib/hk-date-time.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useDownloadReport } from "./api/report-file.ts";
import { useRetryReport } from "./api/retry-report.ts";
import { type ReportsT, reportPeriodLabel, reportSizeLabel } from "./labels.ts";
import classes from "./reports.module.css";

/** A report's status: the word on a tint of its colour; a spinner beside Processing. */
function StatusLabel({ status, t }: { status: ReportStatus; t: ReportsT }) {
  return (
    <span className={`${classes.status} ${classes.tone}`} data-status={status}>
      {status === "PROCESSING" && <Loader size={10} color="currentColor" aria-hidden />}
      {t(`status.${status}`)}
    </span>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One report (part 2 §2.9): its type, period, format, language, when it was asked for and its
 * status. Ready: the size and Download. Failed: the report-error-message text and Retry (not for
 * a staff session, which only reads). A change of status is announced.
 */
export function ReportCard({
  report,
  readOnly,
  phone,
  t,
  language,
}: {
  report: ReportItem;
  readOnly: boolean;
  phone: string;
  t: ReportsT;
  language: Language;
}) {
  const titleId = useId();
  const periodId = useId();
  const download = useDownloadReport();
  const retry = useRetryReport();
  const type = t(`types.${report.reportType}`);
  const period = reportPeriodLabel(report, t, language);
  const requested = hkDateTime(report.requestedAt, language);
  const what = t("reportWhat", { type, period });
  return (
    <article
      className={`${classes.card} ${classes.tone}`}
      data-status={report.status}
      data-report={report.reportId}
      aria-labelledby={`${titleId} ${periodId}`}
    >
      <div className={classes.head}>
        <Text fw={700} c="navy.9" id={titleId}>
          {type}
        </Text>
        <span aria-live="polite">
          <StatusLabel status={report.status} t={t} />
        </span>
      </div>
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <dt>{t("fields.period")}</dt>
          <dd id={periodId}>{period}</dd>
        </div>
        <Fact label={t("fields.format")} value={t(`formats.${report.format}`)} />
        <Fact label={t("fields.language")} value={t(`languages.${report.language}`)} />
        {requested && (
          <Fact
            label={t("fields.requested")}
            value={t("requestedAt", { date: requested.date, time: requested.time })}
          />
        )}
        {report.status === "READY" && report.sizeBytes !== null && (
          <Fact label={t("fields.size")} value={reportSizeLabel(report.sizeBytes, t, language)} />
        )}
      </dl>
      {report.status === "PROCESSING" && (
        <Text size="sm" c="dimmed">
          {t("processingHint")}
        </Text>
      )}
      {report.status === "FAILED" && (
        <Text size="sm" c="red.9">
          {t("failed", { phone })}
        </Text>
      )}
      {report.status === "READY" && (
        <div className={classes.actions}>
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(report, { onError: (error) => showErrorToast(error) })}
          >
            {t("download")} <VisuallyHidden>{what}</VisuallyHidden>
          </Button>
        </div>
      )}
      {report.status === "FAILED" && !readOnly && (
        <div className={classes.actions}>
          <Button
            variant="outline"
            loading={retry.isPending}
            onClick={() => retry.mutate(report.reportId, { onError: (error) => showErrorToast(error) })}
          >
            {t("retry")} <VisuallyHidden>{what}</VisuallyHidden>
          </Button>
        </div>
      )}
    </article>
  );
}
