import { asc } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
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
} from "../../db/schema.ts";

/** The reference tables (schemes, products, funds, fee tiers, codes), read whole. */
export function createReferenceRepository(db: Executor) {
  return {
    findAll() {
      return Promise.all([
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
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
