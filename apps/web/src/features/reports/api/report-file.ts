import { documentEndpoints, type ReportItem } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { saveBlob } from "../../../lib/download.ts";

/** documentEndpoints.reportFile: a ready report's file, a PDF or a CSV. */
export function fetchReportFile(reportId: number): Promise<Blob> {
  return call(documentEndpoints.reportFile, { params: { reportId } });
}

/** "transaction-statement-2026-06-01-2026-11-20-en.pdf". */
export function reportFileName(report: ReportItem): string {
  const period = report.fromDate === report.toDate ? report.toDate : `${report.fromDate}-${report.toDate}`;
  return `${report.reportType.toLowerCase()}-statement-${period}-${report.language}.${report.format.toLowerCase()}`;
}

/** Downloads a ready report and saves it as a file. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (report: ReportItem) => {
      saveBlob(await fetchReportFile(report.reportId), reportFileName(report));
    },
  });
}
