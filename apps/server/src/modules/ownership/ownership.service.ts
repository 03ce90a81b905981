import type { OwnedKind } from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { AccessLogRepository } from "../access-log/access-log.repository.ts";
import type { ActiveSession } from "../auth/auth.service.ts";
import type { ReferenceSource } from "../reference/reference-data.ts";
import {
  fitsIdColumn,
  type OwnClientRow,
  type OwnContractRow,
  type OwnedAccountRow,
  type OwnershipRepository,
} from "./ownership.repository.ts";

export type OwnedAccount = OwnedAccountRow & { cycleDate: string };

/** The ids of a refused request, as the access log keeps them. */
export interface RefusedIds {
  policyId?: number | null;
  contractId?: number | null;
  clientNmbr?: number | null;
}

/** An id of a request and what it names (the endpoint table's `owns`). */
export interface OwnedId {
  kind: OwnedKind;
  value: unknown;
}

/**
 * What the caller may touch, asked once per request and remembered: the member's clients, their
 * accounts, contracts, products and funds. The route layer checks every id the endpoint table
 * names before (for a write) or alongside (for a read) the handler; a handler uses the same
 * answers (`account`, `contracts`, `clients`) and refuses with `refuse` what it finds foreign
 * deeper in (an instruction of another kind, say).
 */
export interface Owned {
  /** The account with its contract, client names and the cycle date; 404 and logged if not the caller's. */
  account(clntRltnshpNmbr: number): Promise<OwnedAccount>;
  /**
   * The same, read by `load` together with a call's data in one statement that applies the
   * ownership rule itself (ownedAccountStatement): no row for a foreign account, which is refused
   * (404 and logged). The row is this request's answer for the account (the route's check uses it
   * when the handler asked first, as a read's handler does).
   */
  accountWith<T extends OwnedAccountRow>(
    clntRltnshpNmbr: number,
    load: (sessionClient: number) => Promise<T | undefined>,
  ): Promise<T & { cycleDate: string }>;
  clients(): Promise<OwnClientRow[]>;
  /**
   * The caller's clients, read by `load` together with a call's data in one statement (its clients
   * selected through ownClientNumbers): this request's answer for clients().
   */
  clientsWith<T>(load: (sessionClient: number) => Promise<{ clients: OwnClientRow[]; data: T }>): Promise<T>;
  contracts(): Promise<OwnContractRow[]>;
  /**
   * Every id of a request the caller's, else 404 and a FOREIGN_ID access-log event. The ids come
   * in records (the request, or each item of a body array); within a record they must agree.
   */
  verify(records: readonly (readonly OwnedId[])[]): Promise<void>;
  /** Writes the FOREIGN_ID event, warns in the log and throws 404 not-found. */
  refuse(ids: RefusedIds): Promise<never>;
}

/** Who asks: the session, and what the access log keeps of the request. */
export interface Caller {
  session: ActiveSession;
  /** The requested path with its query, kept in the access log. */
  pageLink: string;
  ip: string;
  log?: FastifyBaseLogger;
  owned: Owned;
}

export interface OwnershipDeps {
  ownership: OwnershipRepository;
  accessLog: AccessLogRepository;
  reference: ReferenceSource;
  clock: Clock;
}

/** The cycle date is read per request (the dealing cycle moves it); none yet is a technical error. */
export function requireCycleDate(cycleDate: string | null): string {
  if (!cycleDate) throw new AppError(503, "technical-error", "No cycle date yet. Please try again later.");
  return cycleDate;
}

const storable = (id: number | null | undefined) => (id != null && fitsIdColumn(id) ? id : null);
const numberOf = (value: unknown): number => (typeof value === "number" ? value : Number(value));

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
}

/** The ownership answers of one request of one caller. */
export function ownedFor(
  deps: OwnershipDeps,
  who: { session: ActiveSession | null; pageLink: string; ip: string; log?: FastifyBaseLogger },
): Owned {
  const sessionClient = who.session?.clientNmbr ?? 0;
  // Only a full session owns anything: an anonymous or pre-authentication caller's ids are refused.
  const authenticated = who.session?.stage === "AUTHENTICATED";
  const accounts = new Map<number, Promise<OwnedAccountRow | undefined>>();
  const findAccount = (rel: number) => {
    let found = accounts.get(rel);
    if (!found) {
      found = authenticated
        ? deps.ownership.findOwnedAccount(sessionClient, rel)
        : Promise.resolve(undefined);
      accounts.set(rel, found);
    }
    return found;
  };
  let ownClients: Promise<OwnClientRow[]> | undefined;
  const clients = () => {
    ownClients ??= authenticated ? deps.ownership.findOwnClients(sessionClient) : Promise.resolve([]);
    return ownClients;
  };
  const contracts = memo(async () => (authenticated ? deps.ownership.findOwnContracts(sessionClient) : []));

  /** One record's ids (a request, or one item of a body array): all the caller's, and consistent. */
  async function verifyRecord(ids: readonly OwnedId[]): Promise<void> {
    const of = (kind: OwnedKind) => [
      ...new Set(ids.filter((id) => id.kind === kind).map((id) => numberOf(id.value))),
    ];
    const [rel, ...moreRels] = of("account");
    const clientIds = of("client");
    const contractIds = of("contract");
    const refuse = () =>
      owned.refuse({ policyId: rel ?? null, contractId: contractIds[0], clientNmbr: clientIds[0] });
    if (moreRels.length > 0) return refuse();

    if (rel !== undefined) {
      // An account names its client and contract: any other id of the record must be those.
      const account = await findAccount(rel);
      if (!account) return refuse();
      if (clientIds.some((c) => c !== account.policy.clientNmbr)) return refuse();
      if (contractIds.some((c) => c !== account.policy.contractNmbr)) return refuse();
      for (const instruction of of("instruction")) {
        if ((await deps.ownership.findInstructionAccount(instruction)) !== rel) return refuse();
      }
    } else {
      if (of("instruction").length > 0) return refuse();
      if (clientIds.length > 0) {
        const own = new Set((await clients()).map((c) => c.clientNmbr));
        if (clientIds.some((c) => !own.has(c))) return refuse();
      }
      if (contractIds.length > 0) {
        const own = new Set((await contracts()).map((c) => c.contractNmbr));
        if (contractIds.some((c) => !own.has(c))) return refuse();
      }
    }

    // A notice sent to, or a report requested by, one of the caller's clients.
    const own = async (client: number | undefined) =>
      client !== undefined && (await clients()).some((c) => c.clientNmbr === client);
    for (const notice of of("notice")) {
      if (!(await own(await deps.ownership.findNoticeClient(notice)))) return refuse();
    }
    for (const report of of("report")) {
      const found = await deps.ownership.findReportAccount(report);
      if (!(await own(found?.client)) || (rel !== undefined && found?.rel !== rel)) return refuse();
    }

    const products = of("product");
    const fundIds = of("fund");
    if (products.length === 0 && fundIds.length === 0) return;
    const ownContracts = await contracts();
    // A product is the caller's through one of their contracts (the one named, if any).
    const ownProducts = new Set(
      ownContracts
        .filter((c) => contractIds.length === 0 || contractIds.includes(c.contractNmbr))
        .map((c) => c.productTypeNmbr),
    );
    if (products.some((p) => !ownProducts.has(p))) return refuse();
    if (fundIds.length > 0) {
      // A fund is the caller's when a product of theirs (the one named, if any) offers it.
      const ref = await deps.reference();
      const offering = products.length > 0 ? products : [...ownProducts];
      const offered = new Set(offering.flatMap((p) => ref.productFunds.get(p) ?? []));
      if (fundIds.some((f) => !offered.has(f))) return refuse();
    }
  }

  let refusedOnce = false;
  const owned: Owned = {
    async refuse(ids) {
      // One request is refused once: a check and a handler finding the same foreign id log it once.
      if (refusedOnce) throw notFound();
      refusedOnce = true;
      await deps.accessLog.recordEvent(deps.clock.now(), {
        event: "FOREIGN_ID",
        clientNmbr: who.session?.clientNmbr ?? null,
        policyId: storable(ids.policyId),
        contractId: storable(ids.contractId),
        pageLink: who.pageLink,
        ipAddress: who.ip,
      });
      who.log?.warn(
        { sessionClient: who.session?.clientNmbr, ...ids },
        "request for a foreign or unknown id refused",
      );
      throw notFound();
    },

    async account(rel) {
      const row = await findAccount(rel);
      if (!row) return owned.refuse({ policyId: rel });
      return { ...row, cycleDate: requireCycleDate(row.cycleDate) };
    },

    async accountWith(rel, load) {
      if (!authenticated || !fitsIdColumn(rel)) return owned.refuse({ policyId: rel });
      const loaded = load(sessionClient);
      if (!accounts.has(rel)) accounts.set(rel, loaded);
      const row = await loaded;
      if (!row) return owned.refuse({ policyId: rel });
      return { ...row, cycleDate: requireCycleDate(row.cycleDate) };
    },

    clients,

    async clientsWith(load) {
      if (!authenticated) {
        ownClients ??= Promise.resolve([]);
        return owned.refuse({});
      }
      const loaded = load(sessionClient);
      ownClients ??= loaded.then((r) => r.clients);
      return (await loaded).data;
    },

    contracts,

    async verify(records) {
      for (const ids of records) await verifyRecord(ids);
    },
  };
  return owned;
}
