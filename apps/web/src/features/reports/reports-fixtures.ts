import type { ReportItem } from "@portal/domain";

/** One report of P1's account, Ready unless told. */
export function reportItem(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    reportId: 7,
    clntRltnshpNmbr: 5000001,
    reportType: "TRANSACTION",
    format: "PDF",
    language: "en",
    fromDate: "2025-09-01",
    toDate: "2026-02-28",
    status: "READY",
    requestedAt: "2026-03-01T02:15:00.000Z",
    completedAt: "2026-03-01T02:15:20.000Z",
    sizeBytes: 188_416,
    ...overrides,
  };
}

/** Three reports, newest first: one being made, one ready, one failed. */
export const REPORTS: ReportItem[] = [
  reportItem({
    reportId: 9,
    reportType: "CONTRIBUTION",
    format: "CSV",
    language: "zh-HK",
    fromDate: "2025-03-01",
    toDate: "2026-03-02",
    status: "PROCESSING",
    requestedAt: "2026-03-02T01:59:00.000Z",
    completedAt: null,
    sizeBytes: null,
  }),
  reportItem(),
  reportItem({
    reportId: 5,
    reportType: "BALANCE",
    fromDate: "2025-12-31",
    toDate: "2025-12-31",
    status: "FAILED",
    requestedAt: "2026-02-20T08:30:00.000Z",
    completedAt: "2026-02-20T08:30:40.000Z",
    sizeBytes: null,
  }),
];
