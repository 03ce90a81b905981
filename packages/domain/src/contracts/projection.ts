import { z } from "zod/mini";
import { currencyCode } from "./accounts.ts";
import type { ErrorCode } from "./error-codes.ts";
import { bodyId, isoDate, line } from "./primitives.ts";

/**
 * "Where my savings are heading" (issue 18, beyond the spec): `POST /accounts/projection`. The
 * member's account projected to the normal retirement date by the domain's seeded simulation
 * (projection/projection.ts), for the account as it is invested now ("stay as I am") and, when
 * asked, for another allocation ("what if I switch to ..."). A POST that only reads: the what-if
 * allocation is a list. Assumptions travel as the member typed them (decimal text, percent a
 * year; money a month in the account's currency), so the server checks them with the same
 * domain rules the page uses (validateAssumptions, validateAllocation).
 */
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

/** The defaults of the assumptions the member may change (percent a year). */
export const PROJECTION_DEFAULTS = { wageGrowth: "2", inflation: "2" } as const;

/** The codes of the assumptions a request may carry, one per field (not a number, or out of its bounds). */
export const PROJECTION_ASSUMPTION_ERROR_CODES = {
  monthlyContribution: "projection-contribution-invalid",
  wageGrowth: "projection-wage-growth-invalid",
  inflation: "projection-inflation-invalid",
} as const satisfies Record<string, ErrorCode>;
export type ProjectionAssumptionField = keyof typeof PROJECTION_ASSUMPTION_ERROR_CODES;

/** A what-if line: a fund of the account's product and its whole percentage, as typed. */
export const projectionLine = z.object({
  invTypeNmbr: bodyId,
  percent: line(10),
});

export const projectionRequest = z.object({
  clntRltnshpNmbr: bodyId,
  contractNmbr: bodyId,
  /** Money a month; the last month's contributions when left out. */
  monthlyContribution: z.optional(line(24)),
  /** Percent a year; PROJECTION_DEFAULTS when left out. */
  wageGrowth: z.optional(line(24)),
  inflation: z.optional(line(24)),
  /** Another allocation to compare with: whole percentages totalling 100 (the switching wizard's rules). */
  whatIf: z.optional(z.array(projectionLine).check(z.maxLength(40))),
});
export type ProjectionRequest = z.infer<typeof projectionRequest>;

const percentiles = z.lazy(() => z.object({ p10: decimal, p50: decimal, p90: decimal }));

/** One point of a projection (projectSavings' ProjectionPoint). */
export const projectionPoint = z.lazy(() =>
  z.object({
    /** Months from the valuation date; the retirement date's part month, when there is one, counts as one. */
    month: z.int().check(z.gte(0)),
    date: isoDate,
    /** The member's age in whole years on the date. */
    age: z.int().check(z.gte(0)),
    /** Today's balance plus the contributions up to the date. */
    paidIn: decimal,
    /** The 10th, 50th and 90th percentiles in money of the day. */
    nominal: percentiles,
    /** The same in today's money. */
    real: percentiles,
  }),
);
export type ProjectionPointVo = z.infer<typeof projectionPoint>;

/** A fund of the account's product with what the projection assumes of it (percent a year). */
export const projectionFund = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    /** The fund code. */
    invTypeNm: z.string(),
    legalNm: z.string(),
    othLegalNm: z.string(),
    /** The stored category (MONEY_MARKET, GUARANTEED, BOND, MIXED, DIS, EQUITY, INDEX). */
    category: z.string(),
    riskClass: z.int().check(z.gte(1), z.lte(7)),
    /** Compound annual return before the fee (full precision). */
    annualReturn: decimal,
    annualVolatility: decimal,
    /** The management fee deducted each year. */
    annualFee: decimal,
    /** "history": from the fund's own prices (3 years or more); "fallback": the figures for its type. */
    source: z.enum(["history", "fallback"]),
    /** Whether a what-if allocation may choose it (an active fund of the product). */
    offered: z.boolean(),
  }),
);
export type ProjectionFundVo = z.infer<typeof projectionFund>;

const allocationLine = z.lazy(() => z.object({ invTypeNmbr: z.int(), percent: decimal }));

/**
 * How the account is invested now: its investment direction in force (for all contributions, or
 * the newest one), or the Default Investment Strategy (no direction on record, or one of the DIS
 * funds only), whose Core Accumulation / Age 65 Plus mix de-risks each year from 50 to 64.
 */
export const projectionStrategy = z.lazy(() =>
  z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("allocation"),
      /** The contribution type the direction is for ("ALL", ...). */
      contributionType: z.string(),
      lines: z.array(allocationLine),
    }),
    z.object({
      kind: z.literal("dis"),
      /** The Core Accumulation Fund and the Age 65 Plus Fund of the product. */
      coreAccumulation: z.int(),
      age65Plus: z.int(),
      /** Today's mix (percent, one decimal) by the member's age. */
      mix: z.object({ coreAccumulation: decimal, age65Plus: decimal }),
      /** Whether the account has no investment direction on record (else one of the DIS funds only). */
      noDirection: z.boolean(),
    }),
  ]),
);
export type ProjectionStrategyVo = z.infer<typeof projectionStrategy>;

export const projectionResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    contractNmbr: z.int(),
    currency: currencyCode,
    /** The valuation date (the cycle date): the projection starts from it. */
    asOfDate: isoDate,
    /** Today's balance, valued at asOfDate. */
    balance: decimal,
    /** The member's age in whole years today (Hong Kong date), which may be after asOfDate. */
    age: z.int().check(z.gte(0)),
    /** Part 1 §9: the normal retirement date, the projection's end, and the age then. */
    retirementDate: isoDate,
    retirementAge: z.int().check(z.gte(0)),
    /** The last month's contribution records (all money types), or null when there are none. */
    lastContribution: z.nullable(z.object({ periodStart: isoDate, periodEnd: isoDate, amount: decimal })),
    /** The monthly contribution assumed when none is given: the last month's, 0 once the account has ended. */
    defaultMonthlyContribution: decimal,
    current: projectionStrategy,
    /** The assumptions used. */
    assumptions: z.object({
      monthlyContribution: decimal,
      wageGrowth: decimal,
      inflation: decimal,
      paths: z.int().check(z.positive()),
      seed: z.int().check(z.gte(0)),
    }),
    /** The product's funds (and any fund of the direction), with their figures. */
    funds: z.array(projectionFund),
    /** "Stay as I am": yearly points from today to retirement. */
    stay: z.array(projectionPoint),
    /** "What if I switch to ...", when asked: the allocation and its points (the same draws). */
    whatIf: z.nullable(z.object({ lines: z.array(allocationLine), points: z.array(projectionPoint) })),
  }),
);
export type ProjectionResponse = z.infer<typeof projectionResponse>;
