import type { IsoDate, PricePoint } from "@portal/domain";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.ts";

export interface ValuationRow {
  inv: number;
  units: string;
  /** The latest unit price on or before the date; null when the fund had no price yet. */
  price: string | null;
}

export interface LastContributionRow {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** The lines of every contribution of that period, all money types, summed. */
  amount: string;
}

/** The projection's queries (issue 18): the member's birth date, the balance, the last contributions, month-end prices. */
export function createProjectionRepository(db: Executor) {
  return {
    async findBirthDate(clientNmbr: number): Promise<IsoDate | null> {
      const [row] = await queryRows<{ birthDate: IsoDate }>(
        db,
        sql`select birth_date::text as "birthDate" from clients where client_nmbr = ${clientNmbr}`,
      );
      return row?.birthDate ?? null;
    },

    /** Units held per fund (money types summed) with the latest price on or before `date`. */
    async findValuation(rel: number, date: IsoDate): Promise<ValuationRow[]> {
      return queryRows<ValuationRow>(
        db,
        sql`
        select g.inv_type_nmbr as "inv", g.units::text as "units", lp.unit_price::text as "price"
        from (
          select h.inv_type_nmbr, sum(h.unit_cnt) as units from holdings h
          where h.clnt_rltnshp_nmbr = ${rel}
          group by h.inv_type_nmbr
        ) g
        left join lateral (
          select up.unit_price from unit_prices up
          where up.inv_type_nmbr = g.inv_type_nmbr and up.price_date <= ${date}::date
          order by up.price_date desc limit 1
        ) lp on true
        order by g.inv_type_nmbr`,
      );
    },

    /**
     * The contributions of the account's latest contribution period received on or before `date`
     * (the period and the total of their lines), or null when it has none.
     */
    async findLastContribution(rel: number, date: IsoDate): Promise<LastContributionRow | null> {
      const [row] = await queryRows<LastContributionRow>(
        db,
        sql`
        with last as (
          select max(c.period_start) as period_start from contributions c
          where c.clnt_rltnshp_nmbr = ${rel} and c.received_date <= ${date}::date
        )
        select last.period_start::text as "periodStart", max(c.period_end)::text as "periodEnd",
               coalesce(sum(l.amount), 0)::text as "amount"
        from last
        join contributions c on c.clnt_rltnshp_nmbr = ${rel} and c.period_start = last.period_start
          and c.received_date <= ${date}::date
        left join contribution_lines l on l.contribution_id = c.id
        group by last.period_start`,
      );
      return row ?? null;
    },

    /**
     * Each fund's last price of every calendar month from its first price to `asOf` (the month of
     * asOf up to asOf): the sparse series that gives the domain's month-end figures
     * (monthEndPrices, fundAssumptions) exactly what the daily series would, since a month's end is
     * looked up as the last price on or before it. One statement, one index probe per fund and
     * month through the (inv_type_nmbr, price_date) key; a month without a price repeats the one
     * before, which is dropped.
     */
    async findMonthEndPrices(invs: readonly number[], asOf: IsoDate): Promise<Map<number, PricePoint[]>> {
      const series = new Map<number, PricePoint[]>(invs.map((inv) => [inv, []]));
      if (invs.length === 0) return series;
      const rows = await queryRows<{ inv: number; date: IsoDate; price: string }>(
        db,
        sql`
        select distinct f.inv as "inv", lp.price_date::text as "date", lp.unit_price::text as "price"
        from unnest(${`{${invs.join(",")}}`}::int[]) as f(inv)
        cross join lateral (select min(up.price_date) as first from unit_prices up where up.inv_type_nmbr = f.inv) s
        cross join lateral generate_series(date_trunc('month', s.first), ${asOf}::date, interval '1 month') as m(month_start)
        join lateral (
          select up.price_date, up.unit_price from unit_prices up
          where up.inv_type_nmbr = f.inv
            and up.price_date <= least((m.month_start + interval '1 month' - interval '1 day')::date, ${asOf}::date)
          order by up.price_date desc limit 1
        ) lp on true
        order by 1, 2`,
      );
      for (const r of rows) series.get(r.inv)?.push({ date: r.date, price: r.price });
      return series;
    },
  };
}

export type ProjectionRepository = ReturnType<typeof createProjectionRepository>;
