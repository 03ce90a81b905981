import type { Placeholder } from "drizzle-orm";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { clients, contracts, cycleDates, instructions, notices, policies, reports } from "../../db/schema.ts";

/**
 * The one rule of who owns what (DESIGN.md, security model): a member's clients are the session's
 * client and the clients with the same login id in the same scheme (the employer scheme's
 * multi-client case). Every repository that reads "the member's own" data selects through this
 * subquery; nothing else writes the rule.
 */
export function ownClientNumbers(sessionClientNmbr: number | Placeholder): SQL {
  return sql`(select cl.client_nmbr from ${clients} me
    join ${clients} cl on cl.scheme_code = me.scheme_code and cl.login_id = me.login_id
    where me.client_nmbr = ${sessionClientNmbr})`;
}

/** The web cycle date, read in the statement that needs it. */
export const webCycleDate = sql<
  string | null
>`(select ${cycleDates.cycleDate} from ${cycleDates} where ${cycleDates.dateTypeCd} = 'WEB')`;

/** Whether an id fits the integer columns: a larger one is no one's (404, never a database error). */
export const fitsIdColumn = (id: number): boolean =>
  Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * The statement of one of the member's accounts (placeholders `rel` and `sessionClient`), with its
 * contract, its client's names and the cycle date, and the `extra` columns a call reads with it
 * (so that the check and the call's data are one statement): prepared as `name`. A foreign or
 * unknown account gives no row, so nothing of the extra columns either.
 */
export function ownedAccountStatement<E extends Record<string, SQL.Aliased | SQL>>(
  db: Executor,
  name: string,
  extra: E,
) {
  return db
    .select({
      policy: policies,
      contract: contracts,
      client: {
        clientNmbr: clients.clientNmbr,
        schemeCode: clients.schemeCode,
        firstName: clients.firstName,
        lastName: clients.primaryLastName,
        chineseName: clients.secondaryLastName,
      },
      cycleDate: webCycleDate,
      ...extra,
    })
    .from(policies)
    .innerJoin(clients, eq(clients.clientNmbr, policies.clientNmbr))
    .innerJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
    .where(
      and(
        eq(policies.clntRltnshpNmbr, sql.placeholder("rel")),
        inArray(policies.clientNmbr, ownClientNumbers(sql.placeholder("sessionClient"))),
      ),
    )
    .limit(1)
    .prepare(name);
}

const ownedAccountQuery = (db: Executor) => ownedAccountStatement(db, "owned_account", {});

function ownContractsQuery(db: Executor) {
  return db
    .selectDistinct({
      contractNmbr: contracts.contractNmbr,
      productTypeNmbr: contracts.productTypeNmbr,
      cycleDate: webCycleDate,
    })
    .from(policies)
    .innerJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
    .where(inArray(policies.clientNmbr, ownClientNumbers(sql.placeholder("sessionClient"))))
    .prepare("own_contracts");
}

/** The queries of the ownership checks, on a database or a transaction. */
export function createOwnershipRepository(db: Executor) {
  // Prepared once, on first use: the hot path of every account call (plan reuse, no query building).
  let ownedAccount: ReturnType<typeof ownedAccountQuery> | undefined;
  let ownContracts: ReturnType<typeof ownContractsQuery> | undefined;
  return {
    /** One of the member's accounts with its contract, its client's names and the cycle date. */
    async findOwnedAccount(sessionClientNmbr: number, clntRltnshpNmbr: number) {
      if (!fitsIdColumn(clntRltnshpNmbr)) return undefined;
      ownedAccount ??= ownedAccountQuery(db);
      const [row] = await ownedAccount.execute({ rel: clntRltnshpNmbr, sessionClient: sessionClientNmbr });
      return row;
    },

    /** The member's clients, lowest number first. */
    findOwnClients(sessionClientNmbr: number) {
      return db
        .select({
          clientNmbr: clients.clientNmbr,
          loginId: clients.loginId,
          schemeCode: clients.schemeCode,
          relatedClientNmbr: clients.relatedClientNmbr,
        })
        .from(clients)
        .where(inArray(clients.clientNmbr, ownClientNumbers(sessionClientNmbr)))
        .orderBy(asc(clients.clientNmbr));
    },

    /** The contracts (with their products) the member's clients hold accounts on, with the cycle date. */
    async findOwnContracts(sessionClientNmbr: number) {
      ownContracts ??= ownContractsQuery(db);
      return ownContracts.execute({ sessionClient: sessionClientNmbr });
    },

    /** The account a switching instruction belongs to, or undefined for an unknown one. */
    async findInstructionAccount(activityTableNmbr: number): Promise<number | undefined> {
      if (!fitsIdColumn(activityTableNmbr)) return undefined;
      const [row] = await db
        .select({ rel: instructions.clntRltnshpNmbr })
        .from(instructions)
        .where(eq(instructions.activityTableNmbr, activityTableNmbr));
      return row?.rel;
    },

    /** The client an e-notice was sent to, or undefined for an unknown one. */
    async findNoticeClient(id: number): Promise<number | undefined> {
      if (!fitsIdColumn(id)) return undefined;
      const [row] = await db.select({ client: notices.clientNmbr }).from(notices).where(eq(notices.id, id));
      return row?.client;
    },

    /** The account a report was requested for, or undefined for an unknown one. */
    async findReportAccount(id: number): Promise<{ client: number; rel: number } | undefined> {
      if (!fitsIdColumn(id)) return undefined;
      const [row] = await db
        .select({ client: reports.clientNmbr, rel: reports.clntRltnshpNmbr })
        .from(reports)
        .where(eq(reports.id, id));
      return row;
    },
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
export type OwnedAccountRow = NonNullable<Awaited<ReturnType<OwnershipRepository["findOwnedAccount"]>>>;
export type OwnContractRow = Awaited<ReturnType<OwnershipRepository["findOwnContracts"]>>[number];
export type OwnClientRow = Awaited<ReturnType<OwnershipRepository["findOwnClients"]>>[number];
