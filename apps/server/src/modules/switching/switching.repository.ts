import { and, asc, desc, eq, gt, inArray, notInArray, sql } from "drizzle-orm";

import { type Executor, queryRows } from "../../db/database.ts";

import { clientPhones, holdings, instructionLines, instructions } from "../../db/schema.ts";

/** The stored statuses of an instruction that is over: nothing more happens to it. */
export const FINAL_STATUSES = ["COMPLETED", "CANCELLED", "FAILED"] as const;

/** The instruction kinds of the switching calls (the changes list, the details, the cancel). */
export const SWITCHING_KINDS = ["FUND_SWITCH", "FUTURE_ALLOCATION"] as const;

export interface HoldingRow {
  invTypeNmbr: number;
  moneyTypeCode: string;
  /** Decimal text. */
  units: string;
}

export interface OpenInstructionLineRow {
  id: number;
  /** The reference number (IW/IA + 8 digits): the page names the instruction that blocks a fund. */
  referenceNmbr: string;
  kind: string;
  status: string;
  effectiveDate: string;
  /** Null for an instruction without lines. */
  tferTypeCd: number | null;
  invTypeNmbr: number | null;
  requestedRate: string | null;
}

export interface PriceRow {
  invTypeNmbr: number;
  unitPrice: string;
  priceDate: string;
}

export interface DirectionLineRow {
  contributionType: string;
  directionId: number;
  effectiveDate: string;
  invTypeNmbr: number;
  percent: number;
}

export type InstructionRow = typeof instructions.$inferSelect;

export type InstructionLineRow = typeof instructionLines.$inferSelect;

export function createSwitchingRepository(db: Executor) {
  return {
    /** The account's holdings with units above 0, per fund and money type. */
    async findHoldings(rel: number): Promise<HoldingRow[]> {
      return db
        .select({
          invTypeNmbr: holdings.invTypeNmbr,
          moneyTypeCode: holdings.moneyTypeCode,
          units: sql<string>`${holdings.unitCnt}::text`,
        })
        .from(holdings)
        .where(and(eq(holdings.clntRltnshpNmbr, rel), gt(holdings.unitCnt, "0")))
        .orderBy(asc(holdings.invTypeNmbr), asc(holdings.moneyTypeCode));
    },

    /**
     * Locks the account's row until the transaction ends: two instructions of one account are
     * written one after the other, each seeing the other's lines (§4.4's incomplete-instruction rule).
     */
    async lockAccount(rel: number): Promise<void> {
      await queryRows(db, sql`select 1 from policies where clnt_rltnshp_nmbr = ${rel} for update`);
    },

    /**
     * The WEB cycle date, read FOR SHARE: while the dealing cycle settles a day (it holds the row FOR
     * UPDATE) this waits for its commit, so an instruction is never dated to a day settled meanwhile.
     */
    async findWebCycleDate(): Promise<string | null> {
      const [row] = await queryRows<{ cycle_date: string }>(
        db,
        sql`select cycle_date::text as cycle_date from cycle_dates where date_type_cd = 'WEB' for share`,
      );
      return row?.cycle_date ?? null;
    },

    /** Every instruction of the account that is not over (any kind), with its lines: one row per line. */
    async findOpenInstructionLines(rel: number): Promise<OpenInstructionLineRow[]> {
      return db
        .select({
          id: instructions.activityTableNmbr,
          referenceNmbr: instructions.referenceNmbr,
          kind: instructions.kind,
          status: instructions.status,
          effectiveDate: instructions.effectiveDate,
          tferTypeCd: instructionLines.tferTypeCd,
          invTypeNmbr: instructionLines.invTypeNmbr,
          requestedRate: sql<string | null>`${instructionLines.requestedRate}::text`,
        })
        .from(instructions)
        .leftJoin(instructionLines, eq(instructionLines.activityTableNmbr, instructions.activityTableNmbr))
        .where(
          and(eq(instructions.clntRltnshpNmbr, rel), notInArray(instructions.status, [...FINAL_STATUSES])),
        );
    },

    /** The latest unit price of each fund on or before `date`, through the (fund, date) key; unpriced funds are left out. */
    async findLatestPrices(invs: readonly number[], date: string): Promise<PriceRow[]> {
      if (invs.length === 0) return [];
      const values = sql.join(
        invs.map((inv) => sql`(${inv}::int)`),
        sql`, `,
      );
      return queryRows<PriceRow>(
        db,
        sql`
        select f.inv as "invTypeNmbr", lp.unit_price::text as "unitPrice", lp.price_date::text as "priceDate"
        from (values ${values}) as f(inv)
        join lateral (
          select up.unit_price, up.price_date from unit_prices up
          where up.inv_type_nmbr = f.inv and up.price_date <= ${date}::date
          order by up.price_date desc limit 1
        ) lp on true
        order by f.inv`,
      );
    },

    /** The investment direction in force on `today` per contribution type (the newest one effective by then), with its lines. */
    async findDirectionsInForce(rel: number, today: string): Promise<DirectionLineRow[]> {
      return queryRows<DirectionLineRow>(
        db,
        sql`
        select d.contribution_type as "contributionType", d.id as "directionId",
          d.inv_drct_efctv_dt::text as "effectiveDate", l.inv_type_nmbr as "invTypeNmbr", l.percent as "percent"
        from (
          select distinct on (contribution_type) id, contribution_type, inv_drct_efctv_dt
          from investment_directions
          where clnt_rltnshp_nmbr = ${rel} and inv_drct_efctv_dt <= ${today}::date
          order by contribution_type, inv_drct_efctv_dt desc, id desc
        ) d
        join investment_direction_lines l on l.direction_id = d.id
        order by d.contribution_type, l.percent desc, l.inv_type_nmbr`,
      );
    },

    /** The registered mobile (phone type 100), where a confirmation goes when there is no e-mail. */
    async findMobile(clientNmbr: number): Promise<string | null> {
      const [row] = await db
        .select({ phone: clientPhones.phoneTxt })
        .from(clientPhones)
        .where(and(eq(clientPhones.clientNmbr, clientNmbr), eq(clientPhones.phoneTypeCd, 100)))
        .orderBy(asc(clientPhones.phoneSeqNmbr))
        .limit(1);
      const mobile = row?.phone.trim() ?? "";
      return mobile === "" ? null : mobile;
    },

    /** The instruction a client gave with an idempotency key, if any (the unique index of the two). */
    async findByIdempotencyKey(clientNmbr: number, key: string): Promise<InstructionRow | undefined> {
      const [row] = await db
        .select()
        .from(instructions)
        .where(and(eq(instructions.clientNmbr, clientNmbr), eq(instructions.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /** The next activity table number, from the serial's own sequence (so the reference can carry it). */
    async nextInstructionId(): Promise<number> {
      const [row] = await queryRows<{ id: string | number }>(
        db,
        sql`select nextval(pg_get_serial_sequence('instructions', 'activity_table_nmbr')) as id`,
      );
      if (!row) throw new Error("no value from the instructions sequence");
      return Number(row.id);
    },

    /** Writes an instruction and its lines (inside the caller's transaction). */
    async insertInstruction(
      instruction: typeof instructions.$inferInsert,
      lines: Omit<typeof instructionLines.$inferInsert, "activityTableNmbr">[],
    ): Promise<InstructionRow> {
      const [row] = await db.insert(instructions).values(instruction).returning();
      if (!row) throw new Error("the instruction was not written");
      if (lines.length > 0)
        await db
          .insert(instructionLines)
          .values(lines.map((line) => ({ ...line, activityTableNmbr: row.activityTableNmbr })));
      return row;
    },

    /** The account's fund switches and allocation changes, newest effective date first, then newest first. */
    async findActivities(rel: number): Promise<InstructionRow[]> {
      return db
        .select()
        .from(instructions)
        .where(and(eq(instructions.clntRltnshpNmbr, rel), inArray(instructions.kind, [...SWITCHING_KINDS])))
        .orderBy(desc(instructions.effectiveDate), desc(instructions.activityTableNmbr));
    },

    async findInstruction(id: number): Promise<InstructionRow | undefined> {
      const [row] = await db
        .select()
        .from(instructions)
        .where(eq(instructions.activityTableNmbr, id))
        .limit(1);
      return row;
    },

    async findInstructionLines(id: number): Promise<InstructionLineRow[]> {
      return db
        .select()
        .from(instructionLines)
        .where(eq(instructionLines.activityTableNmbr, id))
        .orderBy(asc(instructionLines.id));
    },

    /**
     * Cancels a pending instruction; undefined when it is no longer pending (the dealing cycle, or
     * another cancel, got there first).
     */
    async cancelPending(id: number, at: Date): Promise<InstructionRow | undefined> {
      const [row] = await db
        .update(instructions)
        .set({ status: "CANCELLED", actyStatusNm: "CANCELLED", cancelledAt: at })
        .where(and(eq(instructions.activityTableNmbr, id), eq(instructions.status, "PENDING")))
        .returning();
      return row;
    },
  };
}

export type SwitchingRepository = ReturnType<typeof createSwitchingRepository>;
