import type { Executor } from "../../db/database.ts";
import { notificationsOf, notify } from "../../db/notifications.ts";
import type { SessionRow } from "./auth.repository.ts";

/**
 * How long an instance keeps a session row it read: 5 seconds. Every signed-in call starts with
 * its session; a member's page makes several calls at once and more within seconds, so the row
 * is read once per few seconds instead of once per call.
 *
 * The API stays stateless across instances: a change to a session (a logout, a lock, a PIN change,
 * a token rotated, the terms accepted, a staff user choosing a member) or to whether its member
 * must replace the PIN is written through the auth repository, which drops the row from every
 * cache of its own process at once and NOTIFYs the channel below (delivered at the commit), on
 * which every instance LISTENs and drops it too. An instance keeps nothing while it is not
 * listening (before LISTEN is in force, and while the connection is lost: it may have missed a
 * notification), so a revoked token is refused at once on the instance that revoked it and as
 * soon as PostgreSQL delivers the notification on the others; the TTL bounds what nothing
 * notifies (a row changed by hand in SQL, a notification lost on a connection not yet known to be
 * dead): at most 5 seconds. A kept row is checked against the clock on every call as before
 * (revoked, hard limit, idle timeout), and one that fails is read again before it is refused.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * The channel of session changes; the payload is JSON: `{ t: token hashes, c: client numbers }`,
 * or `{ all: true }`.
 */
export const SESSION_CHANNEL = "portal_session_changes";

/** More rows than this and the expired ones are swept (the oldest first). */
const SWEEP_AT = 20_000;

export type CachedSession = SessionRow & { mustChangePin: boolean };

export interface SessionChange {
  tokens?: readonly string[];
  clients?: readonly (number | null)[];
  /** Every session (a notification that could not be read or would not fit). */
  all?: boolean;
}

interface Entry {
  row: CachedSession;
  at: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byClient = new Map<number, Set<string>>();
  private listening = false;
  /** Moves on at every drop: a row read before it is not kept (it may predate the change). */
  generation = 0;

  constructor(private readonly now: () => number = performance.now.bind(performance)) {}

  get live(): boolean {
    return this.listening;
  }

  setLive(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.now() - entry.at >= SESSION_CACHE_TTL_MS) {
      this.remove(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps a row read when the generation was `generation` (not if anything was dropped since). */
  put(tokenHash: string, row: CachedSession, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    this.remove(tokenHash);
    if (this.entries.size >= SWEEP_AT) this.sweep();
    this.entries.set(tokenHash, { row, at: this.now() });
    if (row.clientNmbr !== null) {
      const tokens = this.byClient.get(row.clientNmbr);
      if (tokens) tokens.add(tokenHash);
      else this.byClient.set(row.clientNmbr, new Set([tokenHash]));
    }
  }

  /** The last-seen time this instance has just written (no one else needs to know it). */
  touch(tokenHash: string, lastSeenAt: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.row = { ...entry.row, lastSeenAt };
  }

  drop(change: SessionChange): void {
    if (change.all) {
      this.clear();
      return;
    }
    this.generation++;
    for (const token of change.tokens ?? []) this.remove(token);
    for (const client of change.clients ?? []) {
      if (client === null) continue;
      for (const token of this.byClient.get(client) ?? []) this.remove(token);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byClient.clear();
  }

  private remove(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const client = entry.row.clientNmbr;
    if (client === null) return;
    const tokens = this.byClient.get(client);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byClient.delete(client);
  }

  /** Drops the expired rows; the oldest come first in the map. */
  private sweep(): void {
    const now = this.now();
    for (const [token, entry] of this.entries) {
      if (now - entry.at < SESSION_CACHE_TTL_MS) break;
      this.remove(token);
    }
    // Still full of live rows: the oldest tenth goes.
    if (this.entries.size >= SWEEP_AT)
      for (const token of [...this.entries.keys()].slice(0, SWEEP_AT / 10)) this.remove(token);
  }
}

/** Every cache of this process, so that a change made here is dropped from all of them at once. */
const caches = new Set<WeakRef<SessionCache>>();
const cacheOfDb = new WeakMap<object, SessionCache | null>();

/**
 * The session cache of a database opened by openDatabase, listening to the channel; none for a
 * transaction or a database without notifications (every read then goes to the database).
 */
export function sessionCacheOf(db: Executor): SessionCache | undefined {
  const known = cacheOfDb.get(db);
  if (known !== undefined) return known ?? undefined;
  const notifications = notificationsOf(db);
  if (!notifications) {
    cacheOfDb.set(db, null);
    return undefined;
  }
  const cache = new SessionCache();
  cacheOfDb.set(db, cache);
  caches.add(new WeakRef(cache));
  notifications.listen(SESSION_CHANNEL, {
    message: (payload) => cache.drop(parseChange(payload)),
    live: (listening) => cache.setLive(listening),
  });
  return cache;
}

function parseChange(payload: string): SessionChange {
  try {
    const parsed = JSON.parse(payload) as { t?: unknown; c?: unknown; all?: unknown };
    if (parsed.all === true || !Array.isArray(parsed.t) || !Array.isArray(parsed.c)) return { all: true };
    return {
      tokens: parsed.t.filter((t): t is string => typeof t === "string"),
      clients: parsed.c.filter((c): c is number => typeof c === "number"),
    };
  } catch {
    // Unreadable: drop everything rather than keep something that may have changed.
    return { all: true };
  }
}

/** Drops the change from every cache of this process. */
function dropHere(change: SessionChange): void {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.drop(change);
    else caches.delete(ref);
  }
}

/**
 * Tells every instance that these sessions (or every session of these clients) changed: dropped
 * here at once, and NOTIFYed on `db` for the others (inside a transaction, at its commit; this
 * process's own listener then drops them again, after the commit).
 */
export async function sessionsChanged(db: Executor, change: SessionChange): Promise<void> {
  const tokens = [...new Set(change.tokens ?? [])];
  const clients = [...new Set((change.clients ?? []).filter((c): c is number => c !== null))];
  if (tokens.length === 0 && clients.length === 0 && !change.all) return;
  const payload = JSON.stringify({ t: tokens, c: clients });
  // PostgreSQL takes payloads under 8,000 bytes: a longer list becomes "every session".
  const all = change.all === true || payload.length > 7_000;
  dropHere(all ? { all } : { tokens, clients });
  await notify(db, SESSION_CHANNEL, all ? JSON.stringify({ all }) : payload);
}
