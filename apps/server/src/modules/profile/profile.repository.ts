import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";

import type { Executor } from "../../db/database.ts";

import {
  clientAddresses,
  clientCustomData,
  clientPhones,
  clients,
  contracts,
  countries,
  holdings,
  mfaFactors,
  policies,
  products,
} from "../../db/schema.ts";

// ------------------------------------------------------------------ writes (inside the update's transaction)

export function createProfileRepository(db: Executor) {
  return {
    async findClientRow(clientNmbr: number) {
      const [row] = await db.select().from(clients).where(eq(clients.clientNmbr, clientNmbr));
      return row;
    },

    async findMainAddress(clientNmbr: number) {
      const [row] = await db
        .select()
        .from(clientAddresses)
        .where(eq(clientAddresses.clientNmbr, clientNmbr))
        .orderBy(asc(clientAddresses.addressTypeNmbr))
        .limit(1);
      return row;
    },

    async findPhones(clientNmbr: number) {
      return db
        .select()
        .from(clientPhones)
        .where(eq(clientPhones.clientNmbr, clientNmbr))
        .orderBy(asc(clientPhones.phoneTypeCd), asc(clientPhones.phoneSeqNmbr));
    },

    /** The latest value of each custom attribute asked for (latest effective date, then latest row). */
    async findLatestCustomData(clientNmbr: number, codes: readonly number[]): Promise<Map<number, string>> {
      const rows = await db
        .selectDistinctOn([clientCustomData.cstmAttrCd], {
          code: clientCustomData.cstmAttrCd,
          text: clientCustomData.cstmAttrTxt,
        })
        .from(clientCustomData)
        .where(
          and(eq(clientCustomData.clientNmbr, clientNmbr), inArray(clientCustomData.cstmAttrCd, [...codes])),
        )
        .orderBy(clientCustomData.cstmAttrCd, desc(clientCustomData.efctvDt), desc(clientCustomData.id));
      return new Map(rows.map((r) => [r.code, r.text]));
    },

    /** One of the client's accounts with its product (for maxAge, ORSO and the e-statement code). */
    async findAccountOfClient(clientNmbr: number, clntRltnshpNmbr: number) {
      const [row] = await db
        .select({
          clntRltnshpNmbr: policies.clntRltnshpNmbr,
          maxAge: policies.maxAge,
          memberClassNmbr: policies.memberClassNmbr,
          productAcronym: products.productAcronym,
          isOrso: products.isOrso,
        })
        .from(policies)
        .innerJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
        .innerJoin(products, eq(products.productTypeNmbr, contracts.productTypeNmbr))
        .where(and(eq(policies.clientNmbr, clientNmbr), eq(policies.clntRltnshpNmbr, clntRltnshpNmbr)));
      return row;
    },

    /** Units held in the client's non-ORSO accounts, summed in the database as numeric (decimal text). */
    async nonOrsoUnitTotal(clientNmbr: number): Promise<string> {
      const [row] = await db
        .select({ units: sql<string>`coalesce(sum(${holdings.unitCnt}), 0)::text` })
        .from(holdings)
        .innerJoin(policies, eq(policies.clntRltnshpNmbr, holdings.clntRltnshpNmbr))
        .innerJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
        .innerJoin(products, eq(products.productTypeNmbr, contracts.productTypeNmbr))
        .where(and(eq(policies.clientNmbr, clientNmbr), eq(products.isOrso, false)));
      return row?.units ?? "0";
    },

    async findCountries() {
      return db.select().from(countries).orderBy(asc(countries.pltcJrsdNmbr));
    },

    async upsertMainAddress(
      values: Omit<typeof clientAddresses.$inferInsert, "id" | "addressTypeNmbr">,
    ): Promise<void> {
      await db
        .insert(clientAddresses)
        .values({ ...values, addressTypeNmbr: 1 })
        .onConflictDoUpdate({
          target: [clientAddresses.clientNmbr, clientAddresses.addressTypeNmbr],
          set: {
            addressPltcJrsdNmbr: values.addressPltcJrsdNmbr,
            addressLocationNm: values.addressLocationNm,
            cityNm: values.cityNm,
            langPref: values.langPref,
            lines: values.lines,
            updatedAt: values.updatedAt,
          },
        });
    },

    async upsertPhone(values: Omit<typeof clientPhones.$inferInsert, "id" | "phoneSeqNmbr">): Promise<void> {
      await db
        .insert(clientPhones)
        .values({ ...values, phoneSeqNmbr: 100 })
        .onConflictDoUpdate({
          target: [clientPhones.clientNmbr, clientPhones.phoneTypeCd, clientPhones.phoneSeqNmbr],
          set: {
            phoneTxt: values.phoneTxt,
            phonePltcJrsdNmbr: values.phonePltcJrsdNmbr,
            updatedAt: values.updatedAt,
          },
        });
    },

    async deletePhone(clientNmbr: number, phoneTypeCd: number): Promise<void> {
      await db
        .delete(clientPhones)
        .where(and(eq(clientPhones.clientNmbr, clientNmbr), eq(clientPhones.phoneTypeCd, phoneTypeCd)));
    },

    async insertCustomData(rows: (typeof clientCustomData.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(clientCustomData).values(rows);
    },

    /** The identity provider's copy of the OTP destinations (auth/updateUserInfo). */
    async upsertFactor(clientNmbr: number, channel: "SMS" | "EMAIL", destination: string): Promise<void> {
      await db
        .insert(mfaFactors)
        .values({ clientNmbr, channel, destination })
        .onConflictDoUpdate({ target: [mfaFactors.clientNmbr, mfaFactors.channel], set: { destination } });
    },

    async deleteFactor(clientNmbr: number, channel: "SMS" | "EMAIL"): Promise<void> {
      await db
        .delete(mfaFactors)
        .where(and(eq(mfaFactors.clientNmbr, clientNmbr), eq(mfaFactors.channel, channel)));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
