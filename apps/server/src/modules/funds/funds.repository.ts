import { boundarySeries, type IsoDate, type PricePoint } from "@portal/domain";

import { and, asc, eq, gte, lte, sql } from "drizzle-orm";

import type { Executor } from "../../db/database.ts";

import { unitPrices } from "../../db/schema.ts";
import { unitPriceBookOf } from "../prices/unit-price-book.repository.ts";

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
  const book = unitPriceBookOf(db);
  // Prepared on first use: the index's hot statement (one plan, the dates as a parameter).
  let indexBoundary: ReturnType<typeof buildIndexBoundaryQuery> | undefined;
  return {
    /**
     * For each fund, its first price and the last price on or before each date (boundarySeries): a
     * sparse series that gives the domain's return functions exactly what the full series would,
     * from the histories the price book keeps as committed now (a one-row statement for the
     * prices' version; a version it does not hold reads them again).
     */
    async findBoundaryPrices(
      invTypeNmbrs: readonly number[],
      dates: readonly IsoDate[],
    ): Promise<Map<number, PricePoint[]>> {
      if (invTypeNmbrs.length === 0) return new Map();
      const histories = await book.historiesNow(invTypeNmbrs);
      return new Map(invTypeNmbrs.map((inv) => [inv, boundarySeries(histories.get(inv) ?? [], dates)]));
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
