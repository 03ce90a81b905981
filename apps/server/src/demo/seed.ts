import {
  addDays,
  addMonths,
  hkDateOf,
  hkHourOf,
  hkInstant,
  hkidCheckDigit,
  type IsoDate,
} from "@portal/domain";
import { isDealingDay, nextDealingDay, previousDealingDay } from "@portal/domain/dealing-days";
import Decimal from "decimal.js";
import { eq, sql } from "drizzle-orm";
import { bulkInsert } from "../db/bulk-insert.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";
import { hashPin } from "../lib/pin-hash.ts";
import {
  emptyRows,
  type IdCounters,
  pushInstruction,
  pushInstructionLine,
  type SimulationRows,
  simulateAccount,
} from "./account-simulation.ts";
import { DEMO_FUNDS, type DemoFund, FEE_TIER_BOUNDS, MANAGERS, riskLevelOf } from "./fund-catalogue.ts";
import { DEMO_CONTRACTS, DEMO_PIN, PERSONAS, type Persona } from "./personas.ts";
import { generatePrices } from "./prices.ts";
import { Rng } from "./prng.ts";
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
import { seedChecksum } from "./seed-checksum.ts";

export const DEMO_SEED = 20_260_101;
const FIRST_RELATIONSHIP_NMBR = 50_000_001;

export interface SeedOptions {
  clock: Clock;
  /** Synthetic members to add beside the personas (for scale). */
  members?: number;
}

export interface SeedResult {
  created: boolean;
  summary: string;
  checksum: string;
}

/** The cycle date the seed prices up to: the last dealing day before today (Hong Kong). */
export function seedCycleDate(now: Date): IsoDate {
  return previousDealingDay(hkDateOf(now));
}

/**
 * Seeds the demo provider: reference data, funds with daily prices, the personas and any
 * synthetic members. Deterministic for a given clock; idempotent (a seeded database is left
 * alone); all in one transaction, so a failure leaves nothing half-written.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [done] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, "demo"));
  if (done) return { created: false, summary: "already seeded", checksum: done.checksum };

  const now = options.clock.now();
  const cycleDate = seedCycleDate(now);
  const pinHash = await hashPin(DEMO_PIN);
  let summary = "";
  let checksum = "";

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await insertReferenceData(txDb);
    const prices = await insertFunds(txDb, cycleDate);
    await txDb.insert(t.contracts).values(DEMO_CONTRACTS);

    const rows = emptyRows();
    const ids: IdCounters = { contribution: 0, direction: 0, instruction: 0 };
    const rel = { next: FIRST_RELATIONSHIP_NMBR };
    const people = [...PERSONAS, ...syntheticMembers(options.members ?? 0)];
    const priceOf = (inv: number, date: IsoDate) => {
      const p = prices.get(inv)?.get(date);
      if (!p) throw new Error(`demo data: fund ${inv} has no price on ${date}`);
      return p;
    };
    const guaranteed = new Set(DEMO_FUNDS.filter((f) => f.guaranteeCode).map((f) => f.invTypeNmbr));
    const schemeCurrency = new Map(SCHEMES.map((s) => [s.code, s.currency]));

    for (const person of people) {
      await insertPerson(txDb, person, pinHash, now);
      const rels: number[] = [];
      for (const account of person.accounts) {
        const clntRltnshpNmbr = rel.next++;
        rels.push(clntRltnshpNmbr);
        const contract = DEMO_CONTRACTS.find((c) => c.contractNmbr === account.contractNmbr);
        const product = PRODUCTS.find((p) => p.productTypeNmbr === contract?.productTypeNmbr);
        if (!contract || !product) throw new Error(`demo data: unknown contract ${account.contractNmbr}`);
        await txDb.insert(t.policies).values({
          clntRltnshpNmbr,
          clientNmbr: person.clientNmbr,
          contractNmbr: contract.contractNmbr,
          accountTypeCode: account.accountTypeCode,
          memberClassNmbr: account.memberClassNmbr,
          policyNumber: `${product.contractPrefix}${clntRltnshpNmbr}`,
          effectiveDate: account.plan.start,
          terminationDate: account.terminationDate ?? null,
          joinedPlanDate: account.plan.start,
          joinedSchemeDate: account.plan.start,
          employmentDate:
            account.accountTypeCode === "EE" || account.accountTypeCode === "ER" ? account.plan.start : null,
          maxAge: account.maxAge ?? 0,
          businessUnitNmbr: 1,
        });
        await txDb.insert(t.policyHistory).values({
          clntRltnshpNmbr,
          planName: contract.planName,
          memberClassNmbr: account.memberClassNmbr,
          effectiveDate: account.plan.start,
        });
        simulateAccount(
          {
            ...account.plan,
            clntRltnshpNmbr,
            clientNmbr: person.clientNmbr,
            currency: schemeCurrency.get(person.schemeCode) ?? "HKD",
          },
          cycleDate,
          priceOf,
          (inv) => guaranteed.has(inv),
          ids,
          rows,
        );
        addStatements(rows, clntRltnshpNmbr, cycleDate);
      }
      if (person.pendingSwitch) {
        const r = rels[person.pendingSwitch.accountIndex];
        if (r === undefined)
          throw new Error(`demo data: ${person.key} has no account ${person.pendingSwitch.accountIndex}`);
        addPendingSwitch(rows, ids, r, person, now);
      }
    }

    await insertSimulation(txDb, rows);
    await txDb.insert(t.cycleDates).values({ dateTypeCd: "WEB", cycleDate, updatedAt: now });
    const sum = await seedChecksum(txDb);
    checksum = sum.digest;
    summary = `${people.length} members, ${rel.next - FIRST_RELATIONSHIP_NMBR} accounts, ${DEMO_FUNDS.length} funds, ${sum.counts.unit_prices} prices, ${sum.counts.transactions} transactions, cycle date ${cycleDate}`;
    await txDb.insert(t.seedRuns).values({ name: "demo", seed: DEMO_SEED, checksum, finishedAt: now });
  });
  return { created: true, summary, checksum };
}

async function insertReferenceData(db: Db): Promise<void> {
  await db.insert(t.schemes).values([...SCHEMES]);
  await db.insert(t.products).values([...PRODUCTS]);
  await db.insert(t.accountTypes).values([...ACCOUNT_TYPES]);
  await db.insert(t.memberClasses).values([...MEMBER_CLASSES]);
  await db.insert(t.moneyTypes).values([...MONEY_TYPES]);
  await db.insert(t.activityTypes).values([...ACTIVITY_TYPES]);
  await db.insert(t.countries).values(COUNTRIES.map((c) => ({ ...c, hidden: c.hidden ?? false })));
  await db.insert(t.productCustomFields).values([
    { productTypeNmbr: 112, cstmAttrNm: "ESTATEMENT_ATTR", cstmAttrTxt: "255" },
    { productTypeNmbr: 129, cstmAttrNm: "ESTATEMENT_ATTR", cstmAttrTxt: "256" },
    { productTypeNmbr: 130, cstmAttrNm: "ESTATEMENT_ATTR", cstmAttrTxt: "257" },
  ]);
}

function inceptionOf(fund: DemoFund, cycleDate: IsoDate): IsoDate {
  if (fund.inception !== "recent") return fund.inception;
  const d = addMonths(cycleDate, -4);
  return isDealingDay(d) ? d : nextDealingDay(d);
}

/** Funds, which products offer them, fee tiers and daily prices; returns the prices by fund and date. */
async function insertFunds(db: Db, cycleDate: IsoDate): Promise<Map<number, Map<IsoDate, string>>> {
  const decimals = new Map(SCHEMES.map((s) => [s.code, s.unitPriceDecimals]));
  const prices = new Map<number, Map<IsoDate, string>>();
  const priceRows: (string | number)[][] = [];
  for (const f of DEMO_FUNDS) {
    const inceptionDate = inceptionOf(f, cycleDate);
    const manager = MANAGERS[f.manager];
    await db.insert(t.funds).values({
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
      fundExpenseRatioPct: new Decimal(f.managementFeePct).plus("0.18").toFixed(2),
      guaranteeCode: f.guaranteeCode ?? null,
      indexName: f.indexName ?? null,
      isNew: f.isNew ?? false,
      needsAuditorDeclaration: f.needsAuditorDeclaration ?? false,
      needsIndexConfirmation: f.needsIndexConfirmation ?? false,
    });
    await db
      .insert(t.productFunds)
      .values(f.products.map((p) => ({ productTypeNmbr: p, invTypeNmbr: f.invTypeNmbr })));
    if (f.tiered) {
      await db.insert(t.fundFeeTiers).values(
        FEE_TIER_BOUNDS.map((min, i) => ({
          invTypeNmbr: f.invTypeNmbr,
          tierNmbr: i + 1,
          minBalance: min,
          maxBalance: FEE_TIER_BOUNDS[i + 1] ?? null,
          ratePct: new Decimal(f.managementFeePct).minus(new Decimal("0.05").times(i)).toFixed(2),
        })),
      );
    }
    const series = generatePrices(f, inceptionDate, cycleDate, decimals.get(f.schemeCode) ?? 4);
    const byDate = new Map<IsoDate, string>();
    for (const p of series) {
      byDate.set(p.date, p.price);
      priceRows.push([f.invTypeNmbr, p.date, p.price]);
    }
    prices.set(f.invTypeNmbr, byDate);
  }
  await bulkInsert(
    db,
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

async function insertPerson(db: Db, p: Persona, pinHash: string, now: Date): Promise<void> {
  const today = hkDateOf(now);
  await db.insert(t.clients).values({
    clientNmbr: p.clientNmbr,
    loginId: p.loginId,
    schemeCode: p.schemeCode,
    govtId: p.govtId,
    govtIdType: p.govtIdType,
    firstName: p.firstName,
    primaryLastName: p.lastName,
    secondaryLastName: p.chineseName,
    preferredNm: null,
    birthDate: p.birthDate,
    placeOfBirth: p.placeOfBirth,
    nationality: p.nationality,
    relatedClientNmbr: p.relatedClientNmbr ?? null,
    lastLoginAt: p.mustChangePin ? null : hkInstant(addDays(today, -3), 20, 15),
    createdAt: now,
  });
  await db.insert(t.clientAddresses).values({
    clientNmbr: p.clientNmbr,
    addressTypeNmbr: 1,
    addressPltcJrsdNmbr: p.address.pltcJrsdNmbr,
    addressLocationNm: p.address.locationNm,
    cityNm: p.address.cityNm,
    langPref: p.address.langPref,
    lines: p.address.lines,
    updatedAt: now,
  });
  const phones: (typeof t.clientPhones.$inferInsert)[] = [];
  if (p.mobile)
    phones.push({
      clientNmbr: p.clientNmbr,
      phoneTypeCd: 100,
      phoneTxt: p.mobile.number,
      phonePltcJrsdNmbr: p.mobile.pltcJrsdNmbr,
      updatedAt: now,
    });
  if (p.home)
    phones.push({
      clientNmbr: p.clientNmbr,
      phoneTypeCd: 102,
      phoneTxt: p.home,
      phonePltcJrsdNmbr: 100,
      updatedAt: now,
    });
  if (p.office)
    phones.push({
      clientNmbr: p.clientNmbr,
      phoneTypeCd: 109,
      phoneTxt: p.office,
      phonePltcJrsdNmbr: 100,
      updatedAt: now,
    });
  if (phones.length) await db.insert(t.clientPhones).values(phones);

  const attr = (a: { cd: number; nm: string }, text: string) => ({
    clientNmbr: p.clientNmbr,
    cstmAttrCd: a.cd,
    cstmAttrNm: a.nm,
    cstmAttrTxt: text,
    efctvDt: "2020-01-01",
    chgDt: now,
  });
  const custom = [
    attr(ATTR.email, p.email ?? "XX"),
    attr(ATTR.smsUser, p.mobile ? "Y" : "N"),
    attr(ATTR.smsLanguage, p.smsLanguage),
    attr(ATTR.citizenship, p.nationality),
  ];
  if (p.usDeclared) custom.push(attr(ATTR.usDeclaration, "N"));
  if (p.schemeCode === "S800") custom.push(attr(ATTR.estatementS800, p.email ? "Y" : "N"));
  await db.insert(t.clientCustomData).values(custom);

  if (p.noLogin) return;
  await db.insert(t.credentials).values({
    clientNmbr: p.clientNmbr,
    pinHash,
    mustChangePin: p.mustChangePin ?? false,
    failedAttempts: p.locked ? 5 : 0,
    lockedAt: p.locked ? hkInstant(addDays(today, -1), 9) : null,
  });
  const factors: (typeof t.mfaFactors.$inferInsert)[] = [];
  if (p.mobile)
    factors.push({
      clientNmbr: p.clientNmbr,
      channel: "SMS",
      destination: p.mobile.number,
      verifiedAt: now,
      createdAt: now,
    });
  if (p.email)
    factors.push({
      clientNmbr: p.clientNmbr,
      channel: "EMAIL",
      destination: p.email,
      verifiedAt: now,
      createdAt: now,
    });
  if (factors.length) await db.insert(t.mfaFactors).values(factors);
}

/** A fund switch submitted an hour before `now`, priced at the next dealing cut-off: shows as Pending. */
function addPendingSwitch(rows: SimulationRows, ids: IdCounters, rel: number, p: Persona, now: Date): void {
  const s = p.pendingSwitch;
  if (!s) return;
  const input = new Date(now.getTime() - 60 * 60 * 1000);
  const day = hkDateOf(input);
  const effective = isDealingDay(day) && hkHourOf(input) < 16 ? day : nextDealingDay(day);
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
    effectiveDate: effective,
    processorId: "WEB",
    completedAt: null,
  });
  pushInstructionLine(rows, id, 1, s.from, s.percent);
  for (const [inv, pct] of s.to) pushInstructionLine(rows, id, 2, inv, pct);
}

/** The last two annual benefit statements (scheme year to 31 March); generated as PDFs on request. */
function addStatements(rows: SimulationRows, rel: number, cycleDate: IsoDate): void {
  const year = Number(cycleDate.slice(0, 4));
  for (const y of [year - 2, year - 1, year]) {
    const period = `${y}-03-31`;
    if (period > cycleDate) continue;
    rows.documents.push([
      rel,
      "BENEFIT_STATEMENT",
      `Annual Benefit Statement ${y}`,
      `${y}年周年權益報表`,
      period,
      `${y}-05-15`,
    ]);
  }
}

async function insertSimulation(db: Db, rows: SimulationRows): Promise<void> {
  await bulkInsert(
    db,
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
    rows.contributions,
  );
  await bulkInsert(
    db,
    "contribution_lines",
    [
      ["contribution_id", "int"],
      ["money_type_code", "text"],
      ["amount", "numeric"],
    ],
    rows.contributionLines,
  );
  await bulkInsert(
    db,
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
    rows.instructions,
  );
  await bulkInsert(
    db,
    "instruction_lines",
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
    rows.instructionLines,
  );
  await bulkInsert(
    db,
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
    rows.transactions,
  );
  await bulkInsert(
    db,
    "holdings",
    [
      ["clnt_rltnshp_nmbr", "int"],
      ["inv_type_nmbr", "int"],
      ["money_type_code", "text"],
      ["unit_cnt", "numeric"],
      ["vested_unit_cnt", "numeric"],
    ],
    rows.holdings,
  );
  await bulkInsert(
    db,
    "investment_directions",
    [
      ["id", "int"],
      ["clnt_rltnshp_nmbr", "int"],
      ["contribution_type", "text"],
      ["inv_drct_efctv_dt", "date"],
      ["last_change_at", "timestamptz"],
      ["activity_table_nmbr", "int"],
    ],
    rows.directions,
  );
  await bulkInsert(
    db,
    "investment_direction_lines",
    [
      ["direction_id", "int"],
      ["inv_type_nmbr", "int"],
      ["percent", "smallint"],
    ],
    rows.directionLines,
  );
  await bulkInsert(
    db,
    "qualifying_balances",
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
    rows.qualifyingBalances,
  );
  await bulkInsert(
    db,
    "documents",
    [
      ["clnt_rltnshp_nmbr", "int"],
      ["doc_type", "text"],
      ["title_en", "text"],
      ["title_zh", "text"],
      ["period_date", "date"],
      ["available_from", "date"],
    ],
    rows.documents,
  );
  for (const [table, column] of [
    ["contributions", "id"],
    ["instructions", "activity_table_nmbr"],
    ["investment_directions", "id"],
  ] as const) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

const SURNAMES = [
  ["CHAN", "陳"],
  ["WONG", "黃"],
  ["LEE", "李"],
  ["CHEUNG", "張"],
  ["LAU", "劉"],
  ["NG", "吳"],
  ["HO", "何"],
  ["TSANG", "曾"],
  ["KWOK", "郭"],
  ["MAK", "麥"],
] as const;
const GIVEN = [
  ["Ka Ho", "家豪"],
  ["Wai Man", "偉文"],
  ["Mei Yee", "美儀"],
  ["Chun Kit", "俊傑"],
  ["Hoi Ying", "凱瑩"],
  ["Tsz Ching", "梓晴"],
  ["Siu Fung", "少峰"],
  ["Wing Yan", "詠欣"],
] as const;
const S800_CHOICES = [298, 313, 314, 315, 311, 302, 304, 312, 306, 317] as const;

/** Synthetic S800 members for scale: one employee account each, with a few years of contributions. */
function syntheticMembers(count: number): Persona[] {
  const people: Persona[] = [];
  for (let i = 1; i <= count; i++) {
    const rng = new Rng(`member:${DEMO_SEED}:${i}`);
    const [surname, surnameZh] = rng.pick(SURNAMES);
    const [given, givenZh] = rng.pick(GIVEN);
    const prefix = String.fromCharCode(65 + rng.int(0, 25));
    const digits = String(100000 + ((i * 7919) % 900000));
    const startYear = rng.int(2018, 2024);
    const income = rng.int(8, 60) * 1000;
    const part = Decimal.min(1500, new Decimal(income).times("0.05")).toFixed(2);
    const first = rng.pick(S800_CHOICES);
    const second = rng.pick(S800_CHOICES.filter((f) => f !== first));
    const pct = rng.pick([50, 60, 70, 80]);
    people.push({
      key: `M${i}`,
      clientNmbr: 2_000_000 + i,
      loginId: String(5_000_000 + i),
      schemeCode: "S800",
      govtId: `${prefix}${digits}${hkidCheckDigit(prefix, digits)}`,
      govtIdType: "HKID",
      firstName: given,
      lastName: surname,
      chineseName: `${surnameZh}${givenZh}`,
      birthDate: `${rng.int(1960, 2002)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
      placeOfBirth: "Hong Kong",
      nationality: "Chinese",
      email: `member${i}@example.com`,
      mobile: { pltcJrsdNmbr: 100, number: String(90000000 + i) },
      address: {
        pltcJrsdNmbr: 100,
        lines: [`Flat ${rng.int(1, 30)}A`, "Demo Court", `${rng.int(1, 200)} Demo Road`],
        cityNm: "Mong Kok",
        locationNm: "KOWLOON",
        langPref: "E",
      },
      smsLanguage: rng.chance(0.5) ? "E" : "C",
      usDeclared: true,
      accounts: [
        {
          contractNmbr: rng.chance(0.5) ? 100231 : 100232,
          accountTypeCode: "EE",
          memberClassNmbr: 301,
          plan: {
            start: `${startYear}-${String(rng.int(1, 12)).padStart(2, "0")}-01`,
            relevantIncome: `${income}.00`,
            monthly: { EE_MAN: income < 7100 ? "0.00" : part, ER_MAN: part },
            direction: [
              [first, pct],
              [second, 100 - pct],
            ],
          },
        },
      ],
    });
  }
  return people;
}
