import type { IsoDate } from "@portal/domain";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.ts";
import {
  contracts,
  cycleDates,
  holdings,
  indexLevels,
  instructionLines,
  instructions,
  investmentDirectionLines,
  investmentDirections,
  jobRuns,
  moneyTypes,
  policies,
  transactions,
  unitPrices,
} from "../db/schema.ts";

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface LastPriceRow {
  inv: number;
  decimals: number;
  priceDate: IsoDate;
  unitPrice: string;
}

export interface PendingInstruction {
  id: number;
  referenceNmbr: string;
  rel: number;
  kind: string;
  contributionType: string | null;
  actyInptAt: Date;
  effectiveDate: IsoDate;
  policyTerminationDate: IsoDate | null;
  contractTerminationDate: IsoDate | null;
}

export interface InstructionLineRow {
  id: number;
  activityTableNmbr: number;
  tferTypeCd: number;
  invTypeNmbr: number;
  moneyTypeCode: string | null;
  requestedRate: string;
}

export interface HoldingRow {
  rel: number;
  invTypeNmbr: number;
  moneyTypeCode: string;
  unitCnt: string;
  vestedUnitCnt: string;
}

export type TransactionInsert = typeof transactions.$inferInsert;

export interface LinePricing {
  lineId: number;
  unitPrice: string;
  unitCnt: string;
  amount: string;
}

/**
 * The dealing cycle's queries. Made from the day's transaction for the day's work (dealing-cycle.ts
 * makes one per day), or from the database for the reads outside it (the WEB cycle date).
 */
export function createDealingCycleRepository(db: Executor) {
  return {
    /** pg_try_advisory_xact_lock: true when this transaction holds the key (released at commit or rollback). */
    async tryTransactionLock(key: number): Promise<boolean> {
      const [row] = await queryRows<{ locked: boolean }>(
        db,
        sql`select pg_try_advisory_xact_lock(${key}) as locked`,
      );
      return row?.locked === true;
    },

    /** The WEB cycle date (the last settled dealing day), locked against other writers when `forUpdate`. */
    async findWebCycleDate(forUpdate = false): Promise<IsoDate | null> {
      const query = db
        .select({ cycleDate: cycleDates.cycleDate })
        .from(cycleDates)
        .where(eq(cycleDates.dateTypeCd, "WEB"));
      const [row] = forUpdate ? await query.for("update") : await query;
      return row?.cycleDate ?? null;
    },

    async setWebCycleDate(date: IsoDate, now: Date): Promise<void> {
      await db
        .update(cycleDates)
        .set({ cycleDate: date, updatedAt: now })
        .where(eq(cycleDates.dateTypeCd, "WEB"));
    },

    /** Every fund with no price on `date`, with its last price before it (funds never priced before are left out). */
    async findFundsToPrice(date: IsoDate): Promise<LastPriceRow[]> {
      const rows = await queryRows<{ inv: number; decimals: number; price_date: string; unit_price: string }>(
        db,
        sql`select f.inv_type_nmbr as inv, s.unit_price_decimals as decimals,
                   lp.price_date::text as price_date, lp.unit_price::text as unit_price
            from funds f
            join schemes s on s.code = f.scheme_code
            cross join lateral (
              select up.price_date, up.unit_price from unit_prices up
              where up.inv_type_nmbr = f.inv_type_nmbr and up.price_date < ${date}
              order by up.price_date desc limit 1) lp
            where not exists (
              select 1 from unit_prices x where x.inv_type_nmbr = f.inv_type_nmbr and x.price_date = ${date})
            order by f.inv_type_nmbr`,
      );
      return rows.map((r) => ({
        inv: Number(r.inv),
        decimals: Number(r.decimals),
        priceDate: r.price_date,
        unitPrice: r.unit_price,
      }));
    },

    async insertUnitPrices(
      rows: readonly { invTypeNmbr: number; priceDate: IsoDate; unitPrice: string }[],
    ): Promise<void> {
      await insertChunked(rows, (chunk) => db.insert(unitPrices).values(chunk).onConflictDoNothing());
    },

    /** A fund's price on `date` and its last price before it. */
    async findPriceStep(
      inv: number,
      date: IsoDate,
    ): Promise<{ previous: { date: IsoDate; price: string } | null; price: string | null }> {
      const [today] = await db
        .select({ unitPrice: unitPrices.unitPrice })
        .from(unitPrices)
        .where(and(eq(unitPrices.invTypeNmbr, inv), eq(unitPrices.priceDate, date)));
      const [before] = await db
        .select({ priceDate: unitPrices.priceDate, unitPrice: unitPrices.unitPrice })
        .from(unitPrices)
        .where(and(eq(unitPrices.invTypeNmbr, inv), lt(unitPrices.priceDate, date)))
        .orderBy(sql`${unitPrices.priceDate} desc`)
        .limit(1);
      return {
        price: today?.unitPrice ?? null,
        previous: before ? { date: before.priceDate, price: before.unitPrice } : null,
      };
    },

    /** An index's level on `date` (if any) and its last level before it. */
    async findLevelStep(
      indexName: string,
      date: IsoDate,
    ): Promise<{ hasLevel: boolean; previous: string | null }> {
      const [today] = await db
        .select({ level: indexLevels.level })
        .from(indexLevels)
        .where(and(eq(indexLevels.indexName, indexName), eq(indexLevels.levelDate, date)));
      const [before] = await db
        .select({ level: indexLevels.level })
        .from(indexLevels)
        .where(and(eq(indexLevels.indexName, indexName), lt(indexLevels.levelDate, date)))
        .orderBy(sql`${indexLevels.levelDate} desc`)
        .limit(1);
      return { hasLevel: today !== undefined, previous: before?.level ?? null };
    },

    async insertIndexLevel(indexName: string, date: IsoDate, level: string): Promise<void> {
      await db.insert(indexLevels).values({ indexName, levelDate: date, level }).onConflictDoNothing();
    },

    /**
     * The fund switches and future-allocation changes still PENDING and due on or before `date`, in the
     * order they were received, locked (FOR UPDATE) so that a cancellation waits for the day's commit
     * and then finds them settled. Withdrawals and transfers are the back office's.
     */
    async findDueInstructions(date: IsoDate): Promise<PendingInstruction[]> {
      return db
        .select({
          id: instructions.activityTableNmbr,
          referenceNmbr: instructions.referenceNmbr,
          rel: instructions.clntRltnshpNmbr,
          kind: instructions.kind,
          contributionType: instructions.contributionType,
          actyInptAt: instructions.actyInptAt,
          effectiveDate: instructions.effectiveDate,
          policyTerminationDate: policies.terminationDate,
          contractTerminationDate: contracts.terminationDate,
        })
        .from(instructions)
        .innerJoin(policies, eq(policies.clntRltnshpNmbr, instructions.clntRltnshpNmbr))
        .innerJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
        .where(
          and(
            eq(instructions.status, "PENDING"),
            inArray(instructions.kind, ["FUND_SWITCH", "FUTURE_ALLOCATION"]),
            lte(instructions.effectiveDate, date),
          ),
        )
        .orderBy(
          asc(instructions.effectiveDate),
          asc(instructions.actyInptAt),
          asc(instructions.activityTableNmbr),
        )
        .for("update", { of: instructions });
    },

    async findInstructionLines(ids: readonly number[]): Promise<InstructionLineRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: instructionLines.id,
          activityTableNmbr: instructionLines.activityTableNmbr,
          tferTypeCd: instructionLines.tferTypeCd,
          invTypeNmbr: instructionLines.invTypeNmbr,
          moneyTypeCode: instructionLines.moneyTypeCode,
          requestedRate: instructionLines.requestedRate,
        })
        .from(instructionLines)
        .where(inArray(instructionLines.activityTableNmbr, [...ids]))
        .orderBy(asc(instructionLines.id));
    },

    /** The holdings of these accounts, locked against other writers until the day commits. */
    async findHoldings(rels: readonly number[]): Promise<HoldingRow[]> {
      if (rels.length === 0) return [];
      return db
        .select({
          rel: holdings.clntRltnshpNmbr,
          invTypeNmbr: holdings.invTypeNmbr,
          moneyTypeCode: holdings.moneyTypeCode,
          unitCnt: holdings.unitCnt,
          vestedUnitCnt: holdings.vestedUnitCnt,
        })
        .from(holdings)
        .where(inArray(holdings.clntRltnshpNmbr, [...rels]))
        .orderBy(asc(holdings.clntRltnshpNmbr), asc(holdings.invTypeNmbr), asc(holdings.moneyTypeCode))
        .for("update");
    },

    async findMoneyTypes() {
      return db
        .select({
          code: moneyTypes.code,
          isMandatory: moneyTypes.isMandatory,
          isEmployer: moneyTypes.isEmployer,
        })
        .from(moneyTypes)
        .orderBy(asc(moneyTypes.code));
    },

    /** The unit prices of these funds on `date`. */
    async findPricesOn(invs: readonly number[], date: IsoDate): Promise<Map<number, string>> {
      if (invs.length === 0) return new Map();
      const rows = await db
        .select({ inv: unitPrices.invTypeNmbr, price: unitPrices.unitPrice })
        .from(unitPrices)
        .where(and(inArray(unitPrices.invTypeNmbr, [...invs]), eq(unitPrices.priceDate, date)));
      return new Map(rows.map((r) => [r.inv, r.price]));
    },

    /** Adds unit and vested-unit changes to holdings, creating the rows a switch-in opens. */
    async addToHoldings(
      deltas: readonly { rel: number; inv: number; money: string; units: string; vested: string }[],
      now: Date,
    ): Promise<void> {
      await insertChunked(deltas, (chunk) =>
        db
          .insert(holdings)
          .values(
            chunk.map((d) => ({
              clntRltnshpNmbr: d.rel,
              invTypeNmbr: d.inv,
              moneyTypeCode: d.money,
              unitCnt: d.units,
              vestedUnitCnt: d.vested,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [holdings.clntRltnshpNmbr, holdings.invTypeNmbr, holdings.moneyTypeCode],
            set: {
              unitCnt: sql`holdings.unit_cnt + excluded.unit_cnt`,
              vestedUnitCnt: sql`holdings.vested_unit_cnt + excluded.vested_unit_cnt`,
              updatedAt: sql`excluded.updated_at`,
            },
          }),
      );
    },

    async insertTransactions(rows: readonly TransactionInsert[]): Promise<void> {
      await insertChunked(rows, (chunk) => db.insert(transactions).values(chunk));
    },

    /** The settled price, units and amount of instruction lines: one statement per 1,000 lines. */
    async setLinePricing(lines: readonly LinePricing[]): Promise<void> {
      await insertChunked(lines, (chunk) =>
        db.execute(sql`update instruction_lines l
            set unit_price = v.unit_price, unit_cnt = v.unit_cnt, amount = v.amount
            from (values ${sql.join(
              chunk.map(
                (l) =>
                  sql`(${l.lineId}::integer, ${l.unitPrice}::numeric, ${l.unitCnt}::numeric, ${l.amount}::numeric)`,
              ),
              sql`, `,
            )}) as v(id, unit_price, unit_cnt, amount)
            where l.id = v.id`),
      );
    },

    /**
     * Marks PENDING instructions COMPLETED with their rounding, one statement per 1,000; throws when
     * one of them was no longer PENDING (the day's FOR UPDATE lock makes that a bug, not a race).
     */
    async completeInstructions(
      done: readonly { id: number; roundingAmt: string | null }[],
      completedAt: Date,
    ): Promise<void> {
      await insertChunked(done, async (chunk) => {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`update instructions i
              set status = 'COMPLETED', acty_status_nm = 'COMPLETED', completed_at = ${completedAt.toISOString()}::timestamptz,
                  rounding_amt = v.rounding_amt
              from (values ${sql.join(
                chunk.map((d) => sql`(${d.id}::integer, ${d.roundingAmt}::numeric)`),
                sql`, `,
              )}) as v(id, rounding_amt)
              where i.activity_table_nmbr = v.id and i.status = 'PENDING'
              returning i.activity_table_nmbr as id`,
        );
        if (rows.length !== chunk.length) {
          const updated = new Set(rows.map((r) => Number(r.id)));
          const lost = chunk.filter((d) => !updated.has(d.id)).map((d) => d.id);
          throw new Error(`instructions ${lost.join(", ")} were no longer pending`);
        }
      });
    },

    /** Ends a PENDING instruction as FAILED with its reason; false when it was no longer PENDING. */
    async failInstruction(id: number, failureReason: string): Promise<boolean> {
      const done = await db
        .update(instructions)
        .set({ status: "FAILED", actyStatusNm: "FAILED", failureReason })
        .where(and(eq(instructions.activityTableNmbr, id), eq(instructions.status, "PENDING")))
        .returning({ id: instructions.activityTableNmbr });
      return done.length === 1;
    },

    async insertDirection(direction: {
      rel: number;
      contributionType: string;
      effectiveDate: IsoDate;
      lastChangeAt: Date;
      activityTableNmbr: number;
      lines: readonly { invTypeNmbr: number; percent: number }[];
    }): Promise<void> {
      const [row] = await db
        .insert(investmentDirections)
        .values({
          clntRltnshpNmbr: direction.rel,
          contributionType: direction.contributionType,
          invDrctEfctvDt: direction.effectiveDate,
          lastChangeAt: direction.lastChangeAt,
          activityTableNmbr: direction.activityTableNmbr,
        })
        .returning({ id: investmentDirections.id });
      if (!row) throw new Error("investment direction not inserted");
      await db.insert(investmentDirectionLines).values(
        direction.lines.map((l) => ({
          directionId: row.id,
          invTypeNmbr: l.invTypeNmbr,
          percent: l.percent,
        })),
      );
    },

    /** The day's job run; the unique (job_name, business_date) index refuses a day settled before. */
    async insertJobRun(run: {
      jobName: string;
      businessDate: IsoDate;
      startedAt: Date;
      finishedAt: Date;
      outcome: string;
      details: unknown;
    }): Promise<void> {
      await db.insert(jobRuns).values(run);
    },
  };
}

export type DealingCycleRepository = ReturnType<typeof createDealingCycleRepository>;
