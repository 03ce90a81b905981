import {
  type ActivityDetailsResponse,
  type ActivityHistoryResponse,
  type ActivityRecordVo,
  activeWindows,
  blockRefusing,
  type Calendar,
  type CancelTransactionResponse,
  type ContributionType,
  canCancel,
  dealingDateFor,
  directionFor,
  existingAssetsDisabledByGfc,
  FUND_SWITCH_TYPE,
  formatLongDate,
  fundBlocks,
  fundsProcessing,
  hkDateOf,
  type InstructionFundLineVo,
  type InstructionStatus,
  includesMoneyType,
  instructionStatus,
  LANGUAGES,
  type MoneyTypeFlags,
  mergeDuplicateLines,
  type OpenInstructionLine,
  offeredContributionTypes,
  type PercentLine,
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
  SWITCH_RULE_CODES,
  type SwitchBlock,
  type SwitchOptionsResponse,
  type SwitchValidationResult,
  storedContributionType,
  switchBlock,
  validateAllocation,
  validateSwitchIn,
  validateSwitchOut,
} from "@portal/domain";
import { messageDateTime, t } from "../../i18n/i18n.ts";
import type { JobQueueRepository } from "../../jobs/job-queue.repository.ts";
import { amountText, Dec, priceText, unitsText } from "../../lib/decimals.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { RunInTransaction } from "../../repositories.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { checkPin } from "../auth/step-up-pin.ts";
import type { DocumentsRepository } from "../documents/documents.repository.ts";
import { type NoticeText, recordNotice } from "../documents/documents.service.ts";
import { fitsIdColumn } from "../ownership/ownership.repository.ts";
import type { Caller, OwnedAccount } from "../ownership/ownership.service.ts";
import { productAndScheme, type ReferenceData, type ReferenceSource } from "../reference/reference-data.ts";
import {
  FINAL_STATUSES,
  type HoldingRow,
  type InstructionLineRow,
  type InstructionRow,
  SWITCHING_KINDS,
  type SwitchingRepository,
} from "./switching.repository.ts";

export interface SwitchingDeps extends AuthDeps {
  switching: SwitchingRepository;
  documents: DocumentsRepository;
  jobs: JobQueueRepository;
  reference: ReferenceSource;
  calendar: Calendar;
  transaction: RunInTransaction;
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
const RULE_MESSAGES: Readonly<Record<SwitchValidationResult, string>> = {
  "funds-exceeded": "You cannot select more than 19 funds.",
  "same-fund-switch-in": "A fund cannot be switched out and switched in at the same time.",
  [SWITCH_RULE_CODES.wholeNumbers]: "Percentages must be whole numbers. (No decimals are allowed)",
  [SWITCH_RULE_CODES.between1And100]: "Percentages must be between 1 and 100",
  [SWITCH_RULE_CODES.minimumPercent]: "Each fund chosen needs at least 5%.",
  [SWITCH_RULE_CODES.totalNot100]: "The allocation should be equal to 100%",
  [SWITCH_RULE_CODES.noFundSelected]: "Please choose at least one fund.",
  [SWITCH_RULE_CODES.fundNotHeld]: "A switch-out fund is not held in this contribution type.",
};

function ruleError(code: SwitchValidationResult): AppError {
  return new AppError(400, code, RULE_MESSAGES[code]);
}

// ---------------------------------------------------------------- the account and its switching state

/** What the switching calls need to know of an owned account. */
interface Account {
  owned: OwnedAccount;
  ref: ReferenceData;
  product: ReturnType<typeof productAndScheme>["product"];
  scheme: ReturnType<typeof productAndScheme>["scheme"];
  cutOffHours: number;
  /** The active funds the product offers, in fund-number order. */
  offered: number[];
}

async function accountOf(deps: SwitchingDeps, caller: Caller, clntRltnshpNmbr: number): Promise<Account> {
  const [owned, ref] = await Promise.all([caller.owned.account(clntRltnshpNmbr), deps.reference()]);
  const { product, scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);
  const offered = (ref.productFunds.get(product.productTypeNmbr) ?? []).filter(
    (inv) => ref.funds.get(inv)?.isActive === true,
  );
  return { owned, ref, product, scheme, cutOffHours: owned.contract.cutOffHours, offered };
}

/** The earlier of the account's and the contract's termination dates, if any. */
function terminationOf(owned: OwnedAccount): string | null {
  const dates = [owned.policy.terminationDate, owned.contract.terminationDate].filter(
    (d): d is string => d !== null,
  );
  return dates.length === 0 ? null : (dates.sort()[0] ?? null);
}

type HeldLine = HoldingRow & MoneyTypeFlags;
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
  /** Inside a transaction: one connection, so the queries go one after another, not at once. */
  oneConnection = false,
): Promise<SwitchState> {
  const { owned, ref, product, scheme } = account;
  const rel = owned.policy.clntRltnshpNmbr;
  const today = hkDateOf(now);
  const reads = [
    () => deps.switching.findHoldings(rel),
    () => deps.switching.findOpenInstructionLines(rel),
    () => deps.switching.findDirectionsInForce(rel, today),
  ] as const;
  const [held, open, directions] = oneConnection
    ? [await reads[0](), await reads[1](), await reads[2]()]
    : await Promise.all([reads[0](), reads[1](), reads[2]()]);
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

  // §4.4 (the domain's fundBlocks): which held or offered fund an open fund switch blocks, and why.
  const openLines: OpenInstructionLine[] = open.flatMap((i) =>
    i.invTypeNmbr !== null && i.tferTypeCd !== null && i.requestedRate !== null
      ? [
          {
            refNumber: i.referenceNmbr,
            kind: i.kind,
            tferTypeCd: i.tferTypeCd,
            invTypeNmbr: i.invTypeNmbr,
            requestedRate: i.requestedRate,
            transactionEffectiveDate: i.effectiveDate,
          },
        ]
      : [],
  );
  const candidates = [...new Set([...holdings.map((h) => h.invTypeNmbr), ...account.offered])].sort(
    (a, b) => a - b,
  );
  const blockedFunds: BlockedFund[] = fundBlocks(candidates, openLines, today);

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
    deps.switching.findLatestPrices(account.offered, owned.cycleDate),
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
    clntRltnshpNmbr: clntRltnshpNmbr,
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

function answerOf(row: InstructionRow): SubmitInstructionResponse {
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

/**
 * A request given again with its key: the first answer when it asks the same (a double click, a
 * retry), else 409 idempotency-key-reused and nothing changes (the key names one instruction).
 */
async function replayOf(
  repo: SwitchingRepository,
  input: SubmitInstructionRequest,
  row: InstructionRow,
): Promise<SubmitInstructionResponse> {
  if (!(await sameRequest(repo, input, row)))
    throw new AppError(
      409,
      "idempotency-key-reused",
      "This idempotency key was used for another instruction; make a new key for a new instruction.",
    );
  return answerOf(row);
}

async function sameRequest(
  repo: SwitchingRepository,
  input: SubmitInstructionRequest,
  row: InstructionRow,
): Promise<boolean> {
  if (
    row.kind !== input.kind ||
    row.clntRltnshpNmbr !== input.clntRltnshpNmbr ||
    row.contributionType !== input.contributionType
  )
    return false;
  const lines = await repo.findInstructionLines(row.activityTableNmbr);
  const stored = (tferTypeCd: number) =>
    lines
      .filter((l) => l.tferTypeCd === tferTypeCd)
      .map((l) => `${l.invTypeNmbr}:${new Dec(l.requestedRate).toFixed()}`)
      .sort();
  const asked = (side: readonly PercentLine[]) => {
    try {
      return side.map((l) => `${l.invTypeNmbr}:${rateOf(l.percent)}`).sort();
    } catch {
      return null; // not a number: not what was asked before
    }
  };
  const same = (a: string[] | null, b: string[]) => a !== null && a.join() === b.join();
  return input.kind === "FUND_SWITCH"
    ? same(asked(input.switchOut), stored(TFER_OUT)) && same(asked(input.switchIn), stored(TFER_IN))
    : same(asked(input.allocation), stored(TFER_IN));
}

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
  const notOffered = (lines: readonly PercentLine[]) => lines.some((l) => !offered.has(l.invTypeNmbr));
  // §4.4 (the domain's blockRefusing): any block refuses a switch-out line; a switch-in line only
  // when an incomplete instruction is on that fund itself (a linked fund's full switch-out does not).
  const refusal = (side: "out" | "in", lines: readonly PercentLine[]) =>
    lines.map((l) => blockRefusing(state.blockedFunds, side, l.invTypeNmbr)).find((b) => b !== null);
  const fundBlocked = (block: BlockedFund) =>
    new AppError(
      409,
      "fund-blocked",
      block.reason === "pending-full-switch-out"
        ? `Fund ${block.invTypeNmbr} cannot be switched out: instruction ${block.refNumber} switches out all of fund ${block.sourceInvTypeNmbr} on ${block.effectiveDate}.`
        : `Fund ${block.invTypeNmbr} cannot be switched: instruction ${block.refNumber} on it is not complete yet.`,
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
  const block = refusal("out", switchOut) ?? refusal("in", switchIn);
  if (block) throw fundBlocked(block);
  const fundsIn = switchIn.map((l) => account.ref.funds.get(l.invTypeNmbr));
  if (!input.auditorDeclaration && fundsIn.some((f) => f?.needsAuditorDeclaration))
    throw new AppError(
      400,
      "auditor-declaration-required",
      "Please confirm that you are not an auditor of the tracker fund.",
    );
  if (!input.indexConfirmation && fundsIn.some((f) => f?.needsIndexConfirmation))
    throw new AppError(
      400,
      "index-confirmation-required",
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
  const account = await accountOf(deps, caller, input.clntRltnshpNmbr);
  const clientNmbr = account.owned.policy.clientNmbr;
  const earlier = await deps.switching.findByIdempotencyKey(clientNmbr, input.idempotencyKey);
  if (earlier) return replayOf(deps.switching, input, earlier);

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

  let written: { row: InstructionRow; replay: boolean };
  try {
    written = await deps.transaction(async (tx) => {
      // Again under the account's lock: what a request with the same key, or another tab, wrote
      // meanwhile counts (a replay answers with it; a new instruction on its funds is refused).
      await tx.switching.lockAccount(input.clntRltnshpNmbr);
      const replayed = await tx.switching.findByIdempotencyKey(clientNmbr, input.idempotencyKey);
      if (replayed) {
        await replayOf(tx.switching, input, replayed);
        return { row: replayed, replay: true };
      }
      const lines = check(
        await switchState({ ...deps, switching: tx.switching }, caller, account, now, true),
      );
      const webCycleDate = (await tx.switching.findWebCycleDate()) ?? account.owned.cycleDate;
      const id = await tx.switching.nextInstructionId();
      const row = await tx.switching.insertInstruction(
        {
          activityTableNmbr: id,
          referenceNmbr: `${PREFIX[input.kind]}${String(id).padStart(8, "0")}`,
          clntRltnshpNmbr: input.clntRltnshpNmbr,
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
      await tx.accessLog.recordEvent(now, {
        event: "SWITCH_SUBMITTED",
        clientNmbr: caller.session.clientNmbr,
        policyId: input.clntRltnshpNmbr,
        contractId: account.owned.policy.contractNmbr,
        pageLink: caller.pageLink,
        ipAddress: caller.ip,
      });
      return { row, replay: false };
    });
  } catch (err) {
    // A concurrent request with the same key got there first: its answer is the answer.
    if (!isUniqueViolation(err)) throw err;
    const first = await deps.switching.findByIdempotencyKey(clientNmbr, input.idempotencyKey);
    if (!first) throw err;
    return replayOf(deps.switching, input, first);
  }
  if (!written.replay)
    await notifySubmitted(deps, account, written.row).catch((error: unknown) =>
      caller.log?.error({ error }, "switching confirmation not sent"),
    );
  return answerOf(written.row);
}

/**
 * The confirmation of a received instruction, in English and Chinese, to the e-mail on file, else
 * by SMS; kept as an e-notice on the documents page.
 */
async function notifySubmitted(deps: SwitchingDeps, account: Account, row: InstructionRow): Promise<void> {
  const email = await deps.auth.findEmail(row.clientNmbr);
  const to = email ?? (await deps.switching.findMobile(row.clientNmbr));
  if (!to) return;
  const kind = row.kind === "FUND_SWITCH" ? "FUND_SWITCH" : "FUTURE_ALLOCATION";
  const referenceNmbr = row.referenceNmbr;
  const notice: NoticeText = {
    kind: "INSTRUCTION_RECEIVED",
    title: (lang) => t(lang, "notices:instructionReceived.subject", { referenceNmbr }),
    body: (lang) =>
      t(lang, "notices:instructionReceived.body", {
        ...messageDateTime(row.actyInptAt, lang),
        instruction: t(lang, `notices:instructionReceived.kinds.${kind}`),
        referenceNmbr,
        dealingDate: formatLongDate(row.effectiveDate, lang),
        hotline: account.scheme.hotline,
      }),
  };
  await deps.notifier.send({
    channel: email ? "EMAIL" : "SMS",
    to,
    subject: LANGUAGES.map(notice.title).join(" / "),
    body: LANGUAGES.map(notice.body).join("\n\n"),
  });
  await recordNotice(deps, row.clientNmbr, notice, row.actyInptAt);
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
  row: InstructionRow,
  now: Date,
  cutOffHours: number,
  staff: boolean,
): ActivityRecordVo | null {
  const kind = row.kind as ActivityRecordVo["kind"];
  const fundType = kind === "FUND_SWITCH" ? FUND_SWITCH_TYPE : FUTURE_ALLOCATION_TYPE;
  const statusType: InstructionStatus | null = (FINAL_STATUSES as readonly string[]).includes(row.status)
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
    caller.owned.account(clntRltnshpNmbr),
    fitsIdColumn(clntRltnshpNmbr) ? deps.switching.findActivities(clntRltnshpNmbr) : [],
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
    fitsIdColumn(id) ? deps.switching.findInstruction(id) : undefined,
    fitsIdColumn(id) ? deps.switching.findInstructionLines(id) : [],
  ]);
  if (
    !row ||
    row.clntRltnshpNmbr !== clntRltnshpNmbr ||
    !(SWITCHING_KINDS as readonly string[]).includes(row.kind) ||
    row.referenceNmbr.slice(2) !== referenceNmbr
  )
    return caller.owned.refuse({ policyId: clntRltnshpNmbr });
  const activity = activityOf(row, deps.clock.now(), account.cutOffHours, caller.session.kind === "STAFF");
  if (!activity) throw notFound();

  const decimals = account.scheme.unitPriceDecimals;
  const fundLines = (side: InstructionLineRow[]): InstructionFundLineVo[] => {
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
  query: { clntRltnshpNmbr: number; contractNmbr: number; processorID: string; activityIds: number },
): Promise<CancelTransactionResponse> {
  const ids = { policyId: query.clntRltnshpNmbr, contractId: query.contractNmbr };
  const [owned, row] = await Promise.all([
    caller.owned.account(query.clntRltnshpNmbr),
    fitsIdColumn(query.activityIds) ? deps.switching.findInstruction(query.activityIds) : undefined,
  ]);
  if (
    !row ||
    row.clntRltnshpNmbr !== query.clntRltnshpNmbr ||
    row.processorId !== query.processorID ||
    !(SWITCHING_KINDS as readonly string[]).includes(row.kind)
  )
    return caller.owned.refuse(ids);
  const now = deps.clock.now();
  const shown = activityOf(row, now, owned.contract.cutOffHours, caller.session.kind === "STAFF");
  if (!shown?.cancellable) throw cancelNotAllowed(403);
  const cancelled = await deps.switching.cancelPending(row.activityTableNmbr, now);
  if (!cancelled) throw cancelNotAllowed(409);
  await deps.accessLog.recordEvent(now, {
    event: "SWITCH_CANCELLED",
    clientNmbr: caller.session.clientNmbr,
    ...ids,
    pageLink: caller.pageLink,
    ipAddress: caller.ip,
  });
  return { status: "CANCELLED", webCycleDate: owned.cycleDate };
}
