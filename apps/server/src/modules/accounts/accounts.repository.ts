import type { FlowSums } from "@portal/domain";
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.ts";
import {
  clients,
  contractAttributes,
  contracts,
  investmentDirectionLines,
  investmentDirections,
  policies,
  policyHistory,
  qualifyingBalances,
} from "../../db/schema.ts";
import { ownClientNumbers, ownedAccountStatement, webCycleDate } from "../ownership/ownership.repository.ts";
import { type PriceOn, unitPriceBookOf, unitPriceVersionSql } from "../prices/unit-price-book.repository.ts";

/**
 * A fund's units held, vested and of employer money types (units, vested, er_units), summed over
 * the money types of `holdings h join money_types mt` (heldFrom) grouped by fund.
 */
const heldSums = sql`sum(h.unit_cnt) as units, sum(h.vested_unit_cnt) as vested,
  coalesce(sum(h.unit_cnt) filter (where mt.is_employer), 0) as er_units`;
const heldFrom = sql`holdings h join money_types mt on mt.code = h.money_type_code`;

/**
 * An account's units per fund (money types summed), as a JSON array of `HeldUnits` (numbers as
 * text, so no decimal goes through a float); priced in memory (pricedAt) with the prices' version
 * the statement selects beside it (unitPriceVersionSql).
 */
const unitsHeld = (rel: typeof policies.clntRltnshpNmbr) => sql`(
  select coalesce(json_agg(json_build_object(
      'inv', g.inv_type_nmbr, 'units', g.units::text, 'vested', g.vested::text,
      'erUnits', g.er_units::text) order by g.inv_type_nmbr), '[]'::json)
  from (
    select h.inv_type_nmbr, ${heldSums}
    from ${heldFrom}
    where h.clnt_rltnshp_nmbr = ${rel}
    group by h.inv_type_nmbr
  ) g)`;

/** An account's units per fund (unitsHeld), each with the fund's latest price on or before `date`. */
function pricedAt(held: readonly HeldUnits[], priceOn: PriceOn, date: string | null): AccountValuation[] {
  return held.map((h) => ({ ...h, price: priceOn(h.inv, date) }));
}

/**
 * Every account of the member's own clients (the session's client and those with the same login id
 * in the same scheme), with the contract, the client, the cycle date and the account's fund values
 * at the cycle date. A client without accounts still gives one row (policy and contract null).
 * One prepared statement: the accountSummary call's ownership check and data together.
 */
function buildOwnAccountsQuery(db: Executor) {
  return db
    .select({
      client: {
        clientNmbr: clients.clientNmbr,
        loginId: clients.loginId,
        schemeCode: clients.schemeCode,
        relatedClientNmbr: clients.relatedClientNmbr,
        firstName: clients.firstName,
        lastName: clients.primaryLastName,
        chineseName: clients.secondaryLastName,
        lastLoginAt: clients.lastLoginAt,
        previousLoginAt: clients.previousLoginAt,
      },
      // The columns the summary shows (a row per account, parsed per call: no more than it needs).
      policy: {
        clntRltnshpNmbr: policies.clntRltnshpNmbr,
        clientNmbr: policies.clientNmbr,
        contractNmbr: policies.contractNmbr,
        accountTypeCode: policies.accountTypeCode,
        effectiveDate: policies.effectiveDate,
        terminationDate: policies.terminationDate,
        narrativeTypeNmbr: policies.narrativeTypeNmbr,
      },
      contract: {
        productTypeNmbr: contracts.productTypeNmbr,
        planName: contracts.planName,
        planNameZh: contracts.planNameZh,
        organizationNm: contracts.organizationNm,
        organizationNmZh: contracts.organizationNmZh,
        orgTypeNm: contracts.orgTypeNm,
        terminationDate: contracts.terminationDate,
      },
      cycleDate: webCycleDate,
      held: sql<HeldUnits[] | null>`case when ${policies.clntRltnshpNmbr} is not null then ${unitsHeld(
        policies.clntRltnshpNmbr,
      )} end`,
      pricesVersion: unitPriceVersionSql,
    })
    .from(clients)
    .leftJoin(policies, eq(policies.clientNmbr, clients.clientNmbr))
    .leftJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
    .where(inArray(clients.clientNmbr, ownClientNumbers(sql.placeholder("sessionClient"))))
    .orderBy(asc(clients.clientNmbr), asc(policies.clntRltnshpNmbr))
    .prepare("own_accounts_valued");
}

/**
 * One of the member's accounts (ownedAccountStatement) with, as the policy call asks, its units
 * per fund (priced at the cycle date by the caller) and its plan history (newest first): one
 * prepared statement.
 */
function buildPolicyQuery(db: Executor) {
  return ownedAccountStatement(db, "owned_account_policy", {
    held: sql<HeldUnits[] | null>`case when ${sql.placeholder("investments")}::boolean then ${unitsHeld(
      policies.clntRltnshpNmbr,
    )} end`,
    pricesVersion: unitPriceVersionSql,
    history: sql<PolicyHistoryRow[] | null>`case when ${sql.placeholder("history")}::boolean then (
      select coalesce(json_agg(json_build_object(
          'planName', ph.plan_name, 'planNameZh', ph.plan_name_zh,
          'memberClassNmbr', ph.member_class_nmbr, 'effectiveDate', ph.effective_date)
        order by ph.effective_date desc, ph.id desc), '[]'::json)
      from ${policyHistory} ph where ph.clnt_rltnshp_nmbr = ${policies.clntRltnshpNmbr}) end`,
  });
}

/**
 * The common table expressions the flow figures read: `d`, the date valued (the earlier of
 * `toDate` and the cycle date) with the cycle date; `t`, the account's transactions up to it, read
 * once (materialised) for every sum made of them.
 */
const valuedTransactions = (rel: SQL, toDate: SQL) => sql`d as (
    select least(coalesce(${toDate}, c.cycle_date), c.cycle_date) as as_of, c.cycle_date
    from cycle_dates c where c.date_type_cd = 'WEB'
  ), t as materialized (
    select t.inv_type_nmbr as inv, t.effective_date as day, t.activity_type_nmbr as act,
           t.sub_trns_nm as sub, t.money_type_code as mt, t.gross_amt as amt, t.unit_cnt as units
    from transactions t, d where t.clnt_rltnshp_nmbr = ${rel} and t.effective_date <= d.as_of
  )`;

/**
 * The rows of FlowTotalRow, from `d` and `t` (valuedTransactions): the date valued and, unless
 * `withPricesVersion` is false (figures that are kept), the prices' version (kind D); the gross amounts summed by activity type, sub-type and money type (kind F);
 * the units per fund (kind B, priced by pricedFlows): from holdings at the cycle date, else summed
 * from the transactions up to that date.
 */
const flowRows = (rel: SQL, withPricesVersion = true) => sql`
    select 'D' as "kind", null::int as "activity", null::text as "sub", null::text as "moneyType",
           null::text as "amount", null::int as "inv", null::text as "units", d.as_of::text as "asOf",
           ${withPricesVersion ? unitPriceVersionSql : sql`null::text`} as "pricesVersion"
    from d
    union all
    select 'F', t.act, t.sub, t.mt, sum(t.amt)::text, null, null, null, null
    from t group by t.act, t.sub, t.mt
    union all
    select 'B', null, null, null, null, b.inv, b.units::text, null, null
    from (
      select h.inv_type_nmbr as inv, sum(h.unit_cnt) as units from holdings h, d
      where h.clnt_rltnshp_nmbr = ${rel} and d.as_of = d.cycle_date
      group by h.inv_type_nmbr
      union all
      select t.inv, sum(t.units) from t, d where d.as_of < d.cycle_date group by t.inv
    ) b cross join d`;

/** flowRows as the statement gives them: kind B without its price, kind D with the prices' version. */
type UnpricedFlowRow = Omit<FlowTotalRow, "price"> & { pricesVersion: string | null };

/** The D row of flowRows: the date valued and the prices' version. */
const valuedDay = (rows: readonly UnpricedFlowRow[]) => rows.find((r) => r.kind === "D");

/** The funds of flowRows' B rows. */
const flowFunds = (rows: readonly UnpricedFlowRow[]) =>
  rows.flatMap((r) => (r.kind === "B" && r.inv !== null ? [r.inv] : []));

/** Prices the B rows of flowRows at the date valued, from prices of the version the D row carries. */
function pricedFlows(rows: readonly UnpricedFlowRow[], priceOn: PriceOn): FlowTotalRow[] {
  const asOf = valuedDay(rows)?.asOf ?? null;
  return rows.map(({ pricesVersion: _, ...r }) => ({
    ...r,
    price: r.kind === "B" && r.inv !== null ? priceOn(r.inv, asOf) : null,
  }));
}

/** Where an account's kept figures are, and whether they are those of `d`, the date valued. */
const keptFigures = (rel: SQL, toDate: SQL) => sql`(
  select af.figures from account_figures af, cycle_dates c
  where af.clnt_rltnshp_nmbr = ${rel} and af.figures is not null
    and c.date_type_cd = 'WEB' and af.as_of = c.cycle_date and c.cycle_date <= coalesce(${toDate}, c.cycle_date))`;

/**
 * One of the member's accounts (ownedAccountStatement) with everything gain/loss needs, in one
 * prepared statement: `figures`, null without a cycle date, else as kept in account_figures when
 * they are of the date valued and of the account's current version, or else summed from the
 * account's transactions read once (valuedTransactions): `flows`, the rows of flowRows, and
 * `returns`, for the §2.3 figures: per fund the units held at the end of each possible period
 * start (the account's effective date, the date valued less 3, 6 and 12 months: PostgreSQL clamps
 * the day to the month's length, as addMonths does) and of the date valued (priced at each by the
 * caller, from the price book); and, per activity type and period start, the cash flows after it
 * up to the date valued, summed as the §2.4 formula reads them (FlowSums; the caller leaves out
 * fees, activity group FEE, from reference data, so that nothing kept depends on the activity
 * types). Figures summed as of the cycle date carry `keep`: the version they were summed at, for
 * keepFigures. The caller checks that the dates are the periods' own, and reads the figures the
 * other way otherwise (findReturnRows, findReturnPrices). `pricesVersion`: the prices' version in
 * the statement's snapshot (not kept: prices come from the price book).
 */
function buildGainAndLossQuery(db: Executor) {
  const rel = sql`${sql.placeholder("rel")}::int`;
  const toDate = sql`${sql.placeholder("toDate")}::date`;
  return ownedAccountStatement(db, "owned_account_gain_and_loss", {
    pricesVersion: unitPriceVersionSql,
    figures: sql<FiguresAsStated | null>`coalesce(${keptFigures(rel, toDate)}, ${summedFigures(
      rel,
      policies.effectiveDate,
      toDate,
    )})`,
  });
}

/**
 * The account's gain/loss figures summed from its history (see buildGainAndLossQuery), with `keep`
 * when they are as of the cycle date; null without a cycle date. `effectiveDate`: the policy's.
 */
function summedFigures(rel: SQL, effectiveDate: SQL | typeof policies.effectiveDate, toDate: SQL): SQL {
  const starts = ["d0", "d1", "d2", "d3"].map((d) => sql.raw(`w.${d}`));
  return sql`(
      with ${valuedTransactions(rel, toDate)}, w as (
        select ${effectiveDate} as d0, (d.as_of - interval '3 months')::date as d1,
               (d.as_of - interval '6 months')::date as d2, (d.as_of - interval '12 months')::date as d3,
               d.as_of as d4
        from d
      ), u as (
        select t.inv,
               sum(t.units) filter (where t.day <= w.d0) as u0, sum(t.units) filter (where t.day <= w.d1) as u1,
               sum(t.units) filter (where t.day <= w.d2) as u2, sum(t.units) filter (where t.day <= w.d3) as u3,
               sum(t.units) as u4
        from t, w group by t.inv
      )
      select json_build_object(
        'flows', (select json_agg(f) from (${flowRows(rel, false)}) f),
        'returns', json_build_object(
          'dates', json_build_array(w.d0, w.d1, w.d2, w.d3, w.d4),
          'funds', (
            select coalesce(json_agg(json_build_object('inv', u.inv,
                'units', json_build_array(coalesce(u.u0, 0)::text, coalesce(u.u1, 0)::text, coalesce(u.u2, 0)::text,
                  coalesce(u.u3, 0)::text, coalesce(u.u4, 0)::text)
              ) order by u.inv), '[]'::json)
            from u),
          'flowSums', (
            select coalesce(json_agg(json_build_object('activity', a.act, 'sums', a.sums) order by a.act), '[]'::json)
            from (
              select t.act, json_build_array(${sql.join(
                starts.map(
                  (start) => sql`json_build_object(
                    'netFlow', coalesce(sum(t.amt) filter (where t.day > ${start}), 0)::text,
                    'dayWeightedFlow', coalesce(sum(t.amt * (w.d4 - t.day)) filter (where t.day > ${start}), 0)::text)`,
                ),
                sql`, `,
              )}) as sums
              from t group by t.act
            ) a)),
        'keep', case when d.as_of = d.cycle_date then json_build_object(
          'asOf', d.as_of,
          'version', coalesce((select af.version from account_figures af where af.clnt_rltnshp_nmbr = ${rel}), 0)) end)
      from w, d)`;
}

/** The rows of flowRows, in a statement of their own (findFlowTotalsAndBalance). */
function flowTotalsSql(rel: SQL, toDate: SQL): SQL {
  return sql`with ${valuedTransactions(rel, toDate)} ${flowRows(rel)}`;
}

/** One fund of an account valued: its units (unitsHeld) at a price (pricedAt). */
export type AccountValuation = Omit<FundValuationRow, "rel">;

/** One fund of an account as unitsHeld gives it. */
type HeldUnits = Omit<AccountValuation, "price">;

export interface PolicyHistoryRow {
  planName: string;
  planNameZh: string | null;
  memberClassNmbr: number | null;
  effectiveDate: string;
}

/**
 * What the §2.3 figures need, summed in SQL: per fund and date, the units held at its end and the
 * latest price on or before it; per period start, the account's cash flows after it, summed.
 */
export interface ReturnFigures {
  /** The effective date, the date valued less 3, 6 and 12 months, the date valued. */
  dates: string[];
  /** Per fund, the units held at the end of each of `dates` and the price on or before it. */
  funds: { inv: number; units: string[]; prices: (string | null)[] }[];
  /**
   * Per activity type, for each of `dates` but the last, the cash flows after it up to the date
   * valued (FlowSums); the caller leaves out what is not a cash flow (fees).
   */
  flowSums: { activity: number; sums: FlowSums[] }[];
}

/** ReturnFigures as the gain/loss statement gives them, before the prices. */
type UnpricedReturnFigures = Omit<ReturnFigures, "funds"> & {
  funds: Omit<ReturnFigures["funds"][number], "prices">[];
};

/** Gain/loss's figures as kept in account_figures. */
type KeptFigures = { flows: UnpricedFlowRow[]; returns: UnpricedReturnFigures };

/**
 * The gain/loss statement's figures: as kept, or summed, and then, when summed as of the cycle
 * date, with what keepFigures needs: the date and the account's version they were summed at.
 */
type FiguresAsStated = KeptFigures & { keep?: { asOf: string; version: number } | null };

/** A fund's latest price on or before a date. */
export interface ReturnPriceRow {
  inv: number;
  date: string;
  price: string | null;
}

export interface FundValuationRow {
  rel: number;
  inv: number;
  units: string;
  vested: string;
  /** Units of employer money types. */
  erUnits: string;
  /** The latest unit price on or before the date; null when the fund had no price yet. */
  price: string | null;
}

const inList = (values: readonly number[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Which accounts: these relationship numbers. */
export type AccountScope = { rels: readonly number[] };

export interface FlowTotalRow {
  kind: "D" | "F" | "B";
  activity: number | null;
  sub: string | null;
  moneyType: string | null;
  amount: string | null;
  inv: number | null;
  units: string | null;
  price: string | null;
  /** Kind D: the date valued, the earlier of `toDate` and the cycle date. */
  asOf: string | null;
}

export interface DirectionRow {
  id: number;
  contributionType: string;
  invDrctEfctvDt: string;
  lastChangeAt: Date;
  lines: { invTypeNmbr: number; percent: number }[];
}

export interface ReturnRow {
  inv: number;
  /** null: on or before the from-date (the start units); else the day of the flow. */
  day: string | null;
  activity: number;
  amount: string;
  units: string;
}

/** findOwnedGainAndLoss's answer: the owned account, with its figures priced when there are any. */
type OwnedGainAndLoss = Omit<
  Awaited<ReturnType<ReturnType<typeof buildGainAndLossQuery>["execute"]>>[number],
  "figures" | "pricesVersion"
> & { flows: FlowTotalRow[] | null; returns: ReturnFigures | null };

/** The upsert's end for figures summed at a version: written only while the version is still that one. */
const keptAtTheirVersion = sql`on conflict (clnt_rltnshp_nmbr) do update set as_of = excluded.as_of, figures = excluded.figures
    where account_figures.version = excluded.version`;

/**
 * Keeps an account's figures summed at `keep.version`, unless the version has moved on since
 * (a change committed after the statement that summed them): those are never kept.
 */
async function keepFigures(
  db: Executor,
  rel: number,
  keep: { asOf: string; version: number },
  figures: KeptFigures,
) {
  await db.execute(sql`
    insert into account_figures (clnt_rltnshp_nmbr, version, as_of, figures)
    values (${rel}, ${keep.version}, ${keep.asOf}, ${JSON.stringify(figures)}::json)
    ${keptAtTheirVersion}`);
}

export function createAccountsRepository(db: Executor) {
  const book = unitPriceBookOf(db);
  let ownAccounts: ReturnType<typeof buildOwnAccountsQuery> | undefined;
  let policyQuery: ReturnType<typeof buildPolicyQuery> | undefined;
  let gainAndLossQuery: ReturnType<typeof buildGainAndLossQuery> | undefined;
  return {
    /** buildOwnAccountsQuery: the member's clients, their accounts valued at the cycle date. */
    async findOwnAccounts(sessionClientNmbr: number) {
      ownAccounts ??= buildOwnAccountsQuery(db);
      const rows = await ownAccounts.execute({ sessionClient: sessionClientNmbr });
      const priceOn = await book.pricesOf(
        rows[0]?.pricesVersion ?? null,
        rows.flatMap((r) => r.held?.map((h) => h.inv) ?? []),
      );
      return rows.map(({ held, pricesVersion: _, ...r }) => ({
        ...r,
        valuations: held && pricedAt(held, priceOn, r.cycleDate),
      }));
    },

    /** buildPolicyQuery: one of the member's accounts, with fund values and plan history as asked. */
    async findOwnedPolicy(
      sessionClientNmbr: number,
      rel: number,
      asked: { investments: boolean; policyHistory: boolean },
    ) {
      policyQuery ??= buildPolicyQuery(db);
      const [row] = await policyQuery.execute({
        sessionClient: sessionClientNmbr,
        rel,
        investments: asked.investments,
        history: asked.policyHistory,
      });
      if (!row) return row;
      const { held, pricesVersion, ...account } = row;
      const priceOn = await book.pricesOf(pricesVersion, held?.map((h) => h.inv) ?? []);
      return { ...account, valuations: held && pricedAt(held, priceOn, row.cycleDate) };
    },

    /** buildGainAndLossQuery: one of the member's accounts with its flows, balance and return rows. */
    async findOwnedGainAndLoss(
      sessionClientNmbr: number,
      rel: number,
      toDate: string | null,
    ): Promise<OwnedGainAndLoss | undefined> {
      gainAndLossQuery ??= buildGainAndLossQuery(db);
      const [row] = await gainAndLossQuery.execute({ sessionClient: sessionClientNmbr, rel, toDate });
      if (!row) return row;
      const { figures: stated, pricesVersion, ...account } = row;
      if (!stated) return { ...account, flows: null, returns: null };
      const { keep, ...figures } = stated;
      // The balance's funds and the §2.3 points' (every fund at each date), as of the statement's version.
      const [priceOn] = await Promise.all([
        book.pricesOf(pricesVersion, [
          ...flowFunds(figures.flows),
          ...figures.returns.funds.map((f) => f.inv),
        ]),
        keep && keepFigures(db, rel, keep, figures),
      ]);
      const flows = pricedFlows(figures.flows, priceOn);
      const { dates } = figures.returns;
      const funds = figures.returns.funds.map((f) => ({
        ...f,
        prices: dates.map((date) => priceOn(f.inv, date)),
      }));
      return { ...account, flows, returns: { ...figures.returns, funds } };
    },

    /**
     * Keeps the gain/loss figures of up to `limit` accounts numbered after `after` that have none
     * as of the cycle date, summed as the gain/loss call sums them (summedFigures) and kept as it
     * keeps them (only while the version is the one summed at), in one statement. Returns the
     * last account number looked at and how many; `last` null when none was left.
     */
    async keepFiguresAfter(after: number, limit: number): Promise<{ last: number | null; count: number }> {
      const [row] = await queryRows<{ last: number | null; count: number }>(
        db,
        sql`
        with todo as (
          select p.clnt_rltnshp_nmbr as rel, p.effective_date
          from policies p left join account_figures af on af.clnt_rltnshp_nmbr = p.clnt_rltnshp_nmbr
          where p.clnt_rltnshp_nmbr > ${after}
            and (af.figures is null or af.as_of is distinct from ${webCycleDate})
          order by p.clnt_rltnshp_nmbr limit ${limit}
        ), summed as (
          select todo.rel, ${summedFigures(sql`todo.rel`, sql`todo.effective_date`, sql`null::date`)} as f from todo
        ), kept as (
          insert into account_figures (clnt_rltnshp_nmbr, version, as_of, figures)
          select rel, (f->'keep'->>'version')::bigint, (f->'keep'->>'asOf')::date, (f::jsonb - 'keep')::json
          from summed where f->'keep'->>'asOf' is not null
          ${keptAtTheirVersion}
        )
        select max(rel) as "last", count(*)::int as "count" from todo`,
      );
      return { last: row?.last ?? null, count: row?.count ?? 0 };
    },

    /**
     * Units held per account and fund (money types summed) with the latest price on or before `date`
     * (null: the cycle date), through the (inv_type_nmbr, price_date) key. One query, however many accounts.
     */
    async findFundValuations(scope: AccountScope, date: string | null): Promise<FundValuationRow[]> {
      if (scope.rels.length === 0) return [];
      const where = sql`h.clnt_rltnshp_nmbr in (${inList(scope.rels)})`;
      const until = date === null ? webCycleDate : sql`${date}::date`;
      const rows = await queryRows<
        Omit<FundValuationRow, "price"> & { until: string | null; pricesVersion: string | null }
      >(
        db,
        sql`
        select g.rel as "rel", g.inv as "inv", g.units::text as "units", g.vested::text as "vested",
               g.er_units::text as "erUnits", (${until})::text as "until", ${unitPriceVersionSql} as "pricesVersion"
        from (
          select h.clnt_rltnshp_nmbr as rel, h.inv_type_nmbr as inv, ${heldSums}
          from ${heldFrom}
          where ${where}
          group by h.clnt_rltnshp_nmbr, h.inv_type_nmbr
        ) g
        order by g.rel, g.inv`,
      );
      const priceOn = await book.pricesOf(
        rows[0]?.pricesVersion ?? null,
        rows.map((r) => r.inv),
      );
      return rows.map(({ until, pricesVersion: _, ...r }) => ({ ...r, price: priceOn(r.inv, until) }));
    },

    /**
     * For the portfolio details, in one statement (the cycle date read in it): the rows of
     * flowRows, the date valued, the earlier of `toDate` and the cycle date, the account's flows up
     * to it by activity type, sub-type and money type, and its units per fund with their prices.
     */
    async findFlowTotalsAndBalance(rel: number, toDate: string | null): Promise<FlowTotalRow[]> {
      const rows = await queryRows<UnpricedFlowRow>(db, flowTotalsSql(sql`${rel}`, sql`${toDate}::date`));
      return pricedFlows(rows, await book.pricesOf(valuedDay(rows)?.pricesVersion ?? null, flowFunds(rows)));
    },

    /** The account's investment directions, newest effective date first, each with its lines. */
    async findInvestmentDirections(rel: number): Promise<DirectionRow[]> {
      const rows = await db
        .select({
          id: investmentDirections.id,
          contributionType: investmentDirections.contributionType,
          invDrctEfctvDt: investmentDirections.invDrctEfctvDt,
          lastChangeAt: investmentDirections.lastChangeAt,
          invTypeNmbr: investmentDirectionLines.invTypeNmbr,
          percent: investmentDirectionLines.percent,
        })
        .from(investmentDirections)
        .innerJoin(
          investmentDirectionLines,
          eq(investmentDirectionLines.directionId, investmentDirections.id),
        )
        .where(eq(investmentDirections.clntRltnshpNmbr, rel))
        .orderBy(
          desc(investmentDirections.invDrctEfctvDt),
          desc(investmentDirections.id),
          desc(investmentDirectionLines.percent),
          asc(investmentDirectionLines.invTypeNmbr),
        );
      const byId = new Map<number, DirectionRow>();
      for (const r of rows) {
        let d = byId.get(r.id);
        if (!d) {
          d = {
            id: r.id,
            contributionType: r.contributionType,
            invDrctEfctvDt: r.invDrctEfctvDt,
            lastChangeAt: r.lastChangeAt,
            lines: [],
          };
          byId.set(r.id, d);
        }
        d.lines.push({ invTypeNmbr: r.invTypeNmbr, percent: r.percent });
      }
      return [...byId.values()];
    },

    /** For the rate of return: the transactions up to `to`, summed per fund, and per day after `from`. */
    async findReturnRows(rel: number, from: string, to: string): Promise<ReturnRow[]> {
      return queryRows<ReturnRow>(
        db,
        sql`
        select t.inv_type_nmbr as "inv", case when t.effective_date <= ${from} then null else t.effective_date end as "day",
               t.activity_type_nmbr as "activity", sum(t.gross_amt)::text as "amount", sum(t.unit_cnt)::text as "units"
        from transactions t
        where t.clnt_rltnshp_nmbr = ${rel} and t.effective_date <= ${to}
        group by 1, 2, 3
        order by 1, 2 nulls first, 3`,
      );
    },

    /** The latest price on or before each of two dates, per fund. */
    async findPricesAt(
      invs: readonly number[],
      first: string,
      second: string,
    ): Promise<{ inv: number; first: string | null; second: string | null }[]> {
      if (invs.length === 0) return [];
      const priceOn = await book.pricesNow(invs);
      return invs.map((inv) => ({ inv, first: priceOn(inv, first), second: priceOn(inv, second) }));
    },

    /**
     * For the §2.3 period returns: the latest price on or before each of `dates`, for every fund the
     * account has a transaction in (the funds and the prices' version read in one statement).
     */
    async findReturnPrices(rel: number, dates: readonly string[]): Promise<ReturnPriceRow[]> {
      if (dates.length === 0) return [];
      const [found] = await queryRows<{ invs: number[] | null; pricesVersion: string | null }>(
        db,
        sql`select array_agg(distinct t.inv_type_nmbr) as "invs", ${unitPriceVersionSql} as "pricesVersion"
            from transactions t where t.clnt_rltnshp_nmbr = ${rel}`,
      );
      const invs = found?.invs ?? [];
      const priceOn = await book.pricesOf(found?.pricesVersion ?? null, invs);
      return invs.flatMap((inv) => dates.map((date) => ({ inv, date, price: priceOn(inv, date) })));
    },

    async findQualifyingBalances(rel: number) {
      return db
        .select()
        .from(qualifyingBalances)
        .where(eq(qualifyingBalances.clntRltnshpNmbr, rel))
        .orderBy(asc(qualifyingBalances.invTypeNmbr));
    },

    async findContractAttributes(contractNmbr: number) {
      return db
        .select()
        .from(contractAttributes)
        .where(eq(contractAttributes.contractNmbr, contractNmbr))
        .orderBy(asc(contractAttributes.efctvDt), asc(contractAttributes.id));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
