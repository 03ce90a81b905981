import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";

import { type Executor, queryRows } from "../../db/database.ts";
import {
  clients,
  contractAttributes,
  contracts,
  funds,
  investmentDirectionLines,
  investmentDirections,
  policies,
  policyHistory,
  qualifyingBalances,
} from "../../db/schema.ts";
import { ownClientNumbers, webCycleDate } from "../ownership/ownership.repository.ts";

function buildOwnAccountsQuery(db: Executor) {
  return db
    .select({
      client: {
        clientNmbr: clients.clientNmbr,
        schemeCode: clients.schemeCode,
        firstName: clients.firstName,
        lastName: clients.primaryLastName,
        chineseName: clients.secondaryLastName,
        lastLoginAt: clients.lastLoginAt,
        previousLoginAt: clients.previousLoginAt,
      },
      policy: policies,
      contract: contracts,
      cycleDate: webCycleDate,
    })
    .from(clients)
    .leftJoin(policies, eq(policies.clientNmbr, clients.clientNmbr))
    .leftJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
    .where(inArray(clients.clientNmbr, ownClientNumbers(sql.placeholder("sessionClient"))))
    .orderBy(asc(clients.clientNmbr), asc(policies.clntRltnshpNmbr))
    .prepare("own_accounts");
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

/** Which accounts: these relationship numbers, or every account of the session client's own clients. */
export type AccountScope = { rels: readonly number[] } | { ownClientsOf: number };

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

export function createAccountsRepository(db: Executor) {
  let ownAccounts: ReturnType<typeof buildOwnAccountsQuery> | undefined;
  return {
    /**
     * Every account of the member's own clients (the session's client and those with the same login id
     * in the same scheme), with the contract, the client and the cycle date. A client without accounts
     * still gives one row (policy and contract null). One prepared query on the clients and policies indexes.
     */
    async findOwnAccounts(sessionClientNmbr: number) {
      ownAccounts ??= buildOwnAccountsQuery(db);
      return ownAccounts.execute({ sessionClient: sessionClientNmbr });
    },

    /**
     * Units held per account and fund (money types summed) with the latest price on or before `date`
     * (null: the cycle date), through the (inv_type_nmbr, price_date) key. One query, however many accounts.
     */
    async findFundValuations(scope: AccountScope, date: string | null): Promise<FundValuationRow[]> {
      if ("rels" in scope && scope.rels.length === 0) return [];
      const where =
        "rels" in scope
          ? sql`h.clnt_rltnshp_nmbr in (${inList(scope.rels)})`
          : sql`h.clnt_rltnshp_nmbr in (
              select p.clnt_rltnshp_nmbr from policies p
              where p.client_nmbr in ${ownClientNumbers(scope.ownClientsOf)})`;
      const until = date === null ? webCycleDate : sql`${date}`;
      return queryRows<FundValuationRow>(
        db,
        sql`
        select g.clnt_rltnshp_nmbr as "rel", g.inv_type_nmbr as "inv", g.units::text as "units",
               g.vested::text as "vested", g.er_units::text as "erUnits", lp.unit_price::text as "price"
        from (
          select h.clnt_rltnshp_nmbr, h.inv_type_nmbr, sum(h.unit_cnt) as units, sum(h.vested_unit_cnt) as vested,
                 coalesce(sum(h.unit_cnt) filter (where mt.is_employer), 0) as er_units
          from holdings h join money_types mt on mt.code = h.money_type_code
          where ${where}
          group by h.clnt_rltnshp_nmbr, h.inv_type_nmbr
        ) g
        left join lateral (
          select up.unit_price from unit_prices up
          where up.inv_type_nmbr = g.inv_type_nmbr and up.price_date <= ${until}
          order by up.price_date desc limit 1
        ) lp on true
        order by g.clnt_rltnshp_nmbr, g.inv_type_nmbr`,
      );
    },

    /**
     * For gain/loss, in one statement (the cycle date read in it): the date valued, the earlier of
     * `toDate` and the cycle date (kind D); the gross amounts of the account's transactions up to
     * it, summed in SQL by activity type, sub-type and money type (kind F); and the units per fund
     * with the price on or before it (kind B): from holdings at the cycle date, else summed from the
     * transactions up to that date.
     */
    async findFlowTotalsAndBalance(rel: number, toDate: string | null): Promise<FlowTotalRow[]> {
      return queryRows<FlowTotalRow>(
        db,
        sql`
        with d as (
          select least(coalesce(${toDate}::date, c.cycle_date), c.cycle_date) as as_of, c.cycle_date
          from cycle_dates c where c.date_type_cd = 'WEB'
        )
        select 'D' as "kind", null::int as "activity", null::text as "sub", null::text as "moneyType",
               null::text as "amount", null::int as "inv", null::text as "units", null::text as "price",
               d.as_of::text as "asOf"
        from d
        union all
        select 'F', t.activity_type_nmbr, t.sub_trns_nm, t.money_type_code, sum(t.gross_amt)::text,
               null, null, null, null
        from transactions t, d
        where t.clnt_rltnshp_nmbr = ${rel} and t.effective_date <= d.as_of
        group by t.activity_type_nmbr, t.sub_trns_nm, t.money_type_code
        union all
        select 'B', null, null, null, null, u.inv_type_nmbr, u.units::text, lp.unit_price::text, null
        from (
          select h.inv_type_nmbr, sum(h.unit_cnt) as units from holdings h, d
          where h.clnt_rltnshp_nmbr = ${rel} and d.as_of = d.cycle_date
          group by h.inv_type_nmbr
          union all
          select t.inv_type_nmbr, sum(t.unit_cnt) from transactions t, d
          where t.clnt_rltnshp_nmbr = ${rel} and d.as_of < d.cycle_date and t.effective_date <= d.as_of
          group by t.inv_type_nmbr
        ) u
        cross join d
        left join lateral (
          select up.unit_price from unit_prices up
          where up.inv_type_nmbr = u.inv_type_nmbr and up.price_date <= d.as_of
          order by up.price_date desc limit 1
        ) lp on true`,
      );
    },

    async findPolicyHistory(rel: number) {
      return db
        .select({
          planName: policyHistory.planName,
          planNameZh: policyHistory.planNameZh,
          memberClassNmbr: policyHistory.memberClassNmbr,
          effectiveDate: policyHistory.effectiveDate,
        })
        .from(policyHistory)
        .where(eq(policyHistory.clntRltnshpNmbr, rel))
        .orderBy(desc(policyHistory.effectiveDate), desc(policyHistory.id));
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
      return queryRows(
        db,
        sql`
        select f.inv_type_nmbr as "inv",
          (select up.unit_price::text from unit_prices up where up.inv_type_nmbr = f.inv_type_nmbr and up.price_date <= ${first}
            order by up.price_date desc limit 1) as "first",
          (select up.unit_price::text from unit_prices up where up.inv_type_nmbr = f.inv_type_nmbr and up.price_date <= ${second}
            order by up.price_date desc limit 1) as "second"
        from ${funds} f where f.inv_type_nmbr in (${inList(invs)})`,
      );
    },

    /**
     * For the §2.3 period returns: the latest price on or before each of `dates`, for every fund the
     * account has a transaction in. One statement, through the (inv_type_nmbr, price_date) key.
     */
    async findReturnPrices(
      rel: number,
      dates: readonly string[],
    ): Promise<{ inv: number; date: string; price: string | null }[]> {
      if (dates.length === 0) return [];
      const days = sql.join(
        dates.map((d) => sql`(${d}::date)`),
        sql`, `,
      );
      return queryRows(
        db,
        sql`
        select f.inv as "inv", d.day::text as "date",
          (select up.unit_price::text from unit_prices up where up.inv_type_nmbr = f.inv and up.price_date <= d.day
            order by up.price_date desc limit 1) as "price"
        from (select distinct t.inv_type_nmbr as inv from transactions t where t.clnt_rltnshp_nmbr = ${rel}) f
        cross join (values ${days}) as d(day)`,
      );
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
