import { type PricePoint, priceOnOrBefore } from "@portal/domain";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.ts";

/**
 * The version of the unit prices in the snapshot of the statement that selects it (text: a bigint),
 * null if its row is missing. Migration 0012's trigger moves it on in the transaction of every
 * statement that changes unit_prices (see unitPriceVersion in the schema).
 */
export const unitPriceVersionSql = sql<string | null>`(select v.version::text from unit_price_version v)`;

/** A fund's latest unit price on or before a date (ISO), as PostgreSQL's numeric text; null before its first. */
export type PriceOn = (inv: number, date: string | null) => string | null;

/** One fund's prices, oldest first (the domain's price series). */
type FundPrices = readonly PricePoint[];

/** Reads funds' whole price histories and the version they are of, in one statement (one snapshot). */
async function loadFunds(db: Executor, invs: readonly number[]) {
  const rows = await queryRows<{ version: string | null; inv: number; days: string; prices: string }>(
    db,
    sql`
    select ${unitPriceVersionSql} as "version", f.inv as "inv",
      coalesce(string_agg(up.price_date::text, ',' order by up.price_date), '') as "days",
      coalesce(string_agg(up.unit_price::text, ',' order by up.price_date), '') as "prices"
    from unnest(${`{${invs.join(",")}}`}::int[]) as f(inv)
    left join unit_prices up on up.inv_type_nmbr = f.inv
    group by f.inv`,
  );
  const funds = new Map<number, FundPrices>();
  for (const r of rows) {
    const prices = r.prices.split(",");
    funds.set(
      r.inv,
      r.days === "" ? [] : r.days.split(",").map((date, i) => ({ date, price: prices[i] as string })),
    );
  }
  return { version: rows[0]?.version ?? null, funds };
}

function priceOnOf(funds: ReadonlyMap<number, FundPrices>): PriceOn {
  return (inv, date) => {
    const fund = funds.get(inv);
    return fund && date !== null ? (priceOnOrBefore(fund, date)?.price ?? null) : null;
  };
}

/**
 * The funds' unit prices kept in memory by this instance, so that a statement that values an
 * account need not look up "the latest price on or before" a date once per fund and date (the
 * gain/loss call made 30 such lookups, a fifth of PostgreSQL's time per dashboard call).
 *
 * Exact without any message between instances: the statement that reads the units also selects
 * the prices' version (unitPriceVersionSql) in its own snapshot, and the book answers from what it
 * keeps only when that is the version it holds. A newer version drops everything it keeps (funds
 * are read again as they are asked for: one fund's 6,400 prices in about 15 ms); an older one
 * (a statement that began before a change this instance has already seen) is answered from a
 * read of its own, not kept. A fund read is kept only if it is of the version the book holds; the
 * call that read it uses it either way, so a call made across a price change may be valued at
 * the newer prices, which is what a call a moment later gets.
 */
export class UnitPriceBook {
  private version: bigint | null = null;
  private funds = new Map<number, FundPrices>();
  private loading = new Map<number, Promise<Map<number, FundPrices>>>();

  constructor(private readonly db: Executor) {}

  /** How many funds it keeps (for tests). */
  get size(): number {
    return this.funds.size;
  }

  /** The prices of `invs` as committed now (for a caller without a statement of its own to select the version in). */
  async pricesNow(invs: Iterable<number>): Promise<PriceOn> {
    return priceOnOf(await this.historiesNow(invs));
  }

  /** The whole price histories of `invs` as committed now, oldest first (a fund without prices: none). */
  async historiesNow(invs: Iterable<number>): Promise<ReadonlyMap<number, FundPrices>> {
    const [row] = await queryRows<{ version: string | null }>(
      this.db,
      sql`select ${unitPriceVersionSql} as "version"`,
    );
    return this.historiesOf(row?.version ?? null, invs);
  }

  /** The prices of `invs` as of `version` (selected with the units, unitPriceVersionSql). */
  async pricesOf(version: string | null, invs: Iterable<number>): Promise<PriceOn> {
    return priceOnOf(await this.historiesOf(version, invs));
  }

  /** The histories of `invs` as of `version`: kept, read and kept, or read apart (see the class). */
  private async historiesOf(
    version: string | null,
    invs: Iterable<number>,
  ): Promise<ReadonlyMap<number, FundPrices>> {
    const wanted = [...new Set(invs)];
    if (wanted.length === 0) return new Map();
    if (version === null) return (await loadFunds(this.db, wanted)).funds;
    const asked = BigInt(version);
    if (this.version === null || asked > this.version) {
      this.version = asked;
      this.funds = new Map();
      this.loading = new Map();
    } else if (asked < this.version) return (await loadFunds(this.db, wanted)).funds;

    const missing = wanted.filter((inv) => !this.funds.has(inv) && !this.loading.has(inv));
    if (missing.length > 0) {
      const kept = this.funds;
      const loading = this.loading;
      const load = loadFunds(this.db, missing).then(({ version: read, funds }) => {
        if (read !== null && BigInt(read) === this.version && kept === this.funds)
          for (const [inv, fund] of funds) kept.set(inv, fund);
        for (const inv of missing) loading.delete(inv);
        return funds;
      });
      // A failed read is not kept as pending: the next call reads again.
      load.catch(() => {
        for (const inv of missing) loading.delete(inv);
      });
      for (const inv of missing) loading.set(inv, load);
    }

    // Taken before any await: another call may replace the maps meanwhile.
    const kept = wanted.map((inv) => [inv, this.funds.get(inv) ?? this.loading.get(inv)] as const);
    const found = new Map<number, FundPrices>();
    for (const [inv, fund] of kept) {
      const prices = fund instanceof Promise ? (await fund).get(inv) : fund;
      if (prices) found.set(inv, prices);
    }
    return found;
  }
}

const books = new WeakMap<object, UnitPriceBook>();

/** The price book of a database (or a transaction: one of its own, which it reads within it). */
export function unitPriceBookOf(db: Executor): UnitPriceBook {
  let book = books.get(db);
  if (!book) {
    book = new UnitPriceBook(db);
    books.set(db, book);
  }
  return book;
}
