import type {
  accountTypes,
  activityTypes,
  fundFeeTiers,
  funds,
  memberClasses,
  moneyTypes,
  products,
  schemes,
} from "../../db/schema.ts";
import type { ReferenceRepository } from "./reference.repository.ts";

/**
 * Reference data that does not change while the server runs (schemes, products, funds, fee tiers,
 * codes): read once and kept in memory, so the account calls join nothing of it in SQL. Reloaded
 * after RELOAD_AFTER_MS, and never kept while empty (a server started before the seed).
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

/** The reference data, from memory when it is fresh. */
export type ReferenceSource = () => Promise<ReferenceData>;

const RELOAD_AFTER_MS = 10 * 60 * 1000;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

async function load(repo: ReferenceRepository): Promise<ReferenceData> {
  const [s, p, at, mc, mt, act, f, pf, ft] = await repo.findAll();
  return {
    schemes: new Map(s.map((r) => [r.code, r])),
    products: new Map(p.map((r) => [r.productTypeNmbr, r])),
    accountTypes: new Map(at.map((r) => [r.code, r])),
    memberClasses: new Map(mc.map((r) => [r.memberClassNmbr, r])),
    moneyTypes: new Map(mt.map((r) => [r.code, r])),
    activityTypes: new Map(act.map((r) => [r.activityTypeNmbr, r])),
    funds: new Map(f.map((r) => [r.invTypeNmbr, r])),
    productFunds: new Map(
      [...groupBy(pf, (r) => r.productTypeNmbr)].map(([k, rows]) => [k, rows.map((r) => r.invTypeNmbr)]),
    ),
    feeTiers: groupBy(ft, (r) => r.invTypeNmbr),
  };
}

/** A cache of the reference data over its repository. */
export function createReferenceSource(
  repo: ReferenceRepository,
  now: () => number = Date.now,
): ReferenceSource {
  let hit: { at: number; data: Promise<ReferenceData> } | undefined;
  return () => {
    const at = now();
    if (hit && at - hit.at < RELOAD_AFTER_MS) return hit.data;
    const data = load(repo);
    const entry = { at, data };
    hit = entry;
    data.then(
      (d) => {
        if ((d.funds.size === 0 || d.products.size === 0) && hit === entry) hit = undefined;
      },
      () => {
        if (hit === entry) hit = undefined;
      },
    );
    return data;
  };
}

/** The product of a contract and its scheme; a missing one is a data error (500). */
export function productAndScheme(
  ref: ReferenceData,
  productTypeNmbr: number,
): { product: typeof products.$inferSelect; scheme: typeof schemes.$inferSelect } {
  const product = ref.products.get(productTypeNmbr);
  const scheme = product ? ref.schemes.get(product.schemeCode) : undefined;
  if (!product || !scheme)
    throw new Error(`reference data: product ${productTypeNmbr} or its scheme missing`);
  return { product, scheme };
}

/**
 * The scheme name a member's account goes by: an ORSO product's own name, since an occupational
 * retirement scheme is not the MPF scheme whose login it shares (DOMAIN.md); else the scheme's.
 */
export function accountSchemeName({ product, scheme }: ReturnType<typeof productAndScheme>): {
  nameEn: string;
  nameZh: string;
} {
  if (product.isOrso) return { nameEn: product.productTypeName, nameZh: product.productTypeNameZh };
  return { nameEn: scheme.nameEn, nameZh: scheme.nameZh };
}
