import { z } from "zod/mini";
import { SCHEMES } from "../format/identifiers.ts";
import { CONTRIBUTION_TYPES } from "../switching/contribution-types.ts";
import { FUND_BLOCK_REASONS, type FundBlock } from "../switching/fund-blocks.ts";
import { riskLevel } from "./accounts.ts";
import { bodyId, isoDate, line, queryId } from "./primitives.ts";

/**
 * The switching API (part 2 §2.7, §2.8, §3.6, §7.3). The specs show the instruction calls of §7.3
 * (history, details, cancel) and not the wizard's lookups or the submit call: those are ours,
 * `GET /fundswitch/options` and `POST /fundswitch/instructions`. Field names follow the specs
 * where they name them. Percentages travel as the member typed them (strings), so the server
 * checks "whole numbers" itself; amounts, units and prices are decimal strings.
 */
const id = queryId;
const decimalText = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const contributionType = z.enum(CONTRIBUTION_TYPES);
export const instructionKind = z.enum(["FUND_SWITCH", "FUTURE_ALLOCATION"]);
export type InstructionKind = z.infer<typeof instructionKind>;
export const instructionStatusCode = z.enum([
  "PENDING",
  "BEING_PROCESSED",
  "COMPLETED",
  "CANCELLED",
  "FAILED",
]);
export const switchBlockCode = z.enum(["staff", "cutOff", "terminated", "noAllocation"]);

// ---------------------------------------------------------------- GET /fundswitch/options

export const switchOptionsQuery = z.object({ clntRltnshpNmbr: id });

/** A fund of the account's product: a switch-in candidate, and a switch-out row when held. */
export const switchFund = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    /** The fund code (§2.7's fund row). */
    invTypeNm: z.string(),
    legalNm: z.string(),
    othLegalNm: z.string(),
    invRskNm: riskLevel,
    riskClass: z.int().check(z.gte(1), z.lte(7)),
    currency: z.string(),
    /** Fund currency to the account's currency. */
    exchangeRate: decimalText,
    unitPrice: decimalText,
    priceDate: isoDate,
    /** §2.7: a declaration of not being an auditor of the tracker fund is needed to switch in. */
    needsAuditorDeclaration: z.boolean(),
    /** §2.7: a yes/no confirmation is needed for this index-tracking fund. */
    needsIndexConfirmation: z.boolean(),
  }),
);
export type SwitchFundVo = z.infer<typeof switchFund>;

/** Units the account holds in one fund of one money type. */
export const holdingLine = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    moneyTypeCode: z.string(),
    isMandatory: z.boolean(),
    isEmployer: z.boolean(),
    units: decimalText,
  }),
);

/**
 * §4.4: a fund that cannot be in a new fund switch now, and which instruction blocks it (the
 * domain's fundBlocks): "pending-full-switch-out" (a pending request switches out all of it, or of
 * a fund linked with it, on a dealing day still to come: no switching out) or
 * "incomplete-instruction" (an earlier instruction switching out of or into it is not complete:
 * no new instruction on it). The page words it in the member's language from these fields.
 */
export const blockedFund = z.lazy(
  () =>
    z.object({
      invTypeNmbr: z.int(),
      reason: z.enum(FUND_BLOCK_REASONS),
      /** The blocking instruction's reference number (IW + 8 digits). */
      refNumber: z.string(),
      /** The blocking instruction's dealing day. */
      effectiveDate: isoDate,
      /** The fund the blocking line is on: this fund, or a fund linked with it. */
      sourceInvTypeNmbr: z.int(),
      /** Whether the blocking instruction switches out of or into sourceInvTypeNmbr. */
      direction: z.enum(["out", "in"]),
      /** False when only switching out is blocked (through the linked group): it can be switched into. */
      blocksSwitchIn: z.boolean(),
    }) satisfies z.ZodMiniType<FundBlock>,
);

export const allocationLine = z.lazy(() => z.object({ invTypeNmbr: z.int(), percent: z.int() }));

export const switchOptionsResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    contractNmbr: z.int(),
    productTypeNmbr: z.int(),
    scheme: z.enum(SCHEMES),
    isOrso: z.boolean(),
    webCycleDate: isoDate,
    cutOffHours: z.int().check(z.gte(0), z.lte(23)),
    /** The server's clock (ISO instant): the page works out cut-off texts from it, never from the browser's. */
    serverTime: z.string(),
    /** The dealing day an instruction submitted now is priced at. */
    expectedDealingDate: isoDate,
    blocked: z.nullable(switchBlockCode),
    /**
     * §4.4: a transfer or withdrawal is being processed: existing assets cannot be switched (the
     * fund-processing block page after the contribution type); future allocation goes on.
     */
    fundsProcessing: z.boolean(),
    /** §4.4 GFC window: Change Existing Assets is disabled for the listed product types. */
    existingAssetsDisabled: z.boolean(),
    existingContributionTypes: z.array(contributionType),
    futureContributionTypes: z.array(contributionType),
    funds: z.array(switchFund),
    holdings: z.array(holdingLine),
    blockedFunds: z.array(blockedFund),
    /** The investment direction in force per contribution type. */
    currentAllocation: z.array(
      z.object({ contributionType: z.string(), investments: z.array(allocationLine) }),
    ),
  }),
);
export type SwitchOptionsResponse = z.infer<typeof switchOptionsResponse>;

// ---------------------------------------------------------------- POST /fundswitch/instructions

const percentLine = z.object({ invTypeNmbr: bodyId, percent: line(10) });

const submitCommon = {
  clntRltnshpNmbr: bodyId,
  contributionType,
  /** The PIN, encoded as at login. */
  password: line(200).check(z.minLength(1)),
  disclaimerAccepted: z.literal(true),
  /**
   * One per instruction the member means to give (the page makes it when the confirmation step
   * opens): a double click, a retry or a replay with the same key gives back the first answer.
   */
  idempotencyKey: z.uuid(),
};

export const submitInstructionRequest = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("FUND_SWITCH"),
    ...submitCommon,
    switchOut: z.array(percentLine).check(z.maxLength(40)),
    switchIn: z.array(percentLine).check(z.maxLength(40)),
    /** §2.7: not an auditor of the tracker fund (needed when a switch-in fund asks for it). */
    auditorDeclaration: z._default(z.boolean(), false),
    /** §2.7: the yes/no of the index-tracking fund (needed when a switch-in fund asks for it). */
    indexConfirmation: z._default(z.boolean(), false),
  }),
  z.object({
    kind: z.literal("FUTURE_ALLOCATION"),
    ...submitCommon,
    allocation: z.array(percentLine).check(z.maxLength(40)),
  }),
]);
export type SubmitInstructionRequest = z.infer<typeof submitInstructionRequest>;

export const submitInstructionResponse = z.lazy(() =>
  z.object({
    kind: instructionKind,
    /** The reference number: IW (fund switch) or IA (allocation) and 8 digits. */
    refNumber: z.string(),
    activityTableNmbr: z.int(),
    /** When the instruction was received (ISO instant). */
    instructionDate: z.string(),
    expectedDealingDate: isoDate,
    contributionType,
  }),
);
export type SubmitInstructionResponse = z.infer<typeof submitInstructionResponse>;

// ---------------------------------------------------------------- GET /cycleactivities/history

export const activityHistoryQuery = z.object({ clntRltnshpNmbr: id });

/** One card of the changes list (§2.8, §3.6). */
export const activityRecord = z.object({
  activityTableNmbr: z.int(),
  refNumber: z.string(),
  clntRqstLogNmbr: z.nullable(z.int()),
  /** 'fundSwitch.cardTitle1' a fund switch, 'fundSwitch.cardTitle2' a change of future allocation. */
  fundType: z.enum(["fundSwitch.cardTitle1", "fundSwitch.cardTitle2"]),
  kind: instructionKind,
  /** The back office's activity status name (§4.2's kept names, or COMPLETED / CANCELLED / FAILED). */
  activityStatusname: z.string(),
  /** The displayed status, derived by §4.2 on the server's clock. */
  statusType: instructionStatusCode,
  /** The dealing day (the transaction date). */
  transHistoryEffectiveDate: isoDate,
  /** When it was received (ISO instant). */
  activityInputdate: z.string(),
  channel: z.string(),
  contributionType,
  processorId: z.nullable(z.string()),
  /** §4.3 on the server's clock: a Pending fund switch made via internet or app, before the cut-off. */
  cancellable: z.boolean(),
});
export type ActivityRecordVo = z.infer<typeof activityRecord>;

export const activityHistoryResponse = z.lazy(() =>
  z.object({
    webCycleDate: isoDate,
    cutOffHours: z.int(),
    /** Sorted by effective date, newest first. */
    activities: z.array(activityRecord),
  }),
);
export type ActivityHistoryResponse = z.infer<typeof activityHistoryResponse>;

// ---------------------------------------------------------------- GET /cycleactivities/cycleActivityDetails

/** referenceNmbr is the reference number without its first two characters (§7.3). */
export const activityDetailsQuery = z.object({
  clntRltnshpNmbr: id,
  referenceNmbr: z.string().check(z.regex(/^\d{1,12}$/)),
});

/** One fund line of an instruction; duplicate funds are merged with summed rates (§2.8). */
export const instructionFundLine = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    legalNm: z.string(),
    othLegalNm: z.string(),
    invRskNm: z.string(),
    /** Requested percentage, e.g. "50". */
    rqstRt: decimalText,
    /** Filled in when the dealing cycle settles the instruction. */
    unitPrice: z.nullable(decimalText),
    unitCnt: z.nullable(decimalText),
    amount: z.nullable(decimalText),
    currency: z.string(),
  }),
);
export type InstructionFundLineVo = z.infer<typeof instructionFundLine>;

export const activityDetailsResponse = z.lazy(() =>
  z.extend(activityRecord, {
    switchOutData: z.array(instructionFundLine),
    switchInData: z.array(instructionFundLine),
    webCycleDate: isoDate,
  }),
);
export type ActivityDetailsResponse = z.infer<typeof activityDetailsResponse>;

// ---------------------------------------------------------------- DELETE /cycleactivities/cancelTransaction

export const cancelTransactionQuery = z.object({
  clntRltnshpNmbr: id,
  contractNmbr: id,
  processorID: line(40).check(z.minLength(1)),
  /** The activity table number of the instruction to cancel. */
  activityIds: id,
});

export const cancelTransactionResponse = z.lazy(() =>
  z.object({ status: z.literal("CANCELLED"), webCycleDate: isoDate }),
);
export type CancelTransactionResponse = z.infer<typeof cancelTransactionResponse>;
