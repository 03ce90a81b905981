import { eq, sql } from "drizzle-orm";
import { BulkRows, bulkInsert, type Cell, type Columns } from "../db/bulk-insert.ts";
import { type Executor, queryRows } from "../db/database.ts";
import {
  accountTypes,
  activityTypes,
  contractAttributes,
  contracts,
  countries,
  cycleDates,
  fundFeeTiers,
  funds,
  memberClasses,
  moneyTypes,
  policies,
  productCustomFields,
  productFunds,
  products,
  schemes,
  seedRuns,
} from "../db/schema.ts";

export type SeedRunInsert = typeof seedRuns.$inferInsert;
export type SeedRunRow = typeof seedRuns.$inferSelect;
export type ContractInsert = typeof contracts.$inferInsert;
export type ContractAttributeInsert = typeof contractAttributes.$inferInsert;
export type PolicyInsert = typeof policies.$inferInsert;
export type FundInsert = typeof funds.$inferInsert;
export type ProductFundInsert = typeof productFunds.$inferInsert;
export type FundFeeTierInsert = typeof fundFeeTiers.$inferInsert;
export type CycleDateInsert = typeof cycleDates.$inferInsert;

/** The reference tables' rows, inserted in this order (their foreign keys allow it). */
export interface ReferenceDataRows {
  schemes: (typeof schemes.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  accountTypes: (typeof accountTypes.$inferInsert)[];
  memberClasses: (typeof memberClasses.$inferInsert)[];
  moneyTypes: (typeof moneyTypes.$inferInsert)[];
  activityTypes: (typeof activityTypes.$inferInsert)[];
  countries: (typeof countries.$inferInsert)[];
  productCustomFields: (typeof productCustomFields.$inferInsert)[];
}

/**
 * A digest of the demo data's content (not of timestamps or salted hashes), to prove the seed
 * is deterministic: the same clock gives the same counts and the same digest.
 */
const CONTENT: Record<string, string> = {
  clients:
    "select client_nmbr, login_id, scheme_code, govt_id, first_name, primary_last_name, birth_date from clients order by 1",
  policies:
    "select clnt_rltnshp_nmbr, client_nmbr, contract_nmbr, account_type_code, termination_date from policies order by 1",
  funds:
    "select inv_type_nmbr, legal_nm, oth_legal_nm, risk_class, currency, inception_date from funds order by 1",
  unit_prices: "select inv_type_nmbr, price_date, unit_price from unit_prices order by 1, 2",
  index_levels: "select index_name, level_date, level from index_levels order by 1, 2",
  contributions: "select id, clnt_rltnshp_nmbr, period_start, dealing_date from contributions order by 1",
  contribution_lines: "select contribution_id, money_type_code, amount from contribution_lines order by 1, 2",
  transactions:
    "select clnt_rltnshp_nmbr, activity_type_nmbr, effective_date, inv_type_nmbr, money_type_code, gross_amt, unit_cnt from transactions order by trns_hst_seq_nmbr",
  holdings:
    "select clnt_rltnshp_nmbr, inv_type_nmbr, money_type_code, unit_cnt, vested_unit_cnt from holdings order by 1, 2, 3",
  instructions:
    "select reference_nmbr, kind, status, effective_date, acty_inpt_at from instructions order by 1",
  instruction_lines:
    "select activity_table_nmbr, tfer_type_cd, inv_type_nmbr, requested_rate from instruction_lines order by id",
  investment_direction_lines:
    "select direction_id, inv_type_nmbr, percent from investment_direction_lines order by 1, 2",
  qualifying_balances:
    "select clnt_rltnshp_nmbr, inv_type_nmbr, qb1_amt, qb2_amt, qp_month from qualifying_balances order by 1, 2",
  client_custom_data:
    "select client_nmbr, cstm_attr_cd, cstm_attr_txt from client_custom_data order by 1, 2, 3",
};

export interface SeedChecksum {
  counts: Record<string, number>;
  digests: Record<string, string>;
  digest: string;
}

/** The demo seed's queries: on the database, or (while seeding) on the seed's transaction. */
export function createSeedRepository(db: Executor) {
  return {
    /** The record of a finished seed, if there is one. */
    async findSeedRun(name: string) {
      const [row] = await db.select().from(seedRuns).where(eq(seedRuns.name, name));
      return row;
    },

    /**
     * Waits for any other instance's seed to finish (a lock held to the end of the transaction),
     * so two instances started together on an empty database seed it once.
     */
    async lockSeeding(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('portal-demo-seed'))`);
    },

    async recordSeedRun(run: SeedRunInsert): Promise<void> {
      await db.insert(seedRuns).values(run);
    },

    async insertReferenceData(rows: ReferenceDataRows): Promise<void> {
      await db.insert(schemes).values(rows.schemes);
      await db.insert(products).values(rows.products);
      await db.insert(accountTypes).values(rows.accountTypes);
      await db.insert(memberClasses).values(rows.memberClasses);
      await db.insert(moneyTypes).values(rows.moneyTypes);
      await db.insert(activityTypes).values(rows.activityTypes);
      await db.insert(countries).values(rows.countries);
      await db.insert(productCustomFields).values(rows.productCustomFields);
    },

    /** One fund, the products that offer it, and its fee tiers (if any). */
    async insertFund(
      fund: FundInsert,
      offeredBy: ProductFundInsert[],
      tiers: FundFeeTierInsert[],
    ): Promise<void> {
      await db.insert(funds).values(fund);
      await db.insert(productFunds).values(offeredBy);
      if (tiers.length > 0) await db.insert(fundFeeTiers).values(tiers);
    },

    async insertContracts(rows: ContractInsert[]): Promise<void> {
      await db.insert(contracts).values(rows);
    },

    async insertCycleDate(row: CycleDateInsert): Promise<void> {
      await db.insert(cycleDates).values(row);
    },

    /** Inserts rows with a BulkRows (COPY or unnest); returns the number of rows inserted. */
    bulkInsert(table: string, columns: Columns, rows: readonly Cell[][]): Promise<number> {
      return bulkInsert(db, table, columns, rows);
    },

    /** Rows for one table, gathered to be inserted fast (see BulkRows). */
    bulkRows(table: string, columns: Columns): BulkRows {
      return new BulkRows(db, table, columns);
    },

    async policyExists(clntRltnshpNmbr: number): Promise<boolean> {
      const [row] = await db
        .select({ n: policies.clntRltnshpNmbr })
        .from(policies)
        .where(eq(policies.clntRltnshpNmbr, clntRltnshpNmbr));
      return row !== undefined;
    },

    async markContractMerged(contractNmbr: number): Promise<void> {
      await db.update(contracts).set({ isMerged: true }).where(eq(contracts.contractNmbr, contractNmbr));
    },

    async insertContractAttributes(rows: ContractAttributeInsert[]): Promise<void> {
      await db.insert(contractAttributes).values(rows);
    },

    async insertPolicy(row: PolicyInsert): Promise<void> {
      await db.insert(policies).values(row);
    },

    /**
     * Runs a bulk load without the foreign keys declared on `foreignKeysOf` (and any that reference a
     * key of `indexesOf`) and without the indexes of `indexesOf`, primary keys included, then puts
     * them all back exactly as they were, in the same transaction: an index is built once from sorted
     * rows and a foreign key checked with one join over the table, instead of both row by row.
     */
    async withoutKeys(
      foreignKeysOf: readonly string[],
      indexesOf: readonly string[],
      load: () => Promise<void>,
    ): Promise<void> {
      const names = (tables: readonly string[]) =>
        sql.join(
          tables.map((name) => sql`${name}`),
          sql`, `,
        );
      const foreignKeys = await queryRows<{ table_name: string; name: string; definition: string }>(
        db,
        sql`select c.relname as table_name, k.conname as name, pg_get_constraintdef(k.oid) as definition
            from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
            where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace
              and (c.relname in (${names(foreignKeysOf)}) or r.relname in (${names(indexesOf)}))
            order by 1, 2`,
      );
      const indexes = await queryRows<{
        table_name: string;
        index_name: string;
        constraint_name: string | null;
        constraint_definition: string | null;
        index_definition: string;
      }>(
        db,
        sql`select t.relname as table_name, x.relname as index_name, k.conname as constraint_name,
              pg_get_constraintdef(k.oid) as constraint_definition, pg_get_indexdef(i.indexrelid) as index_definition
            from pg_index i join pg_class t on t.oid = i.indrelid join pg_class x on x.oid = i.indexrelid
              left join pg_constraint k on k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x')
            where t.relnamespace = current_schema()::regnamespace and t.relname in (${names(indexesOf)})
            order by 1, 2`,
      );
      const table = (name: string) => sql.identifier(name);
      for (const k of foreignKeys)
        await db.execute(sql`alter table ${table(k.table_name)} drop constraint ${sql.identifier(k.name)}`);
      for (const x of indexes)
        await db.execute(
          x.constraint_name
            ? sql`alter table ${table(x.table_name)} drop constraint ${sql.identifier(x.constraint_name)}`
            : sql`drop index ${sql.identifier(x.index_name)}`,
        );

      await load();

      // Building an index sorts the table; checking a foreign key joins it: give both room.
      await db.execute(sql`set local maintenance_work_mem = '512MB'`);
      await db.execute(sql`set local work_mem = '256MB'`);
      for (const x of indexes)
        await db.execute(
          x.constraint_name && x.constraint_definition
            ? sql`alter table ${table(x.table_name)} add constraint ${sql.identifier(x.constraint_name)} ${sql.raw(x.constraint_definition)}`
            : sql.raw(x.index_definition),
        );
      for (const k of foreignKeys)
        await db.execute(
          sql`alter table ${table(k.table_name)} add constraint ${sql.identifier(k.name)} ${sql.raw(k.definition)}`,
        );
      await db.execute(sql`reset maintenance_work_mem`);
      await db.execute(sql`reset work_mem`);
    },

    /** Refreshes the planner's statistics of these tables (after a bulk load). */
    async analyze(tables: readonly string[]): Promise<void> {
      await db.execute(sql.raw(`analyze ${tables.join(", ")}`));
    },

    /** Moves these serial columns, written explicitly, past their highest value. */
    async resetSequences(serials: readonly (readonly [table: string, column: string])[]): Promise<void> {
      for (const [table, column] of serials) {
        await db.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
          ),
        );
      }
    },

    /** The row counts and content digests of the demo data's tables, and one digest of them all. */
    async checksum(): Promise<SeedChecksum> {
      const counts: Record<string, number> = {};
      const digests: Record<string, string> = {};
      for (const [table, query] of Object.entries(CONTENT)) {
        const [row] = await queryRows<{ n: string | number; digest: string | null }>(
          db,
          sql.raw(
            `select count(*) as n, md5(coalesce(string_agg(q::text, '|'), '')) as digest from (${query}) q`,
          ),
        );
        counts[table] = Number(row?.n ?? 0);
        digests[table] = row?.digest ?? "";
      }
      const [all] = await queryRows<{ digest: string }>(
        db,
        sql`select md5(${Object.values(digests).join(":")}) as digest`,
      );
      return { counts, digests, digest: all?.digest ?? "" };
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
