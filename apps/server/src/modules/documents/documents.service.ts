import {
  benefitStatementPeriods,
  type DocumentListResponse,
  hkDateOf,
  type Language,
  type NoticeKind,
  retainedMonthEnds,
  retainUntil,
  retentionCutoff,
  type StatementPeriod,
} from "@portal/domain";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import type { Repositories } from "../../repositories.ts";
import { productFunds } from "../funds/funds.service.ts";
import type { Caller, OwnedAccount } from "../ownership/ownership.service.ts";
import { productAndScheme, type ReferenceSource } from "../reference/reference-data.ts";
import { type BenefitStatementDeps, benefitStatementPdf } from "./benefit-statement.ts";
import type { DocumentsRepository } from "./documents.repository.ts";
import { noticePdf } from "./notice-pdf.ts";

/** The job kind that makes a notice's PDF (src/jobs/background.ts). */
export const NOTICE_JOB = "notice-document";

export interface DocumentsDeps extends BenefitStatementDeps {
  documents: DocumentsRepository;
  reference: ReferenceSource;
  clock: Clock;
}

/** An account's benefit statements: the scheme years it was open in, the 48 months allow. */
function periodsOf(account: OwnedAccount, today: string): StatementPeriod[] {
  const start = account.policy.joinedPlanDate ?? account.policy.effectiveDate;
  const ended = account.policy.terminationDate ?? account.contract.terminationDate;
  return benefitStatementPeriods(start, account.cycleDate, today, ended);
}

/** A statement in one language: made once, then kept (the list says its size; a second download is the same file). */
async function statementFile(
  deps: DocumentsDeps,
  account: OwnedAccount,
  period: StatementPeriod,
  lang: Language,
): Promise<Uint8Array> {
  const rel = account.policy.clntRltnshpNmbr;
  const kept = await deps.documents.findStatement(rel, period.to, lang);
  if (kept) return kept;
  const pdf = await benefitStatementPdf(deps, account, period, lang, deps.clock.now());
  await deps.documents.saveStatement(rel, period.to, lang, pdf);
  return pdf;
}

/** GET /documents: statements (made now if not yet, to give their size), notices and fund documents. */
export async function documentList(
  deps: DocumentsDeps,
  caller: Caller,
  input: { clntRltnshpNmbr: number; lang: Language },
): Promise<DocumentListResponse> {
  const account = await caller.owned.account(input.clntRltnshpNmbr);
  const today = hkDateOf(deps.clock.now());
  const periods = periodsOf(account, today);
  let sizes = await deps.documents.statementSizes(input.clntRltnshpNmbr, input.lang);
  if (periods.some((p) => !sizes.has(p.to))) {
    for (const p of periods) if (!sizes.has(p.to)) await statementFile(deps, account, p, input.lang);
    sizes = await deps.documents.statementSizes(input.clntRltnshpNmbr, input.lang);
  }
  // The notices sent to this account's client: a member under two employers (two client records)
  // is sent each notice once per record, and sees each once, with the account it came for.
  const notices = await deps.documents.findNotices([account.policy.clientNmbr], today);
  const ref = await deps.reference();
  const productTypeNmbr = account.contract.productTypeNmbr;
  const { scheme } = productAndScheme(ref, productTypeNmbr);
  const funds = productFunds(ref, productTypeNmbr);
  return {
    clntRltnshpNmbr: input.clntRltnshpNmbr,
    currency: scheme.currency,
    statements: periods.map((p) => ({
      schemeYear: p.schemeYear,
      periodFrom: p.from,
      periodTo: p.to,
      sizeBytes: sizes.get(p.to) ?? 0,
    })),
    notices: notices.map((n) => ({
      noticeId: n.id,
      kind: n.kind,
      titleEn: n.titleEn,
      titleZh: n.titleZh,
      sentOn: hkDateOf(n.sentAt),
      sizeBytes: n.size,
    })),
    fundDocuments: {
      asOfDates: retainedMonthEnds("fundDocument", account.cycleDate, today),
      items: [
        { kind: "brochure", productTypeNmbr, invTypeNmbr: null, legalNm: null, othLegalNm: null },
        { kind: "disclaimer", productTypeNmbr, invTypeNmbr: null, legalNm: null, othLegalNm: null },
        ...funds.map((f) => ({
          kind: "factsheet" as const,
          productTypeNmbr,
          invTypeNmbr: f.invTypeNmbr,
          legalNm: f.legalNm,
          othLegalNm: f.othLegalNm,
        })),
      ],
    },
  };
}

/** GET /documents/statement: one of the account's statements; a period it does not have is 404. */
export async function benefitStatement(
  deps: DocumentsDeps,
  caller: Caller,
  input: { clntRltnshpNmbr: number; periodTo: string; lang: Language },
): Promise<{ file: Uint8Array; fileName: string }> {
  const account = await caller.owned.account(input.clntRltnshpNmbr);
  const period = periodsOf(account, hkDateOf(deps.clock.now())).find((p) => p.to === input.periodTo);
  if (!period) throw notFound();
  return {
    file: await statementFile(deps, account, period, input.lang),
    fileName: `benefit-statement-${input.clntRltnshpNmbr}-${period.schemeYear.replace("/", "-")}-${input.lang}.pdf`,
  };
}

/** GET /documents/notices/:noticeId: a notice kept (its id was checked as the caller's) whose PDF is made. */
export async function noticeDocument(
  deps: DocumentsDeps,
  noticeId: number,
): Promise<{ file: Uint8Array; fileName: string }> {
  const notice = await deps.documents.findNotice(noticeId);
  if (!notice || notice.retainUntil < hkDateOf(deps.clock.now())) throw notFound();
  // Made by its job a moment after it was sent; made here if asked for before that.
  const file = notice.content ?? (await noticePdf(notice));
  return { file, fileName: `notice-${notice.id}-${hkDateOf(notice.sentAt)}.pdf` };
}

// ---------------------------------------------------------------- recording notices

export interface NoticeText {
  kind: NoticeKind;
  title: (lang: Language) => string;
  body: (lang: Language) => string;
}

/** Keeps a notice the member was sent (12 months), and queues the making of its PDF. */
export async function recordNotice(
  tx: Pick<Repositories, "documents" | "jobs">,
  clientNmbr: number,
  notice: NoticeText,
  sentAt: Date,
): Promise<number> {
  const id = await tx.documents.insertNotice({
    clientNmbr,
    kind: notice.kind,
    titleEn: notice.title("en"),
    titleZh: notice.title("zh-HK"),
    bodyEn: notice.body("en"),
    bodyZh: notice.body("zh-HK"),
    sentAt,
    retainUntil: retainUntil("notice", hkDateOf(sentAt)),
  });
  await tx.jobs.enqueue(NOTICE_JOB, { noticeId: id }, sentAt, 3);
  return id;
}

/** The notice job: makes and stores the PDF, once. */
export async function makeNoticeDocument(
  deps: Pick<DocumentsDeps, "documents">,
  noticeId: number,
): Promise<void> {
  const notice = await deps.documents.findNotice(noticeId);
  if (!notice || notice.content) return;
  await deps.documents.setNoticeContent(noticeId, await noticePdf(notice));
}

/** Removes notices past 12 months and statements past 48. */
export function purgeDocuments(documents: DocumentsRepository, today: string) {
  return documents.purge(today, retentionCutoff("benefitStatement", today));
}
