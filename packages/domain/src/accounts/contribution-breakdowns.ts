import Decimal from "decimal.js";
import { fixed, sum } from "../decimal-text.ts";

/** The split amounts of one contribution record (part 2 §2.5), as the contribution history sends them. */
export interface ContributionSplits {
  /** Employer, member and former employer (rollover, past service) mandatory. */
  mandatory: string;
  /** Employer, member and former employer voluntary. */
  voluntary: string;
  /** Employer and former employer, mandatory and voluntary. */
  employer: string;
  /** Member, mandatory and voluntary. */
  member: string;
  employerMandatory: string;
  employerVoluntary: string;
  memberMandatory: string;
  memberVoluntary: string;
  surcharge: string;
  /** Every group plus the surcharge. */
  total: string;
}

export type ContributionBreakdownKey = "bySource" | "byType" | "bySourceAndType";

export type ContributionBreakdownItemKey =
  | "employer"
  | "member"
  | "mandatory"
  | "voluntary"
  | "employerMandatory"
  | "employerVoluntary"
  | "formerEmployerMandatory"
  | "formerEmployerVoluntary"
  | "memberMandatory"
  | "memberVoluntary"
  | "surcharge";

export interface ContributionBreakdown {
  key: ContributionBreakdownKey;
  items: { key: ContributionBreakdownItemKey; amount: string }[];
  /** The sum of the items, 2 decimals. */
  subtotal: string;
  /** Whether the subtotal is the record's total (it is, for a record the server made). */
  balanced: boolean;
}

/**
 * Part 2 §2.5 and §3.3: a contribution record's total presented once per grouping, each grouping
 * a breakdown whose items do not overlap and add up to the total:
 * - by source: employer (with former employer), member, surcharge;
 * - by type: mandatory, voluntary, surcharge;
 * - by source and type: employer mandatory, employer voluntary, former employer mandatory,
 *   former employer voluntary, member mandatory, member voluntary, surcharge.
 * The former employer parts are what the type totals hold beyond the employer's and the member's
 * (mandatory - employer mandatory - member mandatory, and so for voluntary). Items of each
 * two-way split and the four employer/member parts are always listed; the former employer parts
 * and the surcharge only when they are not 0. Decimal arithmetic; amounts 2-decimal strings.
 */
export function contributionBreakdowns(record: ContributionSplits): ContributionBreakdown[] {
  const d = (value: string) => new Decimal(value);
  const formerMandatory = d(record.mandatory).minus(record.employerMandatory).minus(record.memberMandatory);
  const formerVoluntary = d(record.voluntary).minus(record.employerVoluntary).minus(record.memberVoluntary);
  const occasional = (
    key: ContributionBreakdownItemKey,
    amount: Decimal.Value,
  ): { key: ContributionBreakdownItemKey; amount: Decimal.Value }[] =>
    new Decimal(amount).isZero() ? [] : [{ key, amount }];
  const surcharge = occasional("surcharge", record.surcharge);

  const groupings: [
    ContributionBreakdownKey,
    { key: ContributionBreakdownItemKey; amount: Decimal.Value }[],
  ][] = [
    [
      "bySource",
      [{ key: "employer", amount: record.employer }, { key: "member", amount: record.member }, ...surcharge],
    ],
    [
      "byType",
      [
        { key: "mandatory", amount: record.mandatory },
        { key: "voluntary", amount: record.voluntary },
        ...surcharge,
      ],
    ],
    [
      "bySourceAndType",
      [
        { key: "employerMandatory", amount: record.employerMandatory },
        { key: "employerVoluntary", amount: record.employerVoluntary },
        ...occasional("formerEmployerMandatory", formerMandatory),
        ...occasional("formerEmployerVoluntary", formerVoluntary),
        { key: "memberMandatory", amount: record.memberMandatory },
        { key: "memberVoluntary", amount: record.memberVoluntary },
        ...surcharge,
      ],
    ],
  ];
  const total = d(record.total);
  return groupings.map(([key, items]) => {
    const subtotal = sum(items.map((item) => item.amount));
    return {
      key,
      items: items.map((item) => ({ key: item.key, amount: fixed(item.amount) })),
      subtotal: fixed(subtotal),
      balanced: subtotal.eq(total),
    };
  });
}
