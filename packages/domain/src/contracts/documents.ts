import { z } from "zod/mini";
import { isYearMonth } from "../accounts/date-range.ts";
import { REPORT_FORMATS, REPORT_STATUSES, REPORT_TYPES } from "../documents/reports.ts";
import { currencyCode } from "./accounts.ts";
import { fundDocumentKind } from "./funds.ts";
import { bodyId, isoDate, queryId, realIsoDate } from "./primitives.ts";

/*
 * Documents and reports (part 2 §2.9, §5.2, §9; part 1 §9): the member's benefit statements,
 * e-notices and the scheme's fund documents to download, and reports made in the background.
 */

const language = z.enum(["en", "zh-HK"]);
const yearMonth = z.string().check(
  z.refine(isYearMonth, {
    message: "must be a month YYYY-MM",
    params: { code: "history-range-invalid" },
  }),
);

export const NOTICE_KINDS = [
  "FEE_CHANGE",
  "SCHEME_NOTICE",
  "INSTRUCTION_RECEIVED",
  "PROFILE_CHANGED",
] as const;
export const noticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof noticeKind>;

/** GET /api/documents: what the account's documents page lists, in the language asked. */
export const documentListQuery = z.object({
  clntRltnshpNmbr: queryId,
  lang: z._default(language, "en"),
});

export const statementItem = z.lazy(() =>
  z.object({
    /** "2025/26": the scheme year ending 31 March 2026. */
    schemeYear: z.string(),
    periodFrom: isoDate,
    periodTo: isoDate,
    /** The PDF's size in the language asked. */
    sizeBytes: z.int(),
  }),
);

export const noticeItem = z.lazy(() =>
  z.object({
    noticeId: z.int(),
    kind: noticeKind,
    titleEn: z.string(),
    titleZh: z.string(),
    sentOn: isoDate,
    /** The PDF's size; null while it is being made (a moment after the notice is sent). */
    sizeBytes: z.nullable(z.int()),
  }),
);

export const fundDocumentItem = z.lazy(() =>
  z.object({
    kind: fundDocumentKind,
    productTypeNmbr: z.int(),
    /** The fund of a fact sheet; null for the brochure and the disclaimer. */
    invTypeNmbr: z.nullable(z.int()),
    legalNm: z.nullable(z.string()),
    othLegalNm: z.nullable(z.string()),
  }),
);

export const documentListResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    currency: currencyCode,
    statements: z.array(statementItem),
    notices: z.array(noticeItem),
    fundDocuments: z.object({
      /** The month-ends fact sheets can be had as at, newest first (24 months). */
      asOfDates: z.array(isoDate),
      items: z.array(fundDocumentItem),
    }),
  }),
);
export type DocumentListResponse = z.infer<typeof documentListResponse>;
export type StatementItem = z.infer<typeof statementItem>;
export type NoticeItem = z.infer<typeof noticeItem>;
export type FundDocumentItem = z.infer<typeof fundDocumentItem>;

/** GET /api/documents/statement: one annual benefit statement as a PDF. */
export const benefitStatementQuery = z.object({
  clntRltnshpNmbr: queryId,
  /** The period's last day (31 March). */
  periodTo: realIsoDate(),
  lang: z._default(language, "en"),
});

/** GET /api/documents/notices/:noticeId: one e-notice as a PDF. */
export const noticeParams = z.object({ noticeId: queryId });

// ---------------------------------------------------------------- reports

export const reportType = z.enum(REPORT_TYPES);
export const reportFormat = z.enum(REPORT_FORMATS);
export const reportStatus = z.enum(REPORT_STATUSES);

export const reportItem = z.lazy(() =>
  z.object({
    reportId: z.int(),
    clntRltnshpNmbr: z.int(),
    reportType,
    format: reportFormat,
    language,
    fromDate: isoDate,
    toDate: isoDate,
    status: reportStatus,
    requestedAt: z.string(),
    completedAt: z.nullable(z.string()),
    sizeBytes: z.nullable(z.int()),
  }),
);
export type ReportItem = z.infer<typeof reportItem>;

/** GET /api/reports: the account's reports of the last 24 months, newest first. */
export const reportListQuery = z.object({ clntRltnshpNmbr: queryId });
export const reportListResponse = z.lazy(() => z.object({ reports: z.array(reportItem) }));
export type ReportListResponse = z.infer<typeof reportListResponse>;

/** POST /api/reports: a report for a month range (transaction, contribution) or a day (balance). */
export const reportRequestBody = z.discriminatedUnion("reportType", [
  z.object({
    clntRltnshpNmbr: bodyId,
    reportType: z.enum(["TRANSACTION", "CONTRIBUTION"]),
    fromMonth: yearMonth,
    toMonth: yearMonth,
    format: reportFormat,
    language,
  }),
  z.object({
    clntRltnshpNmbr: bodyId,
    reportType: z.literal("BALANCE"),
    asAtDate: realIsoDate("history-range-invalid"),
    format: reportFormat,
    language,
  }),
]);
export type ReportRequestBody = z.infer<typeof reportRequestBody>;

/** POST /api/reports/:reportId/retry and GET /api/reports/:reportId/file. */
export const reportParams = z.object({ reportId: queryId });
