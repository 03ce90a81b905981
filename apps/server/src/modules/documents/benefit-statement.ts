import {
  activityGroupOf,
  addDays,
  type ContributionGroupKey,
  contributionGroupOf,
  holdingPercentages,
  type IsoDate,
  type Language,
  type StatementPeriod,
} from "@portal/domain";
import { amountText, Dec, marketValue, priceText, sum, unitsText, ZERO } from "../../lib/decimals.ts";
import type { OwnedAccount } from "../ownership/ownership.service.ts";
import {
  accountSchemeName,
  productAndScheme,
  type ReferenceData,
  type ReferenceSource,
} from "../reference/reference-data.ts";
import type { TransactionsRepository } from "../transactions/transactions.repository.ts";
import type { BenefitStatementRepository, StatementFlowRow } from "./benefit-statement.repository.ts";
import { statementPdf } from "./benefit-statement-pdf.ts";

/*
 * The annual benefit statement of one account for one scheme year (DOMAIN.md; part 2 §2.5, §2.9,
 * §3.3, §3.5), made from the member's own stored data: the balances are valued with the rule of the
 * transaction history (units x the last unit price on or before the day, per fund, each rounded to
 * the cent, then summed), so the opening and closing balances agree to the cent with
 * GET /transactions/transactionhistory for the same from- and to-dates.
 */

export interface BenefitStatementDeps {
  statements: BenefitStatementRepository;
  /** The history's own valuation of each fund (units and the last price on or before a day). */
  transactions: TransactionsRepository;
  reference: ReferenceSource;
}

/** The contribution lines of the summary, in the order printed (the §3.3 groupings). */
export const STATEMENT_CONTRIBUTION_KEYS = [
  "employerMandatory",
  "employerVoluntary",
  "memberMandatory",
  "memberVoluntary",
  "formerEmployerMandatory",
  "formerEmployerVoluntary",
] as const satisfies readonly ContributionGroupKey[];

export interface StatementHolding {
  invTypeNmbr: number;
  legalNm: string;
  /** The Chinese name. */
  othLegalNm: string;
  currency: string;
  /** 4 decimals. */
  units: string;
  /** The scheme's decimals. */
  unitPrice: string;
  /** The day of that price: the last dealing day on or before the period end. */
  priceDate: IsoDate;
  /** units x unitPrice, 2 decimals. */
  value: string;
  /** Share of the closing balance, 2 decimals. */
  percent: string;
}

export interface StatementDirection {
  /** "ALL", or the contribution type the direction is for. */
  contributionType: string;
  effectiveDate: IsoDate;
  lines: { invTypeNmbr: number; legalNm: string; othLegalNm: string; percent: number }[];
}

/**
 * Every figure of the statement. Amounts are 2-decimal text in the scheme's currency; the outflows
 * (transfers out, withdrawals, fees and charges) are positive amounts to subtract, so that
 * opening + contributions.total + transfersIn - transfersOut - withdrawals - feesAndCharges
 * + otherAdjustments + investmentGainLoss = closing, exactly.
 */
export interface BenefitStatementFigures {
  schemeYear: string;
  periodFrom: IsoDate;
  periodTo: IsoDate;
  /** The day the opening balance is valued at: the day before periodFrom. */
  openingDate: IsoDate;
  /** The day the closing balance is valued at: periodTo, or the cycle date when that is earlier. */
  closingDate: IsoDate;
  currency: string;
  unitPriceDecimals: number;
  member: {
    clientNmbr: number;
    /** "CHAN Tai Man". */
    nameEn: string;
    /** The Chinese name, when the member has one. */
    nameZh: string | null;
  };
  account: {
    clntRltnshpNmbr: number;
    /** The account number members see ("MF50000001"). */
    policyNumber: string;
    contractNmbr: number;
    accountTypeCode: string;
    accountTypeNameEn: string;
    accountTypeNameZh: string;
    employerNameEn: string | null;
    employerNameZh: string | null;
  };
  scheme: { code: string; nameEn: string; nameZh: string; hotline: string };
  /**
   * The plan: the contract's plan name in both languages (its English one where the record holds
   * no Chinese one), or the product's names when the contract has no plan name.
   */
  plan: { nameEn: string; nameZh: string };
  summary: {
    openingBalance: string;
    contributions: Record<(typeof STATEMENT_CONTRIBUTION_KEYS)[number] | "total", string>;
    transfersIn: string;
    transfersOut: string;
    withdrawals: string;
    feesAndCharges: string;
    /** Miscellaneous adjustments and unit credits (not contributions); zero in most years. */
    otherAdjustments: string;
    /** closing - opening - the net cash flows of the period. */
    investmentGainLoss: string;
    closingBalance: string;
  };
  /** Funds with units at the period end, by fund number. */
  holdings: StatementHolding[];
  /** The direction in force at the period end, per contribution type (usually one, "ALL"). */
  investmentDirections: StatementDirection[];
  /**
   * The vested benefits at the closing date where they differ from the closing balance; null when
   * they do not, or when the data cannot say: vesting is stored only as at the cycle date (the
   * holdings' vested units), so it is known only for a period that ends on the cycle date.
   */
  vestedAmount: string | null;
}

/** How a row of the period counts in the summary; `internal`: switches and rebalancing, part of the gain or loss. */
type FlowLine =
  | { kind: "contribution"; group: ContributionGroupKey }
  | { kind: "transfersIn" | "transfersOut" | "withdrawals" | "fees" | "adjustments" | "internal" };

/**
 * The summary line of a transaction: contributions by the part 2 §9 activity groups (5, 75, 291,
 * 259, and 25 with an SC sub-type) split by their money type into the §3.3 groups (a TFR money type
 * counts as a transfer in, as in groupContributions); transfers in by §9; withdrawals by §9 or by the
 * activity type's WITHDRAWAL group; transfers out and fees (unit deductions) by the activity type's
 * group; switches and rebalancing move value between funds and stay in the gain or loss; anything
 * else (miscellaneous adjustments, unit credits) is an adjustment.
 */
function lineOf(ref: ReferenceData, row: StatementFlowRow): FlowLine {
  const group = activityGroupOf(row.activity, row.sub);
  if (group === "CONTRIBUTION") {
    const key = contributionGroupOf(row.moneyType);
    return key === null ? { kind: "transfersIn" } : { kind: "contribution", group: key };
  }
  if (group === "TRANSFER_IN") return { kind: "transfersIn" };
  if (group === "WITHDRAWAL") return { kind: "withdrawals" };
  switch (ref.activityTypes.get(row.activity)?.groupCode) {
    case "TRANSFER_OUT":
      return { kind: "transfersOut" };
    case "WITHDRAWAL":
      return { kind: "withdrawals" };
    case "FEE":
      return { kind: "fees" };
    case "SWITCH_OUT":
    case "SWITCH_IN":
    case "REBALANCING":
      return { kind: "internal" };
    default:
      return { kind: "adjustments" };
  }
}

/** The figures of the statement of `account` for `period`. */
export async function benefitStatementFigures(
  deps: BenefitStatementDeps,
  account: OwnedAccount,
  period: StatementPeriod,
): Promise<BenefitStatementFigures> {
  const rel = account.policy.clntRltnshpNmbr;
  const close = period.to < account.cycleDate ? period.to : account.cycleDate;
  const valuedAtCycle = close === account.cycleDate;
  const [ref, positions, flows, directions, vesting] = await Promise.all([
    deps.reference(),
    deps.transactions.findFundBalances(rel, period.from, close, close),
    deps.statements.findFlows(rel, period.from, close),
    deps.statements.findDirectionInForce(rel, close),
    valuedAtCycle ? deps.statements.findVesting(rel) : Promise.resolve(null),
  ]);
  const productScheme = productAndScheme(ref, account.contract.productTypeNmbr);
  const { product, scheme } = productScheme;
  const schemeName = accountSchemeName(productScheme);
  const decimals = scheme.unitPriceDecimals;
  const fundOf = (inv: number) => ref.funds.get(inv);

  // Balances: per fund units x price, rounded to the cent, then summed (the history's rule).
  const opening = sum(positions.map((p) => marketValue(p.openingUnits, p.openingPrice)));
  const held = positions.filter((p) => !new Dec(p.closingUnits).isZero());
  const values = held.map((p) => marketValue(p.closingUnits, p.closingPrice));
  const closing = sum(values);
  const percents = holdingPercentages(values.map((v) => amountText(v)));
  const holdings: StatementHolding[] = held.map((p, i) => {
    const fund = fundOf(p.inv);
    return {
      invTypeNmbr: p.inv,
      legalNm: fund?.legalNm ?? String(p.inv),
      othLegalNm: fund?.othLegalNm ?? String(p.inv),
      currency: fund?.currency ?? scheme.currency,
      units: unitsText(p.closingUnits),
      unitPrice: priceText(p.closingPrice ?? 0, decimals),
      priceDate: p.closingPriceDate ?? close,
      value: amountText(values[i] ?? ZERO),
      percent: percents[i] ?? "0.00",
    };
  });

  // Flows of the period, signed as stored (negative left the funds).
  const contributions = new Map<ContributionGroupKey, Dec>();
  let transfersIn = ZERO;
  let transfersOut = ZERO;
  let withdrawals = ZERO;
  let fees = ZERO;
  let adjustments = ZERO;
  for (const row of flows) {
    const line = lineOf(ref, row);
    const amount = new Dec(row.amount);
    switch (line.kind) {
      case "contribution":
        contributions.set(line.group, (contributions.get(line.group) ?? ZERO).plus(amount));
        break;
      case "transfersIn":
        transfersIn = transfersIn.plus(amount);
        break;
      case "transfersOut":
        transfersOut = transfersOut.plus(amount);
        break;
      case "withdrawals":
        withdrawals = withdrawals.plus(amount);
        break;
      case "fees":
        fees = fees.plus(amount);
        break;
      case "adjustments":
        adjustments = adjustments.plus(amount);
        break;
      case "internal":
        break;
    }
  }
  const contributionTotal = sum([...contributions.values()]);
  // Inflows and adjustments as signed; outflows are printed as positive amounts to subtract.
  const netFlows = contributionTotal
    .plus(transfersIn)
    .plus(transfersOut)
    .plus(withdrawals)
    .plus(fees)
    .plus(adjustments);
  const gain = closing.minus(opening).minus(netFlows);

  let vestedAmount: string | null = null;
  if (vesting) {
    const price = new Map(positions.map((p) => [p.inv, p.closingPrice]));
    const vested = sum(vesting.map((v) => marketValue(v.vested, price.get(v.inv) ?? null)));
    if (!vested.equals(closing)) vestedAmount = amountText(vested);
  }

  const { policy, contract, client } = account;
  const accountType = ref.accountTypes.get(policy.accountTypeCode);
  const byType = new Map<string, StatementDirection>();
  for (const d of directions) {
    const direction = byType.get(d.contributionType) ?? {
      contributionType: d.contributionType,
      effectiveDate: d.effectiveDate,
      lines: [],
    };
    byType.set(d.contributionType, direction);
    const fund = fundOf(d.inv);
    direction.lines.push({
      invTypeNmbr: d.inv,
      legalNm: fund?.legalNm ?? String(d.inv),
      othLegalNm: fund?.othLegalNm ?? String(d.inv),
      percent: d.percent,
    });
  }

  return {
    schemeYear: period.schemeYear,
    periodFrom: period.from,
    periodTo: period.to,
    openingDate: addDays(period.from, -1),
    closingDate: close,
    currency: scheme.currency,
    unitPriceDecimals: decimals,
    member: {
      clientNmbr: policy.clientNmbr,
      nameEn: `${client.lastName} ${client.firstName}`,
      nameZh: client.chineseName,
    },
    account: {
      clntRltnshpNmbr: rel,
      policyNumber: policy.policyNumber,
      contractNmbr: contract.contractNmbr,
      accountTypeCode: policy.accountTypeCode,
      accountTypeNameEn: accountType?.nameEn ?? policy.accountTypeCode,
      accountTypeNameZh: accountType?.nameZh ?? policy.accountTypeCode,
      employerNameEn: contract.organizationNm,
      employerNameZh: contract.organizationNmZh,
    },
    scheme: { code: scheme.code, ...schemeName, hotline: scheme.hotline },
    plan: contract.planName
      ? { nameEn: contract.planName, nameZh: contract.planNameZh ?? contract.planName }
      : { nameEn: product.productTypeName, nameZh: product.productTypeNameZh },
    summary: {
      openingBalance: amountText(opening),
      contributions: {
        employerMandatory: amountText(contributions.get("employerMandatory") ?? ZERO),
        employerVoluntary: amountText(contributions.get("employerVoluntary") ?? ZERO),
        memberMandatory: amountText(contributions.get("memberMandatory") ?? ZERO),
        memberVoluntary: amountText(contributions.get("memberVoluntary") ?? ZERO),
        formerEmployerMandatory: amountText(contributions.get("formerEmployerMandatory") ?? ZERO),
        formerEmployerVoluntary: amountText(contributions.get("formerEmployerVoluntary") ?? ZERO),
        total: amountText(contributionTotal),
      },
      transfersIn: amountText(transfersIn),
      transfersOut: amountText(transfersOut.negated()),
      withdrawals: amountText(withdrawals.negated()),
      feesAndCharges: amountText(fees.negated()),
      otherAdjustments: amountText(adjustments),
      investmentGainLoss: amountText(gain),
      closingBalance: amountText(closing),
    },
    holdings,
    investmentDirections: [...byType.values()],
    vestedAmount,
  };
}

/**
 * The statement as a PDF in one language (A4, one or two pages). `generatedAt` is the server
 * clock's now: the document's creation date and the printed date, so the same data and instant
 * give the same bytes.
 */
export async function benefitStatementPdf(
  deps: BenefitStatementDeps,
  account: OwnedAccount,
  period: StatementPeriod,
  lang: Language,
  generatedAt: Date,
): Promise<Uint8Array> {
  return statementPdf(await benefitStatementFigures(deps, account, period), lang, generatedAt);
}
