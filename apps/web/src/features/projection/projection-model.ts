import {
  type AssumptionErrorCode,
  MAX_SWITCH_FUNDS,
  MIN_SWITCH_PERCENT,
  type PercentLine,
  type ProjectionFundVo,
  type ProjectionPointVo,
  type ProjectionResponse,
  SWITCH_RULE_CODES,
  type SwitchValidationResult,
  validateAllocation,
  validateAssumptions,
} from "@portal/domain";

/**
 * What the projection page works out from its answer and its inputs; the rules (the assumptions'
 * bounds, the allocation rules) are @portal/domain's, the same the server checks again.
 */

/** The editable assumptions as typed. */
export interface AssumptionValues {
  monthlyContribution: string;
  wageGrowth: string;
  inflation: string;
}

export type AssumptionField = keyof AssumptionValues;
export const ASSUMPTION_FIELDS: readonly AssumptionField[] = [
  "monthlyContribution",
  "wageGrowth",
  "inflation",
];

/** Each field's first error code (validateAssumptions), none for a field that passes. */
export function assumptionErrors(
  values: AssumptionValues,
): Partial<Record<AssumptionField, AssumptionErrorCode>> {
  const errors: Partial<Record<AssumptionField, AssumptionErrorCode>> = {};
  for (const error of validateAssumptions(values)) {
    const field = error.field as AssumptionField;
    errors[field] ??= error.code;
  }
  return errors;
}

/** Whether money is shown as of each date ("nominal") or in today's money ("real"). */
export type MoneyView = "nominal" | "real";

/** The lines of a what-if as entered (a percentage typed, blank ones left out), in the funds' order. */
export function enteredLines(
  entries: Readonly<Record<string, string>>,
  funds: readonly Pick<ProjectionFundVo, "invTypeNmbr">[],
): PercentLine[] {
  return funds.flatMap((fund) => {
    const percent = entries[fund.invTypeNmbr]?.trim() ?? "";
    return percent === "" ? [] : [{ invTypeNmbr: fund.invTypeNmbr, percent }];
  });
}

/** The key of projection.json's whatIf.errors for a rule the allocation breaks. */
export type WhatIfErrorKey =
  | "wholeNumbers"
  | "between1And100"
  | "minimumPercent"
  | "totalNot100"
  | "noFundSelected"
  | "fundsExceeded";

const ERROR_KEYS: Partial<Record<SwitchValidationResult, WhatIfErrorKey>> = {
  [SWITCH_RULE_CODES.wholeNumbers]: "wholeNumbers",
  [SWITCH_RULE_CODES.between1And100]: "between1And100",
  [SWITCH_RULE_CODES.minimumPercent]: "minimumPercent",
  [SWITCH_RULE_CODES.totalNot100]: "totalNot100",
  [SWITCH_RULE_CODES.noFundSelected]: "noFundSelected",
  "funds-exceeded": "fundsExceeded",
};

/** The switching wizard's rule (validateAllocation) a what-if breaks, as a message key, or null. */
export function whatIfError(lines: readonly PercentLine[]): WhatIfErrorKey | null {
  const code = validateAllocation(lines);
  return code === null ? null : (ERROR_KEYS[code] ?? "totalNot100");
}

export const WHAT_IF_LIMITS = { min: MIN_SWITCH_PERCENT, max: MAX_SWITCH_FUNDS } as const;

/** The running total of whole percentages typed (anything else counts as 0). */
export function totalOf(lines: readonly PercentLine[]): number {
  return lines.reduce((sum, line) => sum + (/^\d+$/.test(line.percent) ? Number(line.percent) : 0), 0);
}

/** The investment direction's percentages as what-if entries (none for the DIS). */
export function directionEntries(answer: ProjectionResponse): Record<string, string> {
  if (answer.current.kind !== "allocation") return {};
  return Object.fromEntries(answer.current.lines.map((line) => [String(line.invTypeNmbr), line.percent]));
}

/** A point's percentiles in the view. */
export const figuresIn = (point: ProjectionPointVo, view: MoneyView) =>
  view === "nominal" ? point.nominal : point.real;

/** The last point: at (or just before) the normal retirement date. */
export function lastPoint(points: readonly ProjectionPointVo[]): ProjectionPointVo | undefined {
  return points[points.length - 1];
}
