import {
  addDays,
  addMonths,
  DEFAULT_CUT_OFF_HOURS,
  expectedDealingDate,
  hkDateOf,
  hkInstant,
  type IsoDate,
  maskGovtId,
  smsRegistrationAllowed,
} from "@portal/domain";
import { isDealingDay, nextDealingDay, previousDealingDay } from "@portal/domain/dealing-days";
import Decimal from "decimal.js";
import type { BulkRows, Cell, Columns, RowSink } from "../db/bulk-insert.ts";
import type { Db } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import { DEMO_ID_DIGEST_KEY, type IdDigest, idDigester } from "../lib/id-digest.ts";
import { hashPin } from "../lib/pin-hash.ts";
import {
  emptyRows,
  type IdCounters,
  pushInstruction,
  pushInstructionLine,
  type SimulationRows,
  simulateAccount,
} from "./account-simulation.ts";
import { seedDemoNotices } from "./demo-notices.ts";
import {
  DEMO_FUNDS,
  type DemoFund,
  FEE_TIER_BOUNDS,
  fundExpenseRatioOf,
  MANAGERS,
  riskLevelOf,
} from "./fund-catalogue.ts";
import { seedPersonaExtras } from "./persona-extras.ts";
import { DEMO_CONTRACTS, DEMO_PIN, PERSONAS, type Persona, type PersonaAccount } from "./personas.ts";
import { generatePrices, indexLevelsFrom } from "./prices.ts";
import {
  ACCOUNT_TYPES,
  ACTIVITY_TYPES,
  ATTR,
  COUNTRIES,
  MEMBER_CLASSES,
  MONEY_TYPES,
  PRODUCTS,
  SCHEMES,
} from "./reference-data.ts";
import {
  createSeedRepository,
  type FundFeeTierInsert,
  type SeedRepository,
  type SeedRunRow,
} from "./seed.repository.ts";
import { SyntheticSimulator, syntheticMember, syntheticStart } from "./synthetic-members.ts";

/** An index tracked by a demo fund starts at this level on the fund's first day. */
const INDEX_BASE_LEVEL = "10000";

export const DEMO_SEED = 20_260_101;
const FIRST_RELATIONSHIP_NMBR = 50_000_001;
/** Synthetic members generated, then inserted, together (one COPY or a few inserts per table). */
const DEFAULT_BATCH_SIZE = 2_000;

export interface SeedOptions {
  clock: Clock;
  /** Synthetic members to add beside the personas (for scale). */
  members?: number;
  /** Synthetic members per batch (default 2,000). */
  batchSize?: number;
  /** Told what has been written, as it goes (the CLI prints it with the time taken). */
  log?: (message: string) => void;
  /** How ID numbers are stored (default: the demo key's digest, as a demo-mode server reads them). */
  idDigest?: IdDigest;
}

export interface SeedResult {
  created: boolean;
  summary: string;
  /** Digest of the reference data and the personas (seed-checksum.ts), taken before any synthetic member. */
  checksum: string;
  /** Rows written per table (empty when nothing was seeded). */
  counts: Record<string, number>;
}

/** The cycle date the seed prices up to: the last dealing day before today (Hong Kong). */
export function seedCycleDate(now: Date): IsoDate {
  return previousDealingDay(hkDateOf(now));
}

/** What every part of the seed shares: the clock's instants, prices, id counters and row counts. */
interface SeedContext {
  repo: SeedRepository;
  now: Date;
  cycleDate: IsoDate;
  pinHash: string;
  idDigest: IdDigest;
  priceOf: (inv: number, date: IsoDate) => string;
  isGuaranteed: (inv: number) => boolean;
  ids: IdCounters;
  rel: { next: number };
  counts: Record<string, number>;
}

/**
 * Seeds the demo provider: reference data, funds with daily prices, the personas and any
 * synthetic members. Deterministic for a given clock; idempotent (a seeded database is left
 * alone: the seed_runs row is written last); all in one transaction, so an interruption or a
 * failure leaves nothing half-written and the next run starts again from an empty database.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const done = await createSeedRepository(db).findSeedRun("demo");
  if (done) return { created: false, summary: "already seeded", checksum: done.checksum, counts: {} };

  const now = options.clock.now();
  const cycleDate = seedCycleDate(now);
  const pinHash = await hashPin(DEMO_PIN);
  const members = options.members ?? 0;
  let summary = "";
  let checksum = "";
  const counts: Record<string, number> = {};

  let seededMeanwhile: SeedRunRow | undefined;
  await db.transaction(async (tx) => {
    const repo = createSeedRepository(tx);
    // Another instance started at the same moment may have seeded while this one waited.
    await repo.lockSeeding();
    seededMeanwhile = await repo.findSeedRun("demo");
    if (seededMeanwhile) return;
    await insertReferenceData(repo);
    const prices = await insertFunds(repo, cycleDate);
    counts.funds = DEMO_FUNDS.length;
    counts.unit_prices = [...prices.values()].reduce((n, byDate) => n + byDate.size, 0);
    await repo.insertContracts(DEMO_CONTRACTS);

    const guaranteed = new Set(DEMO_FUNDS.filter((f) => f.guaranteeCode).map((f) => f.invTypeNmbr));
    const ctx: SeedContext = {
      repo,
      now,
      cycleDate,
      pinHash,
      idDigest: options.idDigest ?? idDigester(DEMO_ID_DIGEST_KEY),
      priceOf: (inv, date) => {
        const p = prices.get(inv)?.get(date);
        if (!p) throw new Error(`demo data: fund ${inv} has no price on ${date}`);
        return p;
      },
      isGuaranteed: (inv) => guaranteed.has(inv),
      ids: { contribution: 0, direction: 0, instruction: 0 },
      rel: { next: FIRST_RELATIONSHIP_NMBR },
      counts,
    };

    options.log?.(`reference data, ${DEMO_FUNDS.length} funds and ${counts.unit_prices} unit prices written`);
    await insertPersonas(ctx);
    // What the account pages need to show beyond the personas' plans: merger remarks, a filtered-out policy.
    await seedPersonaExtras(tx);
    await seedDemoNotices(tx, cycleDate);
    options.log?.(`${PERSONAS.length} personas written`);
    await repo.insertCycleDate({ dateTypeCd: "WEB", cycleDate, updatedAt: now });
    checksum = (await repo.checksum()).digest;
    if (members > 0) await insertSyntheticMembers(ctx, members, options);
    await repo.resetSequences(EXPLICIT_SERIALS);

    summary = `${PERSONAS.length + members} members, ${ctx.rel.next - FIRST_RELATIONSHIP_NMBR} accounts, ${DEMO_FUNDS.length} funds, ${counts.unit_prices} prices, ${counts.transactions ?? 0} transactions, cycle date ${cycleDate}`;
    await repo.recordSeedRun({ name: "demo", seed: DEMO_SEED, checksum, finishedAt: now });
  });
  if (seededMeanwhile)
    return {
      created: false,
      summary: "seeded by another instance",
      checksum: seededMeanwhile.checksum,
      counts: {},
    };
  return { created: true, summary, checksum, counts };
}

/** The personas, in their order: people, accounts and their simulated history. */
async function insertPersonas(ctx: SeedContext): Promise<void> {
  const people = emptyPeopleRows();
  const rows = emptyRows();
  const stamps = instants(ctx.now);
  const schemeCurrency = new Map(SCHEMES.map((s) => [s.code, s.currency]));
  for (const person of PERSONAS) {
    addPerson(people, person, ctx, stamps);
    const rels: number[] = [];
    for (const account of person.accounts) {
      const clntRltnshpNmbr = ctx.rel.next++;
      rels.push(clntRltnshpNmbr);
      addPolicy(people, clntRltnshpNmbr, person.clientNmbr, account);
      simulateAccount(
        {
          ...account.plan,
          clntRltnshpNmbr,
          clientNmbr: person.clientNmbr,
          currency: schemeCurrency.get(person.schemeCode) ?? "HKD",
        },
        ctx.cycleDate,
        ctx.priceOf,
        ctx.isGuaranteed,
        ctx.ids,
        rows,
      );
    }
    if (person.pendingSwitch) {
      const r = rels[person.pendingSwitch.accountIndex];
      if (r === undefined)
        throw new Error(`demo data: ${person.key} has no account ${person.pendingSwitch.accountIndex}`);
      addPendingSwitch(rows, ctx.ids, r, person, ctx.now);
    }
    if (person.pendingWithdrawal) {
      const r = rels[person.pendingWithdrawal.accountIndex];
      if (r === undefined)
        throw new Error(`demo data: ${person.key} has no account ${person.pendingWithdrawal.accountIndex}`);
      addPendingWithdrawal(rows, ctx.ids, r, person, ctx.now);
    }
  }
  await insertPeople(ctx, people);
  await insertSimulation(ctx, rows);
}

/**
 * Synthetic members, in batches: each batch's rows are generated while the previous batch is
 * being inserted, so the generator and the database work at the same time. Member i's ids
 * (relationship number, contributions, direction) follow from i and from where the personas' end.
 * The history tables' foreign keys, and the indexes of the three largest, are dropped for the
 * load and put back (so built and checked) after it, in the same transaction (see withoutKeys).
 */
async function insertSyntheticMembers(ctx: SeedContext, count: number, options: SeedOptions): Promise<void> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const start = syntheticStart(ctx.cycleDate);
  const simulator = new SyntheticSimulator(start, ctx.cycleDate, ctx.priceOf, ctx.isGuaranteed);
  const stamps = instants(ctx.now);
  const directionInstant = hkInstant(addDays(start, -1), 10).toISOString();
  const reportEvery = Math.max(batchSize, Math.ceil(count / 10));

  // Rows are encoded as they are generated (see BulkRows), so each batch holds text, not row arrays.
  const build = async (from: number, to: number) => {
    const people = peopleSinks(ctx.repo);
    const rows = simulationSinks(ctx.repo);
    for (let i = from; i <= to; i++) {
      const person = syntheticMember(i, DEMO_SEED, ctx.cycleDate);
      addPerson(people, person, ctx, stamps);
      const [account] = person.accounts;
      if (!account) throw new Error(`demo data: synthetic member ${i} has no account`);
      const clntRltnshpNmbr = ctx.rel.next++;
      addPolicy(people, clntRltnshpNmbr, person.clientNmbr, account);
      simulator.simulate(
        { ...account.plan, clntRltnshpNmbr, clientNmbr: person.clientNmbr, currency: "HKD" },
        directionInstant,
        ctx.ids,
        rows,
      );
      // Now and then, let the driver send the previous batch's next table.
      if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return [...Object.values(people), ...Object.values(rows)];
  };

  await ctx.repo.withoutKeys(SIMULATION_TABLES, UNINDEXED_LOAD_TABLES, async () => {
    let inFlight: Promise<void> = Promise.resolve();
    for (let from = 1; from <= count; from += batchSize) {
      const to = Math.min(count, from + batchSize - 1);
      const batch = await build(from, to);
      await inFlight;
      if (from > 1 && (from - 1) % reportEvery < batchSize)
        options.log?.(`synthetic members: ${from - 1} of ${count} written`);
      inFlight = (async () => {
        for (const bulk of batch) await countInserted(ctx, bulk);
      })();
      inFlight.catch(() => undefined); // awaited below; this only keeps it from counting as unhandled meanwhile
    }
    await inFlight;
    options.log?.(
      `synthetic members: ${count} of ${count} written; building the indexes and checking the foreign keys`,
    );
  });
  options.log?.("indexes built and foreign keys checked; analyzing the tables");
  await ctx.repo.analyze([...PEOPLE_TABLES, ...SIMULATION_TABLES]);
}

/**
 * The tables most rows go to: loaded without their indexes, which are built afterwards (see
 * SeedRepository.withoutKeys).
 */
const UNINDEXED_LOAD_TABLES = ["contributions", "contribution_lines", "transactions"];

async function insertReferenceData(repo: SeedRepository): Promise<void> {
  await repo.insertReferenceData({
    schemes: [...SCHEMES],
    products: [...PRODUCTS],
    accountTypes: [...ACCOUNT_TYPES],
    memberClasses: [...MEMBER_CLASSES],
    moneyTypes: [...MONEY_TYPES],
    activityTypes: [...ACTIVITY_TYPES],
    countries: COUNTRIES.map((c) => ({ ...c, hidden: c.hidden ?? false })),
    productCustomFields: [
      { productTypeNmbr: 112, cstmAttrNm: "ESTATEMENT_ATTR", cstmAttrTxt: "255" },
      { productTypeNmbr: 129, cstmAttrNm: "ESTATEMENT_ATTR", cstmAttrTxt: "256" },
      { productTypeNmbr: 130, cstmAttrNm: "ESTATEMENT_ATTR", cstmAttrTxt: "257" },
    ],
  });
}

function inceptionOf(fund: DemoFund, cycleDate: IsoDate): IsoDate {
  if (fund.inception !== "recent") return fund.inception;
  const d = addMonths(cycleDate, -4);
  return isDealingDay(d) ? d : nextDealingDay(d);
}

/** Funds, which products offer them, fee tiers and daily prices; returns the prices by fund and date. */
async function insertFunds(
  repo: SeedRepository,
  cycleDate: IsoDate,
): Promise<Map<number, Map<IsoDate, string>>> {
  const decimals = new Map(SCHEMES.map((s) => [s.code, s.unitPriceDecimals]));
  const prices = new Map<number, Map<IsoDate, string>>();
  const priceRows: (string | number)[][] = [];
  const indexRows: string[][] = [];
  const indexed = new Set<string>();
  for (const f of DEMO_FUNDS) {
    const inceptionDate = inceptionOf(f, cycleDate);
    const manager = MANAGERS[f.manager];
    const tiers: FundFeeTierInsert[] = f.tiered
      ? FEE_TIER_BOUNDS.map((min, i) => ({
          invTypeNmbr: f.invTypeNmbr,
          tierNmbr: i + 1,
          minBalance: min,
          maxBalance: FEE_TIER_BOUNDS[i + 1] ?? null,
          ratePct: new Decimal(f.managementFeePct).minus(new Decimal("0.05").times(i)).toFixed(2),
        }))
      : [];
    await repo.insertFund(
      {
        invTypeNmbr: f.invTypeNmbr,
        schemeCode: f.schemeCode,
        invTypeNm: f.invTypeNm,
        legalNm: f.legalNm,
        othLegalNm: f.othLegalNm,
        category: f.category,
        riskClass: f.riskClass,
        riskLevel: riskLevelOf(f.riskClass),
        currency: f.currency,
        inceptionDate,
        investmentManagerEn: manager.en,
        investmentManagerZh: manager.zh,
        managementFeePct: f.managementFeePct,
        fundExpenseRatioPct: fundExpenseRatioOf(f),
        guaranteeCode: f.guaranteeCode ?? null,
        indexName: f.indexName ?? null,
        isNew: f.isNew ?? false,
        needsAuditorDeclaration: f.needsAuditorDeclaration ?? false,
        needsIndexConfirmation: f.needsIndexConfirmation ?? false,
      },
      f.products.map((p) => ({ productTypeNmbr: p, invTypeNmbr: f.invTypeNmbr })),
      tiers,
    );
    const series = generatePrices(f, inceptionDate, cycleDate, decimals.get(f.schemeCode) ?? 4);
    const byDate = new Map<IsoDate, string>();
    for (const p of series) {
      byDate.set(p.date, p.price);
      priceRows.push([f.invTypeNmbr, p.date, p.price]);
    }
    prices.set(f.invTypeNmbr, byDate);
    // An index's levels come from the first fund (in catalogue order) that tracks it.
    if (f.indexName && !indexed.has(f.indexName)) {
      indexed.add(f.indexName);
      for (const l of indexLevelsFrom(series, f.managementFeePct, INDEX_BASE_LEVEL))
        indexRows.push([f.indexName, l.date, l.price]);
    }
  }
  await repo.bulkInsert(
    "index_levels",
    [
      ["index_name", "text"],
      ["level_date", "date"],
      ["level", "numeric"],
    ],
    indexRows,
  );
  await repo.bulkInsert(
    "unit_prices",
    [
      ["inv_type_nmbr", "int"],
      ["price_date", "date"],
      ["unit_price", "numeric"],
    ],
    priceRows,
  );
  return prices;
}

/** The instants every person's rows share, worked out once (time-zone arithmetic is slow). */
interface Instants {
  now: string;
  lastLogin: string;
  lockedAt: string;
}

function instants(now: Date): Instants {
  const today = hkDateOf(now);
  return {
    now: now.toISOString(),
    lastLogin: hkInstant(addDays(today, -3), 20, 15).toISOString(),
    lockedAt: hkInstant(addDays(today, -1), 9).toISOString(),
  };
}

/** Rows of the people tables, in the column order of PEOPLE_COLUMNS. */
type PeopleTable = keyof typeof PEOPLE_COLUMNS;
type PeopleRows = Record<PeopleTable, Cell[][]>;

const PEOPLE_COLUMNS = {
  clients: [
    ["client_nmbr", "int"],
    ["login_id", "text"],
    ["scheme_code", "text"],
    ["govt_id", "text"],
    ["govt_id_type", "text"],
    ["govt_id_masked", "text"],
    ["first_name", "text"],
    ["primary_last_name", "text"],
    ["secondary_last_name", "text"],
    ["preferred_nm", "text"],
    ["birth_date", "date"],
    ["place_of_birth", "text"],
    ["place_of_birth_zh", "text"],
    ["nationality", "text"],
    ["nationality_zh", "text"],
    ["related_client_nmbr", "int"],
    ["last_login_at", "timestamptz"],
    ["created_at", "timestamptz"],
  ],
  client_addresses: [
    ["client_nmbr", "int"],
    ["address_type_nmbr", "int"],
    ["address_pltc_jrsd_nmbr", "int"],
    ["address_location_nm", "text"],
    ["city_nm", "text"],
    ["lang_pref", "text"],
    ["lines", "text[]"],
    ["updated_at", "timestamptz"],
  ],
  client_phones: [
    ["client_nmbr", "int"],
    ["phone_type_cd", "int"],
    ["phone_txt", "text"],
    ["phone_pltc_jrsd_nmbr", "int"],
    ["updated_at", "timestamptz"],
  ],
  client_custom_data: [
    ["client_nmbr", "int"],
    ["cstm_attr_cd", "int"],
    ["cstm_attr_nm", "text"],
    ["cstm_attr_txt", "text"],
    ["efctv_dt", "date"],
    ["chg_dt", "timestamptz"],
  ],
  credentials: [
    ["client_nmbr", "int"],
    ["pin_hash", "text"],
    ["must_change_pin", "bool"],
    ["failed_attempts", "int"],
    ["locked_at", "timestamptz"],
  ],
  mfa_factors: [
    ["client_nmbr", "int"],
    ["channel", "text"],
    ["destination", "text"],
    ["verified_at", "timestamptz"],
    ["created_at", "timestamptz"],
  ],
  policies: [
    ["clnt_rltnshp_nmbr", "int"],
    ["client_nmbr", "int"],
    ["contract_nmbr", "int"],
    ["account_type_code", "text"],
    ["member_class_nmbr", "int"],
    ["policy_number", "text"],
    ["effective_date", "date"],
    ["termination_date", "date"],
    ["joined_plan_date", "date"],
    ["joined_scheme_date", "date"],
    ["employment_date", "date"],
    ["max_age", "smallint"],
    ["business_unit_nmbr", "int"],
  ],
  policy_history: [
    ["clnt_rltnshp_nmbr", "int"],
    ["plan_name", "text"],
    ["plan_name_zh", "text"],
    ["member_class_nmbr", "int"],
    ["effective_date", "date"],
  ],
} satisfies Record<string, Columns>;

/** The people tables, in an order their foreign keys allow. */
const PEOPLE_TABLES = Object.keys(PEOPLE_COLUMNS) as PeopleTable[];

function emptyPeopleRows(): PeopleRows {
  return Object.fromEntries(PEOPLE_TABLES.map((table) => [table, []])) as unknown as PeopleRows;
}

/** BulkRows for the people tables, in PEOPLE_TABLES order. */
function peopleSinks(repo: SeedRepository): Record<PeopleTable, BulkRows> {
  return Object.fromEntries(
    PEOPLE_TABLES.map((table) => [table, repo.bulkRows(table, PEOPLE_COLUMNS[table])]),
  ) as Record<PeopleTable, BulkRows>;
}

/** A person's client, address, phones, custom data, and (unless they cannot log in) PIN and OTP factors. */
function addPerson(
  out: Record<PeopleTable, RowSink>,
  p: Persona,
  { pinHash, idDigest }: Pick<SeedContext, "pinHash" | "idDigest">,
  at: Instants,
): void {
  out.clients.push([
    p.clientNmbr,
    p.loginId,
    p.schemeCode,
    idDigest(p.govtId),
    p.govtIdType,
    maskGovtId(p.govtId, p.govtIdType),
    p.firstName,
    p.lastName,
    p.chineseName,
    null,
    p.birthDate,
    p.placeOfBirth,
    p.placeOfBirthZh,
    p.nationality,
    p.nationalityZh,
    p.relatedClientNmbr ?? null,
    // Never logged in: a first-time login, or no login at all (P8's related client).
    p.mustChangePin || p.noLogin ? null : at.lastLogin,
    at.now,
  ]);
  out.client_addresses.push([
    p.clientNmbr,
    1,
    p.address.pltcJrsdNmbr,
    p.address.locationNm,
    p.address.cityNm,
    p.address.langPref,
    p.address.lines,
    at.now,
  ]);
  if (p.mobile) out.client_phones.push([p.clientNmbr, 100, p.mobile.number, p.mobile.pltcJrsdNmbr, at.now]);
  if (p.home) out.client_phones.push([p.clientNmbr, 102, p.home, 100, at.now]);
  if (p.office) out.client_phones.push([p.clientNmbr, 109, p.office, 100, at.now]);

  const attr = (a: { cd: number; nm: string }, text: string) =>
    out.client_custom_data.push([p.clientNmbr, a.cd, a.nm, text, "2020-01-01", at.now]);
  attr(ATTR.email, p.email ?? "XX");
  // The SMS e-channel only where the portal would allow registering it (an HK mobile): P11's
  // non-HK mobile still receives its one-time passwords, not the e-channel.
  attr(ATTR.smsUser, p.mobile && smsRegistrationAllowed(p.mobile.number, p.mobile.pltcJrsdNmbr) ? "Y" : "N");
  attr(ATTR.smsLanguage, p.smsLanguage);
  attr(ATTR.citizenship, p.nationality);
  if (p.usDeclared) attr(ATTR.usDeclaration, "N");
  if (p.schemeCode === "S800") attr(ATTR.estatementS800, p.email ? "Y" : "N");

  if (p.noLogin) return;
  out.credentials.push([
    p.clientNmbr,
    pinHash,
    p.mustChangePin ?? false,
    p.locked ? 5 : 0,
    p.locked ? at.lockedAt : null,
  ]);
  if (p.mobile) out.mfa_factors.push([p.clientNmbr, "SMS", p.mobile.number, at.now, at.now]);
  if (p.email) out.mfa_factors.push([p.clientNmbr, "EMAIL", p.email, at.now, at.now]);
}

const CONTRACTS = new Map(DEMO_CONTRACTS.map((c) => [c.contractNmbr, c]));
const PRODUCTS_BY_NMBR = new Map<number, (typeof PRODUCTS)[number]>(
  PRODUCTS.map((p) => [p.productTypeNmbr, p]),
);

/** An account's policy and its first policy-history row. */
function addPolicy(
  out: Record<PeopleTable, RowSink>,
  clntRltnshpNmbr: number,
  clientNmbr: number,
  account: PersonaAccount,
): void {
  const contract = CONTRACTS.get(account.contractNmbr);
  const product = contract && PRODUCTS_BY_NMBR.get(contract.productTypeNmbr);
  if (!contract || !product) throw new Error(`demo data: unknown contract ${account.contractNmbr}`);
  const start = account.plan.start;
  out.policies.push([
    clntRltnshpNmbr,
    clientNmbr,
    contract.contractNmbr,
    account.accountTypeCode,
    account.memberClassNmbr,
    `${product.contractPrefix}${clntRltnshpNmbr}`,
    start,
    account.terminationDate ?? null,
    start,
    start,
    account.accountTypeCode === "EE" || account.accountTypeCode === "ER" ? start : null,
    account.maxAge ?? 0,
    1,
  ]);
  out.policy_history.push([
    clntRltnshpNmbr,
    contract.planName,
    contract.planNameZh,
    account.memberClassNmbr,
    start,
  ]);
}

async function insertPeople(ctx: SeedContext, rows: PeopleRows): Promise<void> {
  for (const table of PEOPLE_TABLES) await insertCounted(ctx, table, PEOPLE_COLUMNS[table], rows[table]);
}

async function insertCounted(
  ctx: SeedContext,
  table: string,
  columns: Columns,
  rows: Cell[][],
): Promise<void> {
  ctx.counts[table] = (ctx.counts[table] ?? 0) + (await ctx.repo.bulkInsert(table, columns, rows));
}

async function countInserted(ctx: SeedContext, bulk: BulkRows): Promise<void> {
  ctx.counts[bulk.table] = (ctx.counts[bulk.table] ?? 0) + (await bulk.insert());
}

/** A fund switch submitted an hour before `now`, priced at the next dealing cut-off: shows as Pending. */
function addPendingSwitch(rows: SimulationRows, ids: IdCounters, rel: number, p: Persona, now: Date): void {
  const s = p.pendingSwitch;
  if (!s) return;
  const input = new Date(now.getTime() - 60 * 60 * 1000);
  const id = ++ids.instruction;
  pushInstruction(rows, {
    id,
    prefix: "IW",
    rel,
    clientNmbr: p.clientNmbr,
    kind: "FUND_SWITCH",
    status: "PENDING",
    actyStatusNm: "PENDING FOR NIGHTLY BATCH",
    channel: "INTERNET",
    inputAt: input,
    effectiveDate: expectedDealingDate(input, DEFAULT_CUT_OFF_HOURS),
    processorId: "WEB",
    completedAt: null,
  });
  pushInstructionLine(rows, id, 1, s.from, s.percent);
  for (const [inv, pct] of s.to) pushInstructionLine(rows, id, 2, inv, pct);
}

/**
 * A withdrawal of every unit of the account, received on paper three days before `now` and being
 * checked by the back office, effective the next dealing day after today: a withdrawal in progress
 * (the fund-processing block of §4.5). The dealing cycle leaves it to the back office.
 */
function addPendingWithdrawal(
  rows: SimulationRows,
  ids: IdCounters,
  rel: number,
  p: Persona,
  now: Date,
): void {
  const today = hkDateOf(now);
  const id = ++ids.instruction;
  pushInstruction(rows, {
    id,
    prefix: "WD",
    rel,
    clientNmbr: p.clientNmbr,
    kind: "WITHDRAWAL",
    status: "PENDING",
    actyStatusNm: "PENDING FOR CHECKING",
    channel: "PAPER",
    inputAt: hkInstant(addDays(today, -3), 10),
    effectiveDate: nextDealingDay(today),
    processorId: "BATCH",
    completedAt: null,
  });
  // One switch-out line of 100% per fund the account holds.
  const held = new Set<number>();
  for (const [holdingRel, inv, , units] of rows.holdings)
    if (holdingRel === rel && new Decimal(String(units)).greaterThan(0)) held.add(Number(inv));
  for (const inv of [...held].sort((a, b) => a - b)) pushInstructionLine(rows, id, 1, inv, 100);
}

/** The simulated tables, in an order their foreign keys allow, with the columns of SimulationRows. */
const SIMULATION_COLUMNS: [table: string, rows: keyof SimulationRows, columns: Columns][] = [
  [
    "contributions",
    "contributions",
    [
      ["id", "int"],
      ["clnt_rltnshp_nmbr", "int"],
      ["period_start", "date"],
      ["period_end", "date"],
      ["received_date", "date"],
      ["dealing_date", "date"],
      ["currency", "text"],
      ["exchange_rate", "numeric"],
      ["relevant_income", "numeric"],
      ["surcharge_amt", "numeric"],
      ["pmt_mthd_type_nmbr", "int"],
    ],
  ],
  [
    "contribution_lines",
    "contributionLines",
    [
      ["contribution_id", "int"],
      ["money_type_code", "text"],
      ["amount", "numeric"],
    ],
  ],
  [
    "instructions",
    "instructions",
    [
      ["activity_table_nmbr", "int"],
      ["reference_nmbr", "text"],
      ["clnt_rltnshp_nmbr", "int"],
      ["client_nmbr", "int"],
      ["kind", "text"],
      ["contribution_type", "text"],
      ["status", "text"],
      ["acty_status_nm", "text"],
      ["channel", "text"],
      ["acty_inpt_at", "timestamptz"],
      ["effective_date", "date"],
      ["processor_id", "text"],
      ["idempotency_key", "text"],
      ["completed_at", "timestamptz"],
    ],
  ],
  [
    "instruction_lines",
    "instructionLines",
    [
      ["activity_table_nmbr", "int"],
      ["tfer_type_cd", "smallint"],
      ["inv_type_nmbr", "int"],
      ["money_type_code", "text"],
      ["requested_rate", "numeric"],
      ["unit_price", "numeric"],
      ["unit_cnt", "numeric"],
      ["amount", "numeric"],
    ],
  ],
  [
    "transactions",
    "transactions",
    [
      ["clnt_rltnshp_nmbr", "int"],
      ["activity_type_nmbr", "int"],
      ["sub_trns_nm", "text"],
      ["effective_date", "date"],
      ["inv_type_nmbr", "int"],
      ["money_type_code", "text"],
      ["gross_amt", "numeric"],
      ["unit_price", "numeric"],
      ["unit_cnt", "numeric"],
      ["contribution_id", "int"],
      ["activity_table_nmbr", "int"],
    ],
  ],
  [
    "holdings",
    "holdings",
    [
      ["clnt_rltnshp_nmbr", "int"],
      ["inv_type_nmbr", "int"],
      ["money_type_code", "text"],
      ["unit_cnt", "numeric"],
      ["vested_unit_cnt", "numeric"],
    ],
  ],
  [
    "investment_directions",
    "directions",
    [
      ["id", "int"],
      ["clnt_rltnshp_nmbr", "int"],
      ["contribution_type", "text"],
      ["inv_drct_efctv_dt", "date"],
      ["last_change_at", "timestamptz"],
      ["activity_table_nmbr", "int"],
    ],
  ],
  [
    "investment_direction_lines",
    "directionLines",
    [
      ["direction_id", "int"],
      ["inv_type_nmbr", "int"],
      ["percent", "smallint"],
    ],
  ],
  [
    "qualifying_balances",
    "qualifyingBalances",
    [
      ["clnt_rltnshp_nmbr", "int"],
      ["inv_type_nmbr", "int"],
      ["qb1_amt", "numeric"],
      ["qb2_amt", "numeric"],
      ["qp_month", "int"],
      ["cash_payable_amt", "numeric"],
      ["rate_of_reduction_pct", "numeric"],
      ["as_of_date", "date"],
    ],
  ],
];
const SIMULATION_TABLES = SIMULATION_COLUMNS.map(([table]) => table);

/** BulkRows for the simulated tables, keyed as SimulationRows, in SIMULATION_COLUMNS order. */
function simulationSinks(repo: SeedRepository): Record<keyof SimulationRows, BulkRows> {
  return Object.fromEntries(
    SIMULATION_COLUMNS.map(([table, key, columns]) => [key, repo.bulkRows(table, columns)]),
  ) as Record<keyof SimulationRows, BulkRows>;
}

async function insertSimulation(ctx: SeedContext, rows: SimulationRows): Promise<void> {
  for (const [table, key, columns] of SIMULATION_COLUMNS) await insertCounted(ctx, table, columns, rows[key]);
}

/** The serial columns the seed writes explicitly: moved past their highest value at the end. */
const EXPLICIT_SERIALS = [
  ["contributions", "id"],
  ["instructions", "activity_table_nmbr"],
  ["investment_directions", "id"],
] as const;
