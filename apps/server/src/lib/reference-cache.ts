import type { Scheme } from "@portal/domain";
import { asc } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import {
  accountTypes,
  activityTypes,
  fundFeeTiers,
  funds,
  memberClasses,
  moneyTypes,
  productFunds,
  products,
  schemes,
} from "../db/schema.ts";

/**
 * Reference data that does not change while the server runs (schemes, products, funds, fee tiers,
 * codes): read once per database and kept in memory, so the account calls join nothing of it in SQL.
 * Reloaded after RELOAD_AFTER_MS, and never kept while empty (a server started before the seed).
 */
export interface ReferenceData {
  schemes: Map<string, typeof schemes.$inferSelect>;
  products: Map<number, typeof products.$inferSelect>;
  accountTypes: Map<string, typeof accountTypes.$inferSelect>;
  memberClasses: Map<number, typeof memberClasses.$inferSelect>;
  moneyTypes: Map<string, typeof moneyTypes.$inferSelect>;
  activityTypes: Map<number, typeof activityTypes.$inferSelect>;
  funds: Map<number, typeof funds.$inferSelect>;
  /** Funds a product offers, by fund number. */
  productFunds: Map<number, number[]>;
  /** Fee tiers of a fund, by tier number. */
  feeTiers: Map<number, (typeof fundFeeTiers.$inferSelect)[]>;
}

const RELOAD_AFTER_MS = 10 * 60 * 1000;
const cache = new WeakMap<Db, { at: number; data: Promise<ReferenceData> }>();

export function referenceData(db: Db): Promise<ReferenceData> {
  const hit = cache.get(db);
  const now = Date.now();
  if (hit && now - hit.at < RELOAD_AFTER_MS) return hit.data;
  const data = load(db);
  cache.set(db, { at: now, data });
  data.then(
    (d) => {
      if (d.funds.size === 0 || d.products.size === 0) cache.delete(db);
    },
    () => cache.delete(db),
  );
  return data;
}

async function load(db: Db): Promise<ReferenceData> {
  const [s, p, at, mc, mt, act, f, pf, ft] = await Promise.all([
    db.select().from(schemes),
    db.select().from(products),
    db.select().from(accountTypes),
    db.select().from(memberClasses),
    db.select().from(moneyTypes),
    db.select().from(activityTypes),
    db.select().from(funds).orderBy(asc(funds.invTypeNmbr)),
    db.select().from(productFunds).orderBy(asc(productFunds.invTypeNmbr)),
    db.select().from(fundFeeTiers).orderBy(asc(fundFeeTiers.invTypeNmbr), asc(fundFeeTiers.tierNmbr)),
  ]);
  const productFundMap = new Map<number, number[]>();
  for (const row of pf) {
    const list = productFundMap.get(row.productTypeNmbr) ?? [];
    list.push(row.invTypeNmbr);
    productFundMap.set(row.productTypeNmbr, list);
  }
  const tiers = new Map<number, (typeof fundFeeTiers.$inferSelect)[]>();
  for (const row of ft) {
    const list = tiers.get(row.invTypeNmbr) ?? [];
    list.push(row);
    tiers.set(row.invTypeNmbr, list);
  }
  return {
    schemes: new Map(s.map((r) => [r.code, r])),
    products: new Map(p.map((r) => [r.productTypeNmbr, r])),
    accountTypes: new Map(at.map((r) => [r.code, r])),
    memberClasses: new Map(mc.map((r) => [r.memberClassNmbr, r])),
    moneyTypes: new Map(mt.map((r) => [r.code, r])),
    activityTypes: new Map(act.map((r) => [r.activityTypeNmbr, r])),
    funds: new Map(f.map((r) => [r.invTypeNmbr, r])),
    productFunds: productFundMap,
    feeTiers: tiers,
  };
}

/** The product of a contract and its scheme; a missing one is a data error (500). */
export function productAndScheme(
  ref: ReferenceData,
  productTypeNmbr: number,
): { product: typeof products.$inferSelect; scheme: typeof schemes.$inferSelect & { code: Scheme } } {
  const product = ref.products.get(productTypeNmbr);
  const scheme = product ? ref.schemes.get(product.schemeCode) : undefined;
  if (!product || !scheme)
    throw new Error(`reference data: product ${productTypeNmbr} or its scheme missing`);
  return { product, scheme: scheme as typeof scheme & { code: Scheme } };
}
