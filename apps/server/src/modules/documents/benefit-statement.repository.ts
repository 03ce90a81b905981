import { sql } from "drizzle-orm";

import { type Executor, queryRows } from "../../db/database.ts";

/** The gross amounts of the period's transactions, summed per activity type, sub-type and money type. */
export interface StatementFlowRow {
  activity: number;
  sub: string | null;
  moneyType: string;
  /** Signed: negative left the account's funds. */
  amount: string;
}

/** One line of the investment direction in force on a day, per contribution type. */
export interface StatementDirectionRow {
  contributionType: string;
  effectiveDate: string;
  inv: number;
  percent: number;
}

/** Units and vested units held now (at the cycle date), per fund. */
export interface StatementVestingRow {
  inv: number;
  units: string;
  vested: string;
}

/** The queries of the annual benefit statement: the member's own stored data, read as at given days. */
export function createBenefitStatementRepository(db: Executor) {
  return {
    /**
     * Per fund the account ever held up to `close`: units before `from` and up to `close`, with the
     * last price before `from` and the last price on or before `close` (and their days), the rule of
     * the transaction history. One query on the (clnt_rltnshp_nmbr, effective_date) index and the
     * prices' key.
     */
    /** The gross amounts of the transactions dated in [from, close], summed in SQL per activity, sub-type and money type. */
    async findFlows(rel: number, from: string, close: string): Promise<StatementFlowRow[]> {
      return queryRows<StatementFlowRow>(
        db,
        sql`
        select t.activity_type_nmbr as "activity", t.sub_trns_nm as "sub", t.money_type_code as "moneyType",
               sum(t.gross_amt)::text as "amount"
        from transactions t
        where t.clnt_rltnshp_nmbr = ${rel} and t.effective_date >= ${from} and t.effective_date <= ${close}
        group by t.activity_type_nmbr, t.sub_trns_nm, t.money_type_code
        order by 1, 2 nulls first, 3`,
      );
    },

    /**
     * The investment direction in force on `date`: per contribution type, the newest direction
     * effective on or before it, with its lines (largest percentage first).
     */
    async findDirectionInForce(rel: number, date: string): Promise<StatementDirectionRow[]> {
      return queryRows<StatementDirectionRow>(
        db,
        sql`
        select d.contribution_type as "contributionType", d.inv_drct_efctv_dt::text as "effectiveDate",
               l.inv_type_nmbr as "inv", l.percent::int as "percent"
        from (
          select distinct on (x.contribution_type) x.id, x.contribution_type, x.inv_drct_efctv_dt
          from investment_directions x
          where x.clnt_rltnshp_nmbr = ${rel} and x.inv_drct_efctv_dt <= ${date}
          order by x.contribution_type, x.inv_drct_efctv_dt desc, x.id desc
        ) d
        join investment_direction_lines l on l.direction_id = d.id
        order by d.contribution_type, l.percent desc, l.inv_type_nmbr`,
      );
    },

    /** Units and vested units held now, per fund (money types summed): the holdings, kept at the cycle date. */
    async findVesting(rel: number): Promise<StatementVestingRow[]> {
      return queryRows<StatementVestingRow>(
        db,
        sql`
        select h.inv_type_nmbr as "inv", sum(h.unit_cnt)::text as "units", sum(h.vested_unit_cnt)::text as "vested"
        from holdings h
        where h.clnt_rltnshp_nmbr = ${rel}
        group by h.inv_type_nmbr
        order by h.inv_type_nmbr`,
      );
    },
  };
}

export type BenefitStatementRepository = ReturnType<typeof createBenefitStatementRepository>;
