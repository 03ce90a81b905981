import {
  accountPages,
  hkDateOf,
  type ReportItem,
  type ReportRequestBody,
  reportPeriod,
  retainUntil,
} from "@portal/domain";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { RunInTransaction } from "../../repositories.ts";
import type { ActiveSession } from "../auth/auth.service.ts";
import { type Caller, type OwnershipDeps, ownedFor } from "../ownership/ownership.service.ts";
import { accountSchemeName, productAndScheme, type ReferenceSource } from "../reference/reference-data.ts";
import {
  contributionHistory,
  monthRangeRefused,
  type TransactionsDeps,
  transactionHistory,
} from "../transactions/transactions.service.ts";
import {
  balanceStatementFile,
  contributionStatementFile,
  type ReportContext,
  transactionStatementFile,
} from "./report-files.ts";
import type { ReportsRepository } from "./reports.repository.ts";

/** The job kind that makes a report (src/jobs/background.ts). */
export const REPORT_JOB = "report";

export interface ReportsDeps {
  reports: ReportsRepository;
  transaction: RunInTransaction;
  reference: ReferenceSource;
  clock: Clock;
}

type ListedReport = Awaited<ReturnType<ReportsRepository["list"]>>[number];

function itemOf(row: ListedReport): ReportItem {
  return {
    reportId: row.id,
    clntRltnshpNmbr: row.clntRltnshpNmbr,
    reportType: row.reportType,
    format: row.format,
    language: row.language,
    fromDate: row.fromDate,
    toDate: row.toDate,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    sizeBytes: row.status === "READY" ? row.size : null,
  };
}

/** GET /reports: the account's reports of the last 24 months, newest first. */
export async function reportList(
  deps: ReportsDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
): Promise<{ reports: ReportItem[] }> {
  await caller.owned.account(clntRltnshpNmbr);
  const rows = await deps.reports.list(clntRltnshpNmbr, hkDateOf(deps.clock.now()));
  return { reports: rows.map(itemOf) };
}

/**
 * POST /reports: checks the §5.2 rules again, then writes the report (Processing) and its job in
 * one transaction, so a report is never left without the job that makes it.
 */
export async function requestReport(
  deps: ReportsDeps,
  caller: Caller,
  body: ReportRequestBody,
): Promise<ReportItem> {
  const account = await caller.owned.account(body.clntRltnshpNmbr);
  const now = deps.clock.now();
  const today = hkDateOf(now);
  const period = reportPeriod(body, today);
  if ("error" in period) throw monthRangeRefused(period.error);
  const { scheme, product } = productAndScheme(await deps.reference(), account.contract.productTypeNmbr);
  // The transaction and balance statements are made from the fund history, which ORSO accounts lack.
  if (body.reportType !== "CONTRIBUTION" && !accountPages(scheme.code, product.isOrso).transactionHistory)
    throw new AppError(409, "operation-not-allowed", "This account has no transaction history to report.");
  const row = await deps.transaction(async (tx) => {
    const report = await tx.reports.insert({
      clientNmbr: account.policy.clientNmbr,
      clntRltnshpNmbr: body.clntRltnshpNmbr,
      reportType: body.reportType,
      format: body.format,
      language: body.language,
      fromDate: period.fromDate,
      toDate: period.toDate,
      requestedAt: now,
      retainUntil: retainUntil("report", today),
    });
    await tx.jobs.enqueue(REPORT_JOB, { reportId: report.id }, now, REPORT_ATTEMPTS);
    return report;
  });
  return itemOf(row);
}

/** How many times a report is tried before it shows Failed. */
export const REPORT_ATTEMPTS = 3;

/** POST /reports/:reportId/retry: a failed report is made again (its id was checked as the caller's). */
export async function retryReport(deps: ReportsDeps, reportId: number): Promise<ReportItem> {
  const now = deps.clock.now();
  const reopened = await deps.transaction(async (tx) => {
    if (!(await tx.reports.reopen(reportId))) return false;
    await tx.jobs.enqueue(REPORT_JOB, { reportId }, now, REPORT_ATTEMPTS);
    return true;
  });
  if (!reopened) throw new AppError(409, "operation-not-allowed", "Only a failed report can be made again.");
  const row = await deps.reports.findListed(reportId);
  if (!row) throw new AppError(409, "operation-not-allowed", "The report is no longer kept.");
  return itemOf(row);
}

/** GET /reports/:reportId/file: a ready report's file (its id was checked as the caller's). */
export async function reportFile(
  deps: ReportsDeps,
  reportId: number,
): Promise<{
  file: Uint8Array;
  fileName: string;
  contentType: "application/pdf" | "text/csv; charset=utf-8";
}> {
  const row = await deps.reports.find(reportId);
  if (row?.status !== "READY" || !row.content || !row.fileName)
    throw new AppError(409, "operation-not-allowed", "The report is not ready.");
  return {
    file: row.content,
    fileName: row.fileName,
    contentType: row.contentType === "text/csv; charset=utf-8" ? row.contentType : "application/pdf",
  };
}

// ---------------------------------------------------------------- the job

export type ReportJobDeps = ReportsDeps & TransactionsDeps & OwnershipDeps;

/**
 * The job acts for the member who asked: a session of theirs, made here, so the report reads
 * exactly what the member's own history calls read, under the same ownership checks.
 */
function memberCaller(deps: ReportJobDeps, clientNmbr: number, reportId: number): Caller {
  const now = deps.clock.now();
  const session: ActiveSession = {
    tokenHash: "",
    kind: "MEMBER",
    stage: "AUTHENTICATED",
    clientNmbr,
    createdAt: now,
    expiresAt: now,
    termsAcceptedAt: now,
    pinChangeRequired: false,
    staffSubject: null,
  };
  const who = { session, pageLink: `job:report/${reportId}`, ip: "background" };
  return { ...who, owned: ownedFor(deps, who) };
}

/** Makes one report and stores its file; a report already made (or failed) is left alone. */
export async function makeReport(deps: ReportJobDeps, reportId: number): Promise<void> {
  const report = await deps.reports.find(reportId);
  if (report?.status !== "PROCESSING") return;
  const caller = memberCaller(deps, report.clientNmbr, reportId);
  const account = await caller.owned.account(report.clntRltnshpNmbr);
  const productScheme = productAndScheme(await deps.reference(), account.contract.productTypeNmbr);
  const { scheme, product } = productScheme;
  const schemeName = accountSchemeName(productScheme);
  const client = account.client;
  const englishName = [client.lastName, client.firstName].filter(Boolean).join(" ");
  const context: ReportContext = {
    memberName: report.language === "zh-HK" && client.chineseName ? client.chineseName : englishName,
    clientNmbr: client.clientNmbr,
    accountNumber: account.policy.policyNumber,
    schemeNameEn: schemeName.nameEn,
    schemeNameZh: schemeName.nameZh,
    planNameEn: product.productTypeName,
    planNameZh: product.productTypeNameZh,
    currency: scheme.currency,
    unitPriceDecimals: scheme.unitPriceDecimals,
    fromDate: report.fromDate,
    toDate: report.toDate,
    generatedAt: deps.clock.now(),
  };
  const range = { clntRltnshpNmbr: report.clntRltnshpNmbr, fromDate: report.fromDate, toDate: report.toDate };
  const file =
    report.reportType === "CONTRIBUTION"
      ? await contributionStatementFile(
          await contributionHistory(deps, caller, { ...range, contractNmbr: account.policy.contractNmbr }),
          context,
          report.format,
          report.language,
        )
      : report.reportType === "TRANSACTION"
        ? await transactionStatementFile(
            await transactionHistory(deps, caller, range),
            context,
            report.format,
            report.language,
          )
        : await balanceStatementFile(
            await transactionHistory(deps, caller, range),
            context,
            report.format,
            report.language,
          );
  const name = `${report.reportType.toLowerCase()}-statement-${report.clntRltnshpNmbr}-${report.fromDate}-${report.toDate}-${report.language}.${file.extension}`;
  await deps.reports.complete(reportId, {
    fileName: name,
    contentType: file.contentType,
    content: file.bytes,
    at: deps.clock.now(),
  });
}

/** The report's job failed for good: it shows Failed, and the member may try again. */
export async function reportFailed(
  deps: Pick<ReportsDeps, "reports" | "clock">,
  reportId: number,
  error: string,
) {
  await deps.reports.fail(reportId, error, deps.clock.now());
}
