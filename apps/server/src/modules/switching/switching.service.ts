import {
  type ActivityDetailsResponse,
  type ActivityHistoryResponse,
  type ActivityRecordVo,
  activeWindows,
  blockedBySwitchOutRule,
  type Calendar,
  type CancelTransactionResponse,
  type ContributionType,
  canCancel,
  dealingDateFor,
  directionFor,
  existingAssetsDisabledByGfc,
  FUND_SWITCH_TYPE,
  formatLongDate,
  fundsProcessing,
  hkDateOf,
  type InstructionFundLineVo,
  type InstructionStatus,
  includesMoneyType,
  instructionStatus,
  type MoneyTypeFlags,
  mergeDuplicateLines,
  offeredContributionTypes,
  type PendingRequest,
  type PercentLine,
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
  SWITCH_MESSAGE_KEYS,
  type SwitchBlock,
  type SwitchOptionsResponse,
  storedContributionType,
  switchBlock,
  validateAllocation,
  validateSwitchIn,
  validateSwitchOut,
} from "@portal/domain";
import type { Db } from "../../db/database.ts";
import { amountText, Dec, priceText, unitsText } from "../../lib/decimals.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import {
  type Caller,
  fitsIdColumn,
  type OwnedPolicy,
  ownedPolicy,
  refuseForeign,
} from "../../lib/ownership.ts";
import { productAndScheme, type ReferenceData, referenceData } from "../../lib/reference-cache.ts";
import { checkPin } from "../../lib/step-up-pin.ts";
import { recordEvent } from "../access-log/access-log.repository.ts";
import { findEmail } from "../auth/auth.repository.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import * as repo from "./switching.repository.ts";

export interface SwitchingDeps extends AuthDeps {
  calendar: Calendar;
}

/** The access-log event of a wrong PIN on the confirmation step. */
export const SWITCH_PIN_FAILED = "SWITCH_PIN_FAILED";

/** The fundType title key of a change of future allocation (§3.6; 'fundSwitch.cardTitle1' is a fund switch). */
const FUTURE_ALLOCATION_TYPE = "fundSwitch.cardTitle2";

const PREFIX = { FUND_SWITCH: "IW", FUTURE_ALLOCATION: "IA" } as const;
/** The instruction lines' transfer types (§3.6 tferTypeCd): 1 from a fund, 2 into one. */
const TFER_OUT = 1;
const TFER_IN = 2;

const notAllowed = () => new AppError(403, "operation-not-allowed", "Operation Not Allowed.");
const invalid = (message: string) => new AppError(400, "validation", message);
const cancelNotAllowed = (status: 403 | 409) =>
  new AppError(status, "cancel-not-allowed", "This instruction can no longer be cancelled.");

/** English texts of the §5.1 results, for API clients; the page shows its own text of the code. */
const RULE_MESSAGES: Readonly<Record<string, string>> = {
  "funds-exceeded": "You cannot select more than 19 funds.",
  "same-fund-switchIn-err": "A fund cannot be switched out and switched in at the same time.",
  [SWITCH_MESSAGE_KEYS.wholeNumbers]: "Percentages must be whole numbers. (No decimals are allowed)",
  [SWITCH_MESSAGE_KEYS.between1And100]: "Percentages must be between 1 and 100",
  [SWITCH_MESSAGE_KEYS.minimumPercent]: "Each fund chosen needs at least 5%.",
  [SWITCH_MESSAGE_KEYS.totalNot100]: "The allocation should be equal to 100%",
  [SWITCH_MESSAGE_KEYS.noFundSelected]: "Please choose at least one fund.",
  [SWITCH_MESSAGE_KEYS.fundNotHeld]: "A switch-out fund is not held in this contribution type.",
};

function ruleError(code: string): AppError {
  return new AppError(400, code, RULE_MESSAGES[code] ?? "The instruction is not valid.");
}

// ---------------------------------------------------------------- the account and its switching state

/** What the switching calls need to know of an owned account. */
interface Account {
  owned: OwnedPolicy & { cycleDate: string };
  ref: ReferenceData;
  product: ReturnType<typeof productAndScheme>["product"];
  scheme: ReturnType<typeof productAndScheme>["scheme"];
  cutOffHours: number;
  /** The active funds the product offers, in fund-number order. */
  offered: number[];
}

async function accountOf(
  deps: SwitchingDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
  match: { contractNmbr?: number } = {},
): Promise<Account> {
  const [owned, ref] = await Promise.all([
    ownedPolicy(deps, caller, clntRltnshpNmbr, match),
    referenceData(deps.db),
  ]);
  const { product, scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);
  const offered = (ref.productFunds.get(product.productTypeNmbr) ?? []).filter(
    (inv) => ref.funds.get(inv)?.isActive === true,
  );
  return { owned, ref, product, scheme, cutOffHours: owned.contract.cutOffHours, offered };
}

/** The earlier of the account's and the contract's termination dates, if any. */
function terminationOf(owned: OwnedPolicy): string | null {
  const dates = [owned.policy.terminationDate, owned.contract.terminationDate].filter(
    (d): d is string => d !== null,
  );
  return dates.length === 0 ? null : (dates.sort()[0] ?? null);
}

type HeldLine = repo.HoldingRow & MoneyTypeFlags;
type BlockedFund = SwitchOptionsResponse["blockedFunds"][number];

/** What the options and the submit both decide on: the account's blocks, money and funds now. */
interface SwitchState {
  today: string;
  blocked: SwitchBlock | null;
  /** §4.4: a transfer or withdrawal is being processed: existing assets cannot be switched. */
  fundsProcessing: boolean;
  existingAssetsDisabled: boolean;
  /** §2.7: the contribution types offered, by the money the account holds (existing and future alike). */
  contributionTypes: ContributionType[];
  holdings: HeldLine[];
  blockedFunds: BlockedFund[];
  /** The investment direction in force per contribution type offered (its own, or ALL's). */
  currentAllocation: SwitchOptionsResponse["currentAllocation"];
}

async function switchState(
  deps: SwitchingDeps,
  caller: Caller,
  account: Account,
  now: Date,
): Promise<SwitchState> {
  const { owned, ref, product, scheme } = account;
  const rel = owned.policy.clntRltnshpNmbr;
  const today = hkDateOf(now);
  const [held, open, directions] = await Promise.all([
    repo.findHoldings(deps.db, rel),
    repo.findOpenInstructionLines(deps.db, rel),
    repo.findDirectionsInForce(deps.db, rel, today),
  ]);
  const windows = activeWindows(deps.calendar, now);

  const holdings: HeldLine[] = held.map((h) => {
    const money = ref.moneyTypes.get(h.moneyTypeCode);
    if (!money) throw new Error(`reference data: money type ${h.moneyTypeCode} missing`);
    return { ...h, code: h.moneyTypeCode, isMandatory: money.isMandatory, isEmployer: money.isEmployer };
  });

  const blocked = switchBlock({
    staff: caller.session.kind === "STAFF",
    fundSwitchCutOff: windows.fundSwitchCutOff,
    terminationDate: terminationOf(owned),
    today,
    fundAllocationAllowed: owned.contract.fundAllocationAllowed,
  });

  // §4.4: a fund with a line of an instruction that is not over; or a pending 100% request with a
  // future date on it or on a fund linked with it.
  const pending: PendingRequest[] = open.flatMap((i) =>
    i.invTypeNmbr !== null && i.tferTypeCd !== null && i.requestedRate !== null
      ? [
          {
            tferTypeCd: i.tferTypeCd,
            invTypeNmbr: i.invTypeNmbr,
            requestedRate: i.requestedRate,
            transactionEffectiveDate: i.effectiveDate,
          },
        ]
      : [],
  );
  const incomplete = new Set(pending.map((p) => p.invTypeNmbr));
  const candidates = [...new Set([...holdings.map((h) => h.invTypeNmbr), ...account.offered])].sort(
    (a, b) => a - b,
  );
  const blockedFunds = candidates.flatMap((inv): BlockedFund[] => {
    if (incomplete.has(inv)) return [{ invTypeNmbr: inv, reason: "incomplete" }];
    if (blockedBySwitchOutRule(inv, pending, today))
      return [{ invTypeNmbr: inv, reason: "pendingFullSwitch" }];
    return [];
  });

  const contributionTypes = offeredContributionTypes(
    { scheme: scheme.code, isOrso: product.isOrso },
    holdings,
  );
  const records = [...new Map(directions.map((d) => [d.directionId, { ...d, id: d.directionId }])).values()];
  const currentAllocation = contributionTypes.flatMap((contributionType) => {
    const direction = directionFor(records, contributionType);
    if (!direction) return [];
    const investments = directions
      .filter((d) => d.directionId === direction.id)
      .map((d) => ({ invTypeNmbr: d.invTypeNmbr, percent: d.percent }));
    return [{ contributionType, investments }];
  });

  return {
    today,
    blocked,
    // The account's own instructions, one row per line: the kinds and statuses are what count.
    fundsProcessing: fundsProcessing(open),
    existingAssetsDisabled: existingAssetsDisabledByGfc(product.productTypeNmbr, windows.gfcOrsoWindow),
    contributionTypes,
    holdings,
    blockedFunds,
    currentAllocation,
  };
}

// ---------------------------------------------------------------- GET /fundswitch/options

/** The wizard's lookups for one account (§2.7, §4.4; decision 002). */
export async function switchOptions(
  deps: SwitchingDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
): Promise<SwitchOptionsResponse> {
  const account = await accountOf(deps, caller, clntRltnshpNmbr);
  const { owned, ref, product, scheme } = account;
  const now = deps.clock.now();
  const [state, prices] = await Promise.all([
    switchState(deps, caller, account, now),
    repo.findLatestPrices(deps.db, account.offered, owned.cycleDate),
  ]);

  const funds = prices.flatMap((p) => {
    const fund = ref.funds.get(p.invTypeNmbr);
    if (!fund) return [];
    return [
      {
        invTypeNmbr: fund.invTypeNmbr,
        invTypeNm: fund.invTypeNm,
        legalNm: fund.legalNm,
        othLegalNm: fund.othLegalNm,
        invRskNm: fund.riskLevel as SwitchOptionsResponse["funds"][number]["invRskNm"],
        riskClass: fund.riskClass,
        currency: fund.currency,
        exchangeRate: "1",
        unitPrice: priceText(p.unitPrice, scheme.unitPriceDecimals),
        priceDate: p.priceDate,
        needsAuditorDeclaration: fund.needsAuditorDeclaration,
        needsIndexConfirmation: fund.needsIndexConfirmation,
      },
    ];
  });

  return {
    clntRltnShpNmbr: clntRltnshpNmbr,
    contractNmbr: owned.policy.contractNmbr,
    productTypeNmbr: product.productTypeNmbr,
    scheme: scheme.code,
    isOrso: product.isOrso,
    webCycleDate: owned.cycleDate,
    cutOffHours: account.cutOffHours,
    serverTime: now.toISOString(),
    expectedDealingDate: dealingDateFor(now, account.cutOffHours, owned.cycleDate),
    blocked: state.blocked,
    fundsProcessing: state.fundsProcessing,
    existingAssetsDisabled: state.existingAssetsDisabled,
    existingContributionTypes: state.contributionTypes,
    futureContributionTypes: state.contributionTypes,
    funds,
    holdings: state.holdings.map((h) => ({
      invTypeNmbr: h.invTypeNmbr,
      moneyTypeCode: h.moneyTypeCode,
      isMandatory: h.isMandatory,
      isEmployer: h.isEmployer,
      units: new Dec(h.units).toFixed(),
    })),
    blockedFunds: state.blockedFunds,
    currentAllocation: state.currentAllocation,
  };
}

// ---------------------------------------------------------------- POST /fundswitch/instructions

/** The stored contribution type; the submit call writes only codes, so the fallback is never met. */
const contributionTypeOf = (stored: string | null): ContributionType =>
  storedContributionType(stored) ?? "ALL";

function answerOf(row: repo.InstructionRow): SubmitInstructionResponse {
  return {
    kind: row.kind as SubmitInstructionResponse["kind"],
    refNumber: row.referenceNmbr,
    activityTableNmbr: row.activityTableNmbr,
    instructionDate: row.actyInptAt.toISOString(),
    expectedDealingDate: row.effectiveDate,
    contributionType: contributionTypeOf(row.contributionType),
  };
}

/** percent/100 as decimal text: "50" -> "0.5", "100" -> "1". */
const rateOf = (percent: string): string => new Dec(percent.trim()).div(100).toFixed();

function hasDuplicates(lines: readonly PercentLine[]): boolean {
  return new Set(lines.map((l) => l.invTypeNmbr)).size !== lines.length;
}

type NewLine = { tferTypeCd: number; invTypeNmbr: number; requestedRate: string };

/**
 * The instruction's lines checked again with the page's rules, in order: §5.1 (the domain's
 * validators), one line per fund, switch-out funds held in the contribution type's money,
 * switch-in funds offered by the product, no switched fund blocked by §4.4, the declarations of §2.7.
 */
function checkedLines(input: SubmitInstructionRequest, account: Account, state: SwitchState): NewLine[] {
  const offered = new Set(account.offered);
  const blocked = new Map(state.blockedFunds.map((b) => [b.invTypeNmbr, b.reason]));
  const notOffered = (lines: readonly PercentLine[]) => lines.some((l) => !offered.has(l.invTypeNmbr));
  // A new instruction on a fund waits for an earlier incomplete one (§4.4); a pending 100% request
  // with a future date also stops the switch-out of its linked funds.
  const blockedIn = (lines: readonly PercentLine[]) =>
    lines.some((l) => blocked.get(l.invTypeNmbr) === "incomplete");
  const fundBlocked = () =>
    new AppError(
      409,
      "fundSwitch.validation.fundBlocked",
      "An earlier instruction on this fund is not complete.",
    );

  if (input.kind === "FUTURE_ALLOCATION") {
    const rule = validateAllocation(input.allocation);
    if (rule) throw ruleError(rule);
    if (hasDuplicates(input.allocation)) throw invalid("A fund appears twice.");
    if (notOffered(input.allocation)) throw invalid("A fund is not offered by this plan.");
    // A change of future allocation moves no units: a pending switch on a fund does not stop it.
    // The direction it replaces is kept as its "from" lines, so the detail shows old and new (§3.6).
    const previous =
      state.currentAllocation.find((a) => a.contributionType === input.contributionType)?.investments ?? [];
    return [
      ...previous.map((l) => ({
        tferTypeCd: TFER_OUT,
        invTypeNmbr: l.invTypeNmbr,
        requestedRate: rateOf(String(l.percent)),
      })),
      ...input.allocation.map((l) => ({
        tferTypeCd: TFER_IN,
        invTypeNmbr: l.invTypeNmbr,
        requestedRate: rateOf(l.percent),
      })),
    ];
  }

  const { switchOut, switchIn } = input;
  const heldOfType = state.holdings.filter((h) => includesMoneyType(input.contributionType, h));
  const rule =
    validateSwitchOut(switchOut, heldOfType) ??
    validateSwitchIn(
      switchIn,
      switchOut.map((l) => l.invTypeNmbr),
    );
  if (rule) throw ruleError(rule);
  if (hasDuplicates(switchOut) || hasDuplicates(switchIn)) throw invalid("A fund appears twice.");
  if (notOffered(switchIn)) throw invalid("A switch-in fund is not offered by this plan.");
  if (switchOut.some((l) => blocked.has(l.invTypeNmbr)) || blockedIn(switchIn)) throw fundBlocked();
  const fundsIn = switchIn.map((l) => account.ref.funds.get(l.invTypeNmbr));
  if (!input.auditorDeclaration && fundsIn.some((f) => f?.needsAuditorDeclaration))
    throw new AppError(
      400,
      "fundSwitch.validation.auditorDeclaration",
      "Please confirm that you are not an auditor of the tracker fund.",
    );
  if (!input.indexConfirmation && fundsIn.some((f) => f?.needsIndexConfirmation))
    throw new AppError(
      400,
      "fundSwitch.validation.indexConfirmation",
      "Please confirm the index-tracking fund question.",
    );
  return [
    ...switchOut.map((l) => ({
      tferTypeCd: TFER_OUT,
      invTypeNmbr: l.invTypeNmbr,
      requestedRate: rateOf(l.percent),
    })),
    ...switchIn.map((l) => ({
      tferTypeCd: TFER_IN,
      invTypeNmbr: l.invTypeNmbr,
      requestedRate: rateOf(l.percent),
    })),
  ];
}

/** A unique-index violation (23505), as the driver or Drizzle's wrapper reports it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

/**
 * POST /fundswitch/instructions (decision 002). Ownership; a replay of the idempotency key gives
 * the first answer; the account's blocks and the GFC rule; the contribution type; the lines with
 * the page's rules; the PIN; then the instruction and its lines in one transaction, and a
 * confirmation to the member's e-mail (else SMS) after it.
 */
export async function submitInstruction(
  deps: SwitchingDeps,
  caller: Caller,
  input: SubmitInstructionRequest,
): Promise<SubmitInstructionResponse> {
  const account = await accountOf(deps, caller, input.clntRltnShpNmbr);
  const clientNmbr = account.owned.policy.clientNmbr;
  const earlier = await repo.findByIdempotencyKey(deps.db, clientNmbr, input.idempotencyKey);
  if (earlier) return answerOf(earlier);

  const now = deps.clock.now();
  const check = (state: SwitchState): NewLine[] => {
    if (state.blocked) throw notAllowed();
    if (input.kind === "FUND_SWITCH" && (state.existingAssetsDisabled || state.fundsProcessing))
      throw notAllowed();
    if (!state.contributionTypes.includes(input.contributionType))
      throw invalid("This contribution type is not offered for the account.");
    return checkedLines(input, account, state);
  };
  // Everything is checked before the PIN, so a request the rules refuse costs no PIN try.
  check(await switchState(deps, caller, account, now));
  await checkPin(deps, caller, input.password, SWITCH_PIN_FAILED);

  let written: { row: repo.InstructionRow; replay: boolean };
  try {
    written = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // Again under the account's lock: what a request with the same key, or another tab, wrote
      // meanwhile counts (a replay answers with it; a new instruction on its funds is refused).
      await repo.lockAccount(db, input.clntRltnShpNmbr);
      const replayed = await repo.findByIdempotencyKey(db, clientNmbr, input.idempotencyKey);
      if (replayed) return { row: replayed, replay: true };
      const lines = check(await switchState({ ...deps, db }, caller, account, now));
      const webCycleDate = (await repo.findWebCycleDate(db)) ?? account.owned.cycleDate;
      const id = await repo.nextInstructionId(db);
      const row = await repo.insertInstruction(
        db,
        {
          activityTableNmbr: id,
          referenceNmbr: `${PREFIX[input.kind]}${String(id).padStart(8, "0")}`,
          clntRltnshpNmbr: input.clntRltnShpNmbr,
          clientNmbr,
          kind: input.kind,
          contributionType: input.contributionType,
          status: "PENDING",
          actyStatusNm: "PENDING FOR NIGHTLY BATCH",
          channel: "INTERNET",
          actyInptAt: now,
          effectiveDate: dealingDateFor(now, account.cutOffHours, webCycleDate),
          processorId: "WEB",
          idempotencyKey: input.idempotencyKey,
        },
        lines,
      );
      await recordEvent(db, now, {
        event: "SWITCH_SUBMITTED",
        clientNmbr: caller.session.clientNmbr,
        policyId: input.clntRltnShpNmbr,
        contractId: account.owned.policy.contractNmbr,
        pageLink: caller.pageLink,
        ipAddress: caller.ip,
      });
      return { row, replay: false };
    });
  } catch (err) {
    // A concurrent request with the same key got there first: its answer is the answer.
    if (!isUniqueViolation(err)) throw err;
    const first = await repo.findByIdempotencyKey(deps.db, clientNmbr, input.idempotencyKey);
    if (!first) throw err;
    return answerOf(first);
  }
  if (!written.replay)
    await notifySubmitted(deps, account, written.row).catch((error: unknown) =>
      caller.log?.error({ error }, "switching confirmation not sent"),
    );
  return answerOf(written.row);
}

const hkTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Hong_Kong",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The confirmation of a received instruction, in English and Chinese, to the e-mail on file, else by SMS. */
async function notifySubmitted(
  deps: SwitchingDeps,
  account: Account,
  row: repo.InstructionRow,
): Promise<void> {
  const email = await findEmail(deps.db, row.clientNmbr);
  const to = email ?? (await repo.findMobile(deps.db, row.clientNmbr));
  if (!to) return;
  const switching = row.kind === "FUND_SWITCH";
  const time = hkTime.format(row.actyInptAt);
  const received = hkDateOf(row.actyInptAt);
  const hotline = account.scheme.hotline;
  const en =
    `We received your ${switching ? "fund switching instruction" : "change of investment allocation for future contributions"} ` +
    `${row.referenceNmbr} on ${formatLongDate(received, "en")} at ${time} (Hong Kong time). ` +
    `It is expected to be dealt on ${formatLongDate(row.effectiveDate, "en")}. ` +
    `If you did not give this instruction, please call our hotline ${hotline} at once.`;
  const zh =
    `我們已於${formatLongDate(received, "zh-HK")}${time}（香港時間）收到閣下的${switching ? "基金轉換指示" : "未來供款投資分配更改指示"}` +
    `（參考編號 ${row.referenceNmbr}），預計於${formatLongDate(row.effectiveDate, "zh-HK")}處理。` +
    `如非閣下本人發出此指示，請立即致電熱線 ${hotline}。`;
  await deps.notifier.send(deps.db, {
    channel: email ? "EMAIL" : "SMS",
    to,
    subject: `Instruction ${row.referenceNmbr} received 已收到指示`,
    body: `${en}\n\n${zh}`,
  });
}

// ---------------------------------------------------------------- the changes list, details, cancel

/** §4.3: the channel as the cancel rule names it. */
function channelName(channel: string): string {
  const code = channel.trim().toUpperCase();
  if (code === "INTERNET") return "internet";
  if (code === "MOBILE") return "mobile app";
  return code.toLowerCase();
}

/**
 * The one place an instruction becomes a card: the displayed status (§4.2, on the server's clock,
 * with today's Hong Kong date as the cycle date, decision 002) and whether it can be cancelled
 * (§4.3; never in a staff session). Null when the list drops it (a status name not kept).
 */
export function activityOf(
  row: repo.InstructionRow,
  now: Date,
  cutOffHours: number,
  staff: boolean,
): ActivityRecordVo | null {
  const kind = row.kind as ActivityRecordVo["kind"];
  const fundType = kind === "FUND_SWITCH" ? FUND_SWITCH_TYPE : FUTURE_ALLOCATION_TYPE;
  const statusType: InstructionStatus | null = (repo.FINAL_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as InstructionStatus)
    : instructionStatus(
        {
          activityStatusName: row.actyStatusNm,
          effectiveDate: row.effectiveDate,
          futureAllocation: kind === "FUTURE_ALLOCATION",
        },
        hkDateOf(now),
        now,
        cutOffHours,
      );
  if (!statusType) return null;
  const cancellable =
    !staff &&
    canCancel(
      {
        status: statusType,
        fundType,
        channel: channelName(row.channel),
        transactionDate: row.effectiveDate,
      },
      now,
      cutOffHours,
    );
  return {
    activityTableNmbr: row.activityTableNmbr,
    refNumber: row.referenceNmbr,
    clntRqstLogNmbr: row.clntRqstLogNmbr,
    fundType,
    kind,
    activityStatusname: row.actyStatusNm,
    statusType,
    transHistoryEffectiveDate: row.effectiveDate,
    activityInputdate: row.actyInptAt.toISOString(),
    channel: row.channel,
    contributionType: contributionTypeOf(row.contributionType),
    processorId: row.processorId,
    cancellable,
  };
}

/** GET /cycleactivities/history: the account's fund switches and allocation changes (§2.8, §4.2). */
export async function activityHistory(
  deps: SwitchingDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
): Promise<ActivityHistoryResponse> {
  // Read together; nothing is answered unless the account is the caller's.
  const [owned, rows] = await Promise.all([
    ownedPolicy(deps, caller, clntRltnshpNmbr),
    fitsIdColumn(clntRltnshpNmbr) ? repo.findActivities(deps.db, clntRltnshpNmbr) : [],
  ]);
  const now = deps.clock.now();
  const cutOffHours = owned.contract.cutOffHours;
  const staff = caller.session.kind === "STAFF";
  return {
    webCycleDate: owned.cycleDate,
    cutOffHours,
    activities: rows.flatMap((row) => {
      const activity = activityOf(row, now, cutOffHours, staff);
      return activity ? [activity] : [];
    }),
  };
}

/** GET /cycleactivities/cycleActivityDetails: one instruction with its merged fund lines (§2.8, §3.6). */
export async function activityDetails(
  deps: SwitchingDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
  referenceNmbr: string,
): Promise<ActivityDetailsResponse> {
  // The reference is the activity table number, zero-padded: read it with the account check.
  const id = Number(referenceNmbr);
  const [account, row, lines] = await Promise.all([
    accountOf(deps, caller, clntRltnshpNmbr),
    fitsIdColumn(id) ? repo.findInstruction(deps.db, id) : undefined,
    fitsIdColumn(id) ? repo.findInstructionLines(deps.db, id) : [],
  ]);
  if (
    !row ||
    row.clntRltnshpNmbr !== clntRltnshpNmbr ||
    !(repo.SWITCHING_KINDS as readonly string[]).includes(row.kind) ||
    row.referenceNmbr.slice(2) !== referenceNmbr
  )
    return refuseForeign(deps, caller, { policyId: clntRltnshpNmbr });
  const activity = activityOf(row, deps.clock.now(), account.cutOffHours, caller.session.kind === "STAFF");
  if (!activity) throw notFound();

  const decimals = account.scheme.unitPriceDecimals;
  const fundLines = (side: repo.InstructionLineRow[]): InstructionFundLineVo[] => {
    const totals = new Map<number, { units: Dec | null; amount: Dec | null }>();
    for (const l of side) {
      const t = totals.get(l.invTypeNmbr) ?? { units: null, amount: null };
      if (l.unitCnt !== null) t.units = (t.units ?? new Dec(0)).plus(l.unitCnt);
      if (l.amount !== null) t.amount = (t.amount ?? new Dec(0)).plus(l.amount);
      totals.set(l.invTypeNmbr, t);
    }
    return mergeDuplicateLines(side.map((l) => ({ ...l, rate: l.requestedRate }))).map((l) => {
      const fund = account.ref.funds.get(l.invTypeNmbr);
      const t = totals.get(l.invTypeNmbr);
      return {
        invTypeNmbr: l.invTypeNmbr,
        legalNm: fund?.legalNm ?? String(l.invTypeNmbr),
        othLegalNm: fund?.othLegalNm ?? String(l.invTypeNmbr),
        invRskNm: fund?.riskLevel ?? "",
        rqstRt: new Dec(l.rate).times(100).toFixed(),
        unitPrice: l.unitPrice === null ? null : priceText(l.unitPrice, decimals),
        unitCnt: t?.units ? unitsText(t.units) : null,
        amount: t?.amount ? amountText(t.amount) : null,
        currency: fund?.currency ?? account.scheme.currency,
      };
    });
  };
  return {
    ...activity,
    switchOutData: fundLines(lines.filter((l) => l.tferTypeCd === TFER_OUT)),
    switchInData: fundLines(lines.filter((l) => l.tferTypeCd !== TFER_OUT)),
    webCycleDate: account.owned.cycleDate,
  };
}

/**
 * DELETE /cycleactivities/cancelTransaction (§4.3): a Pending fund switch of the account, given
 * by that processor, before the cut-off on its transaction date; 409 when the cycle took it first.
 */
export async function cancelTransaction(
  deps: SwitchingDeps,
  caller: Caller,
  query: { clntRltnShpNmbr: number; contractNmbr: number; processorID: string; activityIds: number },
): Promise<CancelTransactionResponse> {
  const ids = { policyId: query.clntRltnShpNmbr, contractId: query.contractNmbr };
  const [owned, row] = await Promise.all([
    ownedPolicy(deps, caller, query.clntRltnShpNmbr, { contractNmbr: query.contractNmbr }),
    fitsIdColumn(query.activityIds) ? repo.findInstruction(deps.db, query.activityIds) : undefined,
  ]);
  if (
    !row ||
    row.clntRltnshpNmbr !== query.clntRltnShpNmbr ||
    row.processorId !== query.processorID ||
    !(repo.SWITCHING_KINDS as readonly string[]).includes(row.kind)
  )
    return refuseForeign(deps, caller, ids);
  const now = deps.clock.now();
  const shown = activityOf(row, now, owned.contract.cutOffHours, caller.session.kind === "STAFF");
  if (!shown?.cancellable) throw cancelNotAllowed(403);
  const cancelled = await repo.cancelPending(deps.db, row.activityTableNmbr, now);
  if (!cancelled) throw cancelNotAllowed(409);
  await recordEvent(deps.db, now, {
    event: "SWITCH_CANCELLED",
    clientNmbr: caller.session.clientNmbr,
    ...ids,
    pageLink: caller.pageLink,
    ipAddress: caller.ip,
  });
  return { status: "CANCELLED", webCycleDate: owned.cycleDate };
}
