import {
  CONTRIBUTION_TYPES,
  type ContributionType,
  RISK_FILTER_CODES,
  type RiskFilterCode,
} from "@portal/domain";

/**
 * The wizard's draft (part 2 §2.7): where the member is and what they have chosen, kept in
 * sessionStorage so a reload of /fundSwitch comes back to the same step. Nothing secret is in it:
 * the PIN is typed on the confirmation step and sent at once, never stored. Logout and expiry clear
 * every "harbour-portal.*" key; a successful submit clears it here.
 *
 * /fundSwitch is a "reset page" (§2.1): the draft belongs to one visit of the page, told by the
 * router's location key (kept by the browser across a reload and Back/Forward, new for every fresh
 * navigation to the page), so coming to the page again from the menu starts a new instruction.
 */
export const DRAFT_KEY = "harbour-portal.fundSwitch";

/**
 * The steps of §2.7 this page shows (smpSwitchOut/SMPswitchIn are the same screens here).
 * fundsProcessing is the block page of the existing-assets path when a transfer or withdrawal is
 * being processed: shown after the contribution type, in place of the steps that follow.
 */
export const STEPS = [
  "assetTypes",
  "contributionTypes",
  "fundsProcessing",
  "switchOut",
  "switchIn",
  "confirmation",
  "transaction",
  "futureContributionTypes",
  "futureAssetTypes",
  "futureConfirmation",
  "futureTransaction",
] as const;
export type Step = (typeof STEPS)[number];

export type WizardPath = "existing" | "future";

/** Every step a draft of each path can be at, in order. */
export const PATH_STEPS: Readonly<Record<WizardPath, readonly Step[]>> = {
  existing: [
    "assetTypes",
    "contributionTypes",
    "fundsProcessing",
    "switchOut",
    "switchIn",
    "confirmation",
    "transaction",
  ],
  future: [
    "assetTypes",
    "futureContributionTypes",
    "futureAssetTypes",
    "futureConfirmation",
    "futureTransaction",
  ],
};

/**
 * The steps of a path as the member meets them (the step trail and the Back buttons follow them):
 * while funds are being processed (§2.7 fundsprocessing, §4.4) the existing-assets path ends at the
 * block page after the contribution type; otherwise it has no such step.
 */
export function pathSteps(path: WizardPath, fundsProcessing: boolean): readonly Step[] {
  if (path === "future") return PATH_STEPS.future;
  return fundsProcessing
    ? PATH_STEPS.existing.slice(0, PATH_STEPS.existing.indexOf("fundsProcessing") + 1)
    : PATH_STEPS.existing.filter((step) => step !== "fundsProcessing");
}

/** The last step of each path: the instruction has been accepted; nothing to go back to. */
export function isAcceptedStep(step: Step): boolean {
  return step === "transaction" || step === "futureTransaction";
}

/** How much of one held fund is switched out: all of it, or a typed percentage. */
export interface SwitchOutChoice {
  mode: "all" | "percent";
  /** The typed percentage (mode "percent"); kept when the member flips to "all" and back. */
  percent: string;
}

export type IndexAnswer = "yes" | "no";

/** What the switch-in step holds: the percentages as typed, the risk filter and the declarations. */
export interface SwitchInState {
  /** Switch-in percentages as typed, by fund number. */
  entries: Record<string, string>;
  riskFilter: RiskFilterCode;
  /** "I am not an auditor of the tracker fund" (§2.7). */
  auditorDeclaration: boolean;
  /** The yes/no of each index-tracking fund asked about (§2.7), by fund number. */
  indexAnswers: Record<string, IndexAnswer>;
}

export const EMPTY_SWITCH_IN: SwitchInState = {
  entries: {},
  riskFilter: 0,
  auditorDeclaration: false,
  indexAnswers: {},
};

export interface FundSwitchDraft {
  clntRltnshpNmbr: number;
  /** The router's location key of the visit the draft belongs to. */
  locationKey: string;
  step: Step;
  path: WizardPath | null;
  contributionType: ContributionType | null;
  /** Switch-out choices by fund number; funds without one are not switched. */
  switchOut: Record<string, SwitchOutChoice>;
  switchIn: SwitchInState;
  /** Future-contribution allocation percentages as typed, by fund number. */
  allocation: Record<string, string>;
  /** Made when the confirmation step opens; the same for every try of that instruction. */
  idempotencyKey: string | null;
}

/** The choices and entries of a draft: what a new draft starts without, and a change of path or contribution type throws away. */
export const NO_ENTRIES = {
  contributionType: null,
  switchOut: {},
  switchIn: EMPTY_SWITCH_IN,
  allocation: {},
  idempotencyKey: null,
} satisfies Partial<FundSwitchDraft>;

/**
 * The entries a new draft starts with, and a change of path or contribution type goes back to:
 * none, or an allocation the page was opened with (a link's "?to=", already checked) as both the
 * switch-in and the future-allocation percentages.
 */
export function startingEntries(prefill: Readonly<Record<string, string>> | null = null) {
  if (!prefill) return NO_ENTRIES;
  return {
    ...NO_ENTRIES,
    switchIn: { ...EMPTY_SWITCH_IN, entries: { ...prefill } },
    allocation: { ...prefill },
  } satisfies Partial<FundSwitchDraft>;
}

export function emptyDraft(
  clntRltnshpNmbr: number,
  locationKey: string,
  prefill: Readonly<Record<string, string>> | null = null,
): FundSwitchDraft {
  return { clntRltnshpNmbr, locationKey, step: "assetTypes", path: null, ...startingEntries(prefill) };
}

function oneOf<T>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A record keyed by fund number whose values pass `parse`; anything else is dropped. */
function fundRecord<T>(value: unknown, parse: (entry: unknown) => T | undefined): Record<string, T> {
  if (!isRecord(value)) return {};
  const result: Record<string, T> = {};
  for (const [key, entry] of Object.entries(value)) {
    const parsed = parse(entry);
    if (/^\d{1,9}$/.test(key) && parsed !== undefined) result[key] = parsed;
  }
  return result;
}

const text = (value: unknown) => (typeof value === "string" && value.length <= 10 ? value : undefined);

function parseChoice(value: unknown): SwitchOutChoice | undefined {
  if (!isRecord(value)) return undefined;
  const mode = oneOf(["all", "percent"] as const, value.mode);
  const percent = text(value.percent);
  return mode && percent !== undefined ? { mode, percent } : undefined;
}

function parseSwitchIn(value: unknown): SwitchInState {
  if (!isRecord(value)) return EMPTY_SWITCH_IN;
  return {
    entries: fundRecord(value.entries, text),
    riskFilter: oneOf(RISK_FILTER_CODES, value.riskFilter) ?? 0,
    auditorDeclaration: value.auditorDeclaration === true,
    indexAnswers: fundRecord(value.indexAnswers, (answer) => oneOf(["yes", "no"] as const, answer)),
  };
}

/** Reads a stored draft, dropping anything malformed (null when unusable). */
export function parseDraft(raw: string | null): FundSwitchDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const step = oneOf(STEPS, data.step);
  if (!step || isAcceptedStep(step)) return null;
  if (!Number.isInteger(data.clntRltnshpNmbr) || typeof data.locationKey !== "string") return null;
  const path = oneOf(["existing", "future"] as const, data.path) ?? null;
  if (step !== "assetTypes" && (path === null || !PATH_STEPS[path].includes(step))) return null;
  const key = data.idempotencyKey;
  return {
    clntRltnshpNmbr: data.clntRltnshpNmbr as number,
    locationKey: data.locationKey,
    step,
    path,
    contributionType: oneOf(CONTRIBUTION_TYPES, data.contributionType) ?? null,
    switchOut: fundRecord(data.switchOut, parseChoice),
    switchIn: parseSwitchIn(data.switchIn),
    allocation: fundRecord(data.allocation, text),
    idempotencyKey: typeof key === "string" && /^[0-9a-f-]{36}$/i.test(key) ? key : null,
  };
}

/** The stored draft of this account and this visit of the page, or null. */
export function readDraft(clntRltnshpNmbr: number, locationKey: string): FundSwitchDraft | null {
  let draft: FundSwitchDraft | null;
  try {
    draft = parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
  if (!draft || draft.clntRltnshpNmbr !== clntRltnshpNmbr || draft.locationKey !== locationKey) return null;
  return draft;
}

export function writeDraft(draft: FundSwitchDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused: the wizard still works, it just does not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to forget
  }
}

/** A random (v4) UUID; crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
