import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import { clients, contracts, cycleDates, policies } from "../db/schema.ts";
import { recordEvent } from "../modules/access-log/access-log.repository.ts";
import type { ActiveSession } from "../modules/auth/auth.service.ts";
import type { Clock } from "./clock.ts";
import { AppError, notFound } from "./errors.ts";

/**
 * Who asks, for the ownership checks of the security model: a member reads only the accounts of
 * their own clients (the session's client and the clients with the same login id in the same
 * scheme, the employer scheme's multi-client case). A foreign or unknown id answers 404 not-found
 * and writes a FOREIGN_ID access-log event, like POST /record does.
 */
export interface Caller {
  session: ActiveSession;
  /** The requested path with its query, kept in the access log. */
  pageLink: string;
  ip: string;
  log?: FastifyBaseLogger;
}

export interface OwnershipDeps {
  db: Db;
  clock: Clock;
}

export function callerOf(req: FastifyRequest, session: ActiveSession): Caller {
  return { session, pageLink: req.url.slice(0, 500), ip: req.ip, log: req.log };
}

/** Whether an id fits the integer columns: a larger one is no one's (404, never a database error). */
export const fitsIdColumn = (id: number): boolean =>
  Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
const storable = (id: number | null | undefined) => (id != null && fitsIdColumn(id) ? id : null);

/** Logs the refused id (as null when no column could hold it) and throws 404 not-found. */
export async function refuseForeign(
  deps: OwnershipDeps,
  caller: Caller,
  ids: { policyId?: number | null; contractId?: number | null; clientNmbr?: number | null },
): Promise<never> {
  await recordEvent(deps.db, deps.clock.now(), {
    event: "FOREIGN_ID",
    clientNmbr: caller.session.clientNmbr,
    policyId: storable(ids.policyId),
    contractId: storable(ids.contractId),
    pageLink: caller.pageLink,
    ipAddress: caller.ip,
  });
  caller.log?.warn(
    { sessionClient: caller.session.clientNmbr, ...ids },
    "request for a foreign or unknown account id refused",
  );
  throw notFound();
}

/** The cycle date is read per request (the dealing cycle moves it); none yet is a technical error. */
export function requireCycleDate(cycleDate: string | null): string {
  if (!cycleDate) throw new AppError(503, "technical-error", "No cycle date yet. Please try again later.");
  return cycleDate;
}

const me = alias(clients, "me");
const cycleDateSql = sql<
  string | null
>`(select ${cycleDates.cycleDate} from ${cycleDates} where ${cycleDates.dateTypeCd} = 'WEB')`;

function buildOwnedPolicyQuery(db: Db) {
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
      cycleDate: cycleDateSql,
    })
    .from(policies)
    .innerJoin(clients, eq(clients.clientNmbr, policies.clientNmbr))
    .innerJoin(me, and(eq(me.schemeCode, clients.schemeCode), eq(me.loginId, clients.loginId)))
    .innerJoin(contracts, eq(contracts.contractNmbr, policies.contractNmbr))
    .where(
      and(
        eq(policies.clntRltnshpNmbr, sql.placeholder("rel")),
        eq(me.clientNmbr, sql.placeholder("sessionClient")),
      ),
    )
    .limit(1)
    .prepare("owned_policy");
}
/** Prepared once per database: the hot path of every account call (no query building, plan reuse). */
const ownedPolicyQueries = new WeakMap<Db, ReturnType<typeof buildOwnedPolicyQuery>>();

/**
 * One owned account with its contract, its client's names and the cycle date: one indexed query.
 * With `match`, the account must also be on that contract / of that client.
 */
export async function findOwnedPolicy(
  db: Db,
  sessionClientNmbr: number,
  clntRltnshpNmbr: number,
  match: { contractNmbr?: number; clientNmbr?: number } = {},
) {
  if (!fitsIdColumn(clntRltnshpNmbr)) return undefined;
  let query = ownedPolicyQueries.get(db);
  if (!query) {
    query = buildOwnedPolicyQuery(db);
    ownedPolicyQueries.set(db, query);
  }
  const [row] = await query.execute({ rel: clntRltnshpNmbr, sessionClient: sessionClientNmbr });
  if (!row) return undefined;
  if (match.contractNmbr !== undefined && row.policy.contractNmbr !== match.contractNmbr) return undefined;
  if (match.clientNmbr !== undefined && row.policy.clientNmbr !== match.clientNmbr) return undefined;
  return row;
}
export type OwnedPolicy = NonNullable<Awaited<ReturnType<typeof findOwnedPolicy>>>;

/** The account if it is the caller's (and matches the other ids given), else 404 and a FOREIGN_ID log. */
export async function ownedPolicy(
  deps: OwnershipDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
  match: { contractNmbr?: number; clientNmbr?: number } = {},
): Promise<OwnedPolicy & { cycleDate: string }> {
  const row = await findOwnedPolicy(deps.db, caller.session.clientNmbr, clntRltnshpNmbr, match);
  if (!row)
    return refuseForeign(deps, caller, {
      policyId: clntRltnshpNmbr,
      contractId: match.contractNmbr,
      clientNmbr: match.clientNmbr,
    });
  return { ...row, cycleDate: requireCycleDate(row.cycleDate) };
}

/** True when one of the caller's own clients holds an account on the contract. */
export async function ownsContract(
  db: Db,
  sessionClientNmbr: number,
  contractNmbr: number,
): Promise<boolean> {
  const rows = await db
    .select({ n: policies.clntRltnshpNmbr })
    .from(policies)
    .innerJoin(clients, eq(clients.clientNmbr, policies.clientNmbr))
    .innerJoin(me, and(eq(me.schemeCode, clients.schemeCode), eq(me.loginId, clients.loginId)))
    .where(and(eq(policies.contractNmbr, contractNmbr), eq(me.clientNmbr, sessionClientNmbr)))
    .limit(1);
  return rows.length > 0;
}
