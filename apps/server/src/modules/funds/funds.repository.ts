import type { IsoDate, PricePoint } from "@portal/domain";

import { and, asc, eq, gte, lte, sql } from "drizzle-orm";

import type { Executor } from "../../db/database.ts";

import { unitPrices } from "../../db/schema.ts";

function buildBoundaryQuery(db: Executor) {
  return db
    .select({ inv: sql<number>`b.inv`, date: sql<IsoDate>`b.date`, price: sql<string>`b.price` })
    .from(sql`(
      select f.inv, lp.price_date::text as date, lp.unit_price::text as price
      from unnest(${sql.placeholder("invs")}::int[]) as f(inv)
      cross join unnest(${sql.placeholder("dates")}::date[]) as d(dt)
      join lateral (
        select up.price_date, up.unit_price from unit_prices up
        where up.inv_type_nmbr = f.inv and up.price_date <= d.dt
        order by up.price_date desc limit 1
      ) lp on true
      union
      select f.inv, fp.price_date::text, fp.unit_price::text
      from unnest(${sql.placeholder("invs")}::int[]) as f(inv)
      join lateral (
        select up.price_date, up.unit_price from unit_prices up
        where up.inv_type_nmbr = f.inv order by up.price_date asc limit 1
      ) fp on true
    ) as b`)
    .orderBy(sql`b.inv`, sql`b.date`)
    .prepare("fund_boundary_prices");
}

function buildIndexBoundaryQuery(db: Executor) {
  return db
    .select({ date: sql<IsoDate>`b.date`, level: sql<string>`b.level` })
    .from(sql`(
      select ll.level_date::text as date, ll.level::text as level
      from unnest(${sql.placeholder("dates")}::date[]) as d(dt)
      join lateral (
        select il.level_date, il.level from index_levels il
        where il.index_name = ${sql.placeholder("indexName")} and il.level_date <= d.dt
        order by il.level_date desc limit 1
      ) ll on true
      union
      select fl.level_date::text, fl.level::text
      from (
        select il.level_date, il.level from index_levels il
        where il.index_name = ${sql.placeholder("indexName")} order by il.level_date asc limit 1
      ) fl
    ) as b`)
    .orderBy(sql`b.date`)
    .prepare("index_boundary_levels");
}

export function createFundsRepository(db: Executor) {
  // Prepared on first use: the fund list's hot statements (one plan, arrays as parameters).
  let boundary: ReturnType<typeof buildBoundaryQuery> | undefined;
  let indexBoundary: ReturnType<typeof buildIndexBoundaryQuery> | undefined;
  return {
    /**
     * For each fund, its first price and the last price on or before each date: a sparse series that
     * gives the domain's return functions exactly what the full series would (every boundary they look
     * up is in it), through the (inv_type_nmbr, price_date) key: a few index probes per fund.
     */
    async findBoundaryPrices(
      invTypeNmbrs: readonly number[],
      dates: readonly IsoDate[],
    ): Promise<Map<number, PricePoint[]>> {
      const series = new Map<number, PricePoint[]>(invTypeNmbrs.map((inv) => [inv, []]));
      if (invTypeNmbrs.length === 0) return series;
      boundary ??= buildBoundaryQuery(db);
      const rows = await boundary.execute({ invs: [...invTypeNmbrs], dates: [...dates] });
      for (const r of rows) series.get(r.inv)?.push({ date: r.date, price: r.price });
      return series;
    },

    /** An index's first level and its last level on or before each date, as a series (levels as prices). */
    async findIndexBoundaryLevels(indexName: string, dates: readonly IsoDate[]): Promise<PricePoint[]> {
      indexBoundary ??= buildIndexBoundaryQuery(db);
      const rows = await indexBoundary.execute({ indexName, dates: [...dates] });
      return rows.map((r) => ({ date: r.date, price: r.level }));
    },

    /** One fund's daily prices between two dates (both included), ascending. */
    async findPrices(invTypeNmbr: number, from: IsoDate, to: IsoDate): Promise<PricePoint[]> {
      return db
        .select({ date: unitPrices.priceDate, price: unitPrices.unitPrice })
        .from(unitPrices)
        .where(
          and(
            eq(unitPrices.invTypeNmbr, invTypeNmbr),
            gte(unitPrices.priceDate, from),
            lte(unitPrices.priceDate, to),
          ),
        )
        .orderBy(asc(unitPrices.priceDate));
    },
  };
}

export type FundsRepository = ReturnType<typeof createFundsRepository>;
