import { formatLongDate, type Language, type ReportItem } from "@portal/domain";
import type { FeatureT } from "../../components/feature-translation.ts";
import { fileSize } from "../../lib/download.ts";
import type en from "../../locales/en/reports.json";

export type ReportsT = FeatureT<typeof en>;

/** What a report covers: "1 Jun 2026 to 20 Nov 2026", or "As at 31 Oct 2026" for a balance statement. */
export function reportPeriodLabel(report: ReportItem, t: ReportsT, language: Language): string {
  if (report.reportType === "BALANCE") return t("asAt", { date: formatLongDate(report.toDate, language) });
  return t("period", {
    from: formatLongDate(report.fromDate, language),
    to: formatLongDate(report.toDate, language),
  });
}

/** "245 KB" / "1.2 MB" in the page's language. */
export function reportSizeLabel(bytes: number, t: ReportsT, language: Language): string {
  const { unit, size } = fileSize(bytes, language);
  return t(`size.${unit}`, { size });
}
