import {
  accountPages,
  type ContributionHistoryResponse,
  type ContributionRecordVo,
  checkMonthRange,
  groupContributions,
  hkDateOf,
  isIsoDate,
  MONTH_RANGE_ERROR_CODES,
  type MonthRangeError,
  type TransactionHistoryResponse,
} from "@portal/domain";
import { previousDealingDay } from "@portal/domain/dealing-days";
import type { Clock } from "../../lib/clock.ts";
import { amountText, Dec, marketValue, priceText, sum, unitsText } from "../../lib/decimals.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { AccountsRepository } from "../accounts/accounts.repository.ts";
import type { Caller } from "../ownership/ownership.service.ts";
import { productAndScheme, type ReferenceSource } from "../reference/reference-data.ts";
import type { TransactionsRepository } from "./transactions.repository.ts";

export interface TransactionsDeps {
  transactions: TransactionsRepository;
  accounts: AccountsRepository;
  reference: ReferenceSource;
  clock: Clock;
}

const RANGE_MESSAGES: Record<MonthRangeError, string> = {
  fromAfterTo: "The from-month cannot be after the to-month.",
  tooLong: "A range covers at most 13 months at a time.",
  outOfWindow: "Only the previous 36 months are available.",
  invalid: "The date range is not valid.",
};

/**
 * Part 2 §5.2: the months of the range against today's Hong Kong date (at most 13 months, within
 * the previous 36); a from-date after the to-date is fromAfterTo too. 400 history-range-<error>.
 */
export function checkHistoryRange(fromDate: string, toDate: string, now: Date): void {
  const error: MonthRangeError | null =
    !isIsoDate(fromDate) || !isIsoDate(toDate)
      ? "invalid"
      : (checkMonthRange(fromDate.slice(0, 7), toDate.slice(0, 7), hkDateOf(now)) ??
        (fromDate > toDate ? "fromAfterTo" : null));
  if (error) throw monthRangeRefused(error);
}

/** The 400 answer of a §5.2 month-range rule (history and reports alike). */
export function monthRangeRefused(error: MonthRangeError): AppError {
  return new AppError(400, MONTH_RANGE_ERROR_CODES[error], RANGE_MESSAGES[error]);
}

// ---------------------------------------------------------------- GET /transactions/transactionhistory

/**
 * Per fund: the opening balance (units before fromDate at the price of the last dealing day before
 * it), the rows dated in the range by date then sequence, the total units, and the closing balance
 * at toDate or the cycle date, whichever is earlier. Not for ORSO accounts (404).
 */
export async function transactionHistory(
  deps: TransactionsDeps,
  caller: Caller,
  input: { clntRltnshpNmbr: number; fromDate: string; toDate: string },
): Promise<TransactionHistoryResponse> {
  const rel = input.clntRltnshpNmbr;
  const owned = await caller.owned.account(rel);
  const ref = await deps.reference();
  const { product, scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);
  if (!accountPages(scheme.code, product.isOrso).transactionHistory) throw notFound();
  checkHistoryRange(input.fromDate, input.toDate, deps.clock.now());

  const close = input.toDate < owned.cycleDate ? input.toDate : owned.cycleDate;
  const [balances, rows] = await Promise.all([
    deps.transactions.findFundBalances(rel, input.fromDate, input.toDate, close),
    deps.transactions.findTransactions(rel, input.fromDate, input.toDate),
  ]);
  const decimals = scheme.unitPriceDecimals;
  const openingDay = previousDealingDay(input.fromDate);
  const funds = balances
    .filter((b) => b.rowCount > 0 || !new Dec(b.openingUnits).isZero())
    .map((b) => {
      const fund = ref.funds.get(b.inv);
      const fundRows = rows.filter((r) => r.inv === b.inv);
      const totalUnits = sum([b.openingUnits, ...fundRows.map((r) => r.units)]);
      return {
        invTypeNmbr: b.inv,
        legalNm: fund?.legalNm ?? String(b.inv),
        othLegalNm: fund?.othLegalNm ?? String(b.inv),
        openingBalance: {
          date: b.openingPriceDate ?? openingDay,
          amount: amountText(marketValue(b.openingUnits, b.openingPrice)),
          unitPrice: priceText(b.openingPrice ?? 0, decimals),
          units: unitsText(b.openingUnits),
        },
        rows: fundRows.map((r) => ({
          trnsHstSeqNmbr: Number(r.seq),
          trnsHstEfctvDt: r.date,
          activityTypeNmbr: r.activity,
          labelKey: ref.activityTypes.get(r.activity)?.labelKey ?? "txn1",
          subTrnsNm: r.sub,
          moneyTypeNm: r.moneyType,
          grossAmt: amountText(r.amount),
          unitPrice: priceText(r.price, decimals),
          units: unitsText(r.units),
        })),
        totalUnits: unitsText(totalUnits),
        closingBalance: {
          date: close,
          amount: amountText(marketValue(b.closingUnits, b.closingPrice)),
          unitPrice: priceText(b.closingPrice ?? 0, decimals),
          units: unitsText(b.closingUnits),
        },
      };
    });
  return {
    clntRltnshpNmbr: rel,
    fromDate: input.fromDate,
    toDate: input.toDate,
    currency: scheme.currency,
    funds,
  };
}

// ---------------------------------------------------------------- GET /transactions/transactioncontributionhistoryservice

/**
 * Contribution records received in the range, newest first: every money-type line, the §2.5
 * groupings, and the investment direction in force at the dealing date as the fund allocation.
 */
export async function contributionHistory(
  deps: TransactionsDeps,
  caller: Caller,
  input: { clntRltnshpNmbr: number; contractNmbr: number; fromDate: string; toDate: string },
): Promise<ContributionHistoryResponse> {
  const rel = input.clntRltnshpNmbr;
  await caller.owned.account(rel);
  checkHistoryRange(input.fromDate, input.toDate, deps.clock.now());
  const [ref, rows, directions] = await Promise.all([
    deps.reference(),
    deps.transactions.findContributions(rel, input.fromDate, input.toDate),
    deps.accounts.findInvestmentDirections(rel),
  ]);

  const records = new Map<
    number,
    { c: (typeof rows)[number]["contribution"]; lines: { code: string; amount: string }[] }
  >();
  for (const r of rows) {
    const rec = records.get(r.contribution.id) ?? { c: r.contribution, lines: [] };
    records.set(r.contribution.id, rec);
    if (r.moneyTypeCode !== null && r.amount !== null)
      rec.lines.push({ code: r.moneyTypeCode, amount: r.amount });
  }

  const vos: ContributionRecordVo[] = [...records.values()].map(({ c, lines }) => {
    const g = groupContributions(lines.map((l) => ({ moneyTypeCode: l.code, amount: l.amount })));
    const eM = new Dec(g.employerMandatory);
    const eV = new Dec(g.employerVoluntary);
    const mM = new Dec(g.memberMandatory);
    const mV = new Dec(g.memberVoluntary);
    const fM = new Dec(g.formerEmployerMandatory);
    const fV = new Dec(g.formerEmployerVoluntary);
    const surcharge = new Dec(c.surchargeAmt);
    const direction = directions.find((d) => d.invDrctEfctvDt <= c.dealingDate);
    return {
      contributionId: c.id,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      transactionDate: c.dealingDate,
      currency: c.currency,
      exchangeRate: new Dec(c.exchangeRate).toFixed(),
      relevantIncome: c.relevantIncome === null ? null : amountText(c.relevantIncome),
      lines: lines.map((l) => ({ moneyTypeNm: l.code, amount: amountText(l.amount) })),
      mandatory: amountText(eM.plus(mM).plus(fM)),
      voluntary: amountText(eV.plus(mV).plus(fV)),
      employer: amountText(eM.plus(eV).plus(fM).plus(fV)),
      member: amountText(mM.plus(mV)),
      employerMandatory: amountText(eM),
      employerVoluntary: amountText(eV),
      memberMandatory: amountText(mM),
      memberVoluntary: amountText(mV),
      surcharge: amountText(surcharge),
      total: amountText(new Dec(g.total).plus(surcharge)),
      fundAllocation: (direction?.lines ?? []).map((l) => {
        const fund = ref.funds.get(l.invTypeNmbr);
        return {
          invTypeNmbr: l.invTypeNmbr,
          legalNm: fund?.legalNm ?? String(l.invTypeNmbr),
          othLegalNm: fund?.othLegalNm ?? String(l.invTypeNmbr),
          percent: l.percent,
        };
      }),
    };
  });
  return {
    clntRltnshpNmbr: rel,
    fromDate: input.fromDate,
    toDate: input.toDate,
    transactionHistoryResponseVos: vos,
  };
}
