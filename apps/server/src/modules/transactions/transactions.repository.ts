import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";

import { type Executor, queryRows } from "../../db/database.ts";

import { contributionLines, contributions } from "../../db/schema.ts";

export interface FundBalanceRow {
  inv: number;
  openingUnits: string;
  closingUnits: string;
  rowCount: number;
  openingPrice: string | null;
  openingPriceDate: string | null;
  closingPrice: string | null;
  closingPriceDate: string | null;
}

export interface TransactionRow {
  seq: string;
  date: string;
  activity: number;
  sub: string | null;
  moneyType: string;
  inv: number;
  amount: string;
  price: string;
  units: string;
}

export function createTransactionsRepository(db: Executor) {
  return {
    /**
     * Per fund of the account: units before `from` and up to `close`, how many rows fall in
     * [from, to], the price of the last dealing day before `from` and the latest price on or before
     * `close`. One query on the (clnt_rltnshp_nmbr, effective_date) index and the prices' key.
     */
    async findFundBalances(rel: number, from: string, to: string, close: string): Promise<FundBalanceRow[]> {
      const upTo = to > close ? to : close;
      return queryRows<FundBalanceRow>(
        db,
        sql`
        select g.inv_type_nmbr as "inv", g.opening_units::text as "openingUnits", g.closing_units::text as "closingUnits",
               g.row_count as "rowCount", op.unit_price::text as "openingPrice", op.price_date as "openingPriceDate",
               cp.unit_price::text as "closingPrice", cp.price_date as "closingPriceDate"
        from (
          select t.inv_type_nmbr,
                 coalesce(sum(t.unit_cnt) filter (where t.effective_date < ${from}), 0) as opening_units,
                 coalesce(sum(t.unit_cnt) filter (where t.effective_date <= ${close}), 0) as closing_units,
                 (count(*) filter (where t.effective_date >= ${from} and t.effective_date <= ${to}))::int as row_count
          from transactions t
          where t.clnt_rltnshp_nmbr = ${rel} and t.effective_date <= ${upTo}
          group by t.inv_type_nmbr
        ) g
        left join lateral (
          select up.unit_price, up.price_date from unit_prices up
          where up.inv_type_nmbr = g.inv_type_nmbr and up.price_date < ${from}
          order by up.price_date desc limit 1
        ) op on true
        left join lateral (
          select up.unit_price, up.price_date from unit_prices up
          where up.inv_type_nmbr = g.inv_type_nmbr and up.price_date <= ${close}
          order by up.price_date desc limit 1
        ) cp on true
        order by g.inv_type_nmbr`,
      );
    },

    /** The account's transactions dated in [from, to], by date then sequence. */
    async findTransactions(rel: number, from: string, to: string): Promise<TransactionRow[]> {
      return queryRows<TransactionRow>(
        db,
        sql`
        select t.trns_hst_seq_nmbr::text as "seq", t.effective_date as "date", t.activity_type_nmbr as "activity",
               t.sub_trns_nm as "sub", t.money_type_code as "moneyType", t.inv_type_nmbr as "inv",
               t.gross_amt::text as "amount", t.unit_price::text as "price", t.unit_cnt::text as "units"
        from transactions t
        where t.clnt_rltnshp_nmbr = ${rel} and t.effective_date >= ${from} and t.effective_date <= ${to}
        order by t.effective_date, t.trns_hst_seq_nmbr`,
      );
    },

    /** Contributions received in [from, to], newest first, one row per money-type line. */
    async findContributions(rel: number, from: string, to: string) {
      return db
        .select({
          contribution: contributions,
          moneyTypeCode: contributionLines.moneyTypeCode,
          amount: contributionLines.amount,
        })
        .from(contributions)
        .leftJoin(contributionLines, eq(contributionLines.contributionId, contributions.id))
        .where(
          and(
            eq(contributions.clntRltnshpNmbr, rel),
            gte(contributions.receivedDate, from),
            lte(contributions.receivedDate, to),
          ),
        )
        .orderBy(
          desc(contributions.receivedDate),
          desc(contributions.id),
          asc(contributionLines.moneyTypeCode),
        );
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
