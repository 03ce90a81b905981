import type { IsoDate, PricePoint } from "@portal/domain";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, queryRows } from "../../db/database.ts";
import { clients, contracts, cycleDates, policies, unitPrices } from "../../db/schema.ts";

const me = alias(clients, "me");

/** The contracts (with their products) on which one of the member's own clients holds an account. */
export async function findOwnContracts(db: Db, sessionClientNmbr: number) {
  return db
    .selectDistinct({ contractNmbr: contracts.contractNmbr, productTypeNmbr: contracts.productTypeNmbr })
    .from(me)
    .innerJoin(clients, and(eq(clients.schemeCode, me.schemeCode), eq(clients.loginId, me.loginId)))
    .innerJoin(policies, eq(policies.clientNmbr, clients.clientNmbr))
    .innerJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
    .where(eq(me.clientNmbr, sessionClientNmbr));
}

export async function findCycleDate(db: Db): Promise<IsoDate | null> {
  const [row] = await db
    .select({ cycleDate: cycleDates.cycleDate })
    .from(cycleDates)
    .where(eq(cycleDates.dateTypeCd, "WEB"));
  return row?.cycleDate ?? null;
}

const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * For each fund, its first price and the last price on or before each date: a sparse series that
 * gives the domain's return functions exactly what the full series would (every boundary they look
 * up is in it), through the (inv_type_nmbr, price_date) key: a few index probes per fund.
 */
export async function findBoundaryPrices(
  db: Db,
  invTypeNmbrs: readonly number[],
  dates: readonly IsoDate[],
): Promise<Map<number, PricePoint[]>> {
  const series = new Map<number, PricePoint[]>(invTypeNmbrs.map((inv) => [inv, []]));
  if (invTypeNmbrs.length === 0) return series;
  const rows = await queryRows<{ inv: number; date: IsoDate; price: string }>(
    db,
    sql`
    select f.inv, lp.price_date::text as "date", lp.unit_price::text as "price"
    from unnest(array[${list(invTypeNmbrs)}]::int[]) as f(inv)
    cross join unnest(array[${list(dates)}]::date[]) as d(dt)
    join lateral (
      select up.price_date, up.unit_price from unit_prices up
      where up.inv_type_nmbr = f.inv and up.price_date <= d.dt
      order by up.price_date desc limit 1
    ) lp on true
    union
    select f.inv, fp.price_date::text, fp.unit_price::text
    from unnest(array[${list(invTypeNmbrs)}]::int[]) as f(inv)
    join lateral (
      select up.price_date, up.unit_price from unit_prices up
      where up.inv_type_nmbr = f.inv order by up.price_date asc limit 1
    ) fp on true
    order by 1, 2`,
  );
  for (const r of rows) series.get(r.inv)?.push({ date: r.date, price: r.price });
  return series;
}

/** One fund's daily prices between two dates (both included), ascending. */
export async function findPrices(
  db: Db,
  invTypeNmbr: number,
  from: IsoDate,
  to: IsoDate,
): Promise<PricePoint[]> {
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
}
