import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Executor } from "./database.ts";

/**
 * PostgreSQL's LISTEN/NOTIFY between the API instances on one database: how an instance that
 * changes something another instance keeps in memory (a session row) tells it. A subscriber is
 * told each payload, and whether it is listening now: while it is not (not yet connected, or the
 * connection lost), it must trust nothing it kept, since it may be missing notifications.
 */
export interface Notifications {
  listen(channel: string, subscriber: Subscriber): void;
  close(): Promise<void>;
}

export interface Subscriber {
  message(payload: string): void;
  /** true once LISTEN is in force; false when the connection is lost (and true again after). */
  live(listening: boolean): void;
}

/** The notifications of each database opened by openDatabase (a transaction has none of its own). */
const registry = new WeakMap<object, Notifications>();

export function registerNotifications(db: object, notifications: Notifications): void {
  registry.set(db, notifications);
}

export function notificationsOf(db: Executor): Notifications | undefined {
  return registry.get(db);
}

/** Sends a notification on `db`: inside a transaction, PostgreSQL delivers it at the commit. */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** How long to wait before connecting the listener again: 1 s, doubling, at most 30 s. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

/**
 * One connection of its own (outside the pool, which it would hold for good) that LISTENs to every
 * subscribed channel; reconnected when lost, each subscriber told meanwhile that it is not live.
 */
export function postgresNotifications(options: pg.ClientConfig): Notifications {
  const subscribers = new Map<string, Subscriber[]>();
  let client: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const tellAll = (listening: boolean) => {
    for (const list of subscribers.values()) for (const s of list) s.live(listening);
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    tellAll(false);
    c.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 30_000;
    failures++;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
  };

  const connect = async () => {
    if (closed || client || connecting || subscribers.size === 0) return;
    connecting = true;
    const c = new pg.Client({ ...options, keepAlive: true });
    // Errors of an idle connection (PostgreSQL restarted, the network gone) come here.
    c.on("error", () => lost(c));
    c.on("end", () => lost(c));
    c.on("notification", (n) => {
      for (const s of subscribers.get(n.channel) ?? []) s.message(n.payload ?? "");
    });
    try {
      await c.connect();
      // Until every channel subscribed meanwhile is listened to as well.
      const listened = new Set<string>();
      for (let pending = [...subscribers.keys()]; pending.length > 0; ) {
        for (const channel of pending) {
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          listened.add(channel);
        }
        pending = [...subscribers.keys()].filter((channel) => !listened.has(channel));
      }
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      failures = 0;
      tellAll(true);
    } catch {
      c.removeAllListeners("end");
      c.on("error", () => undefined);
      await c.end().catch(() => undefined);
      schedule();
    } finally {
      connecting = false;
    }
  };

  return {
    listen(channel, subscriber) {
      const list = subscribers.get(channel);
      if (list) list.push(subscriber);
      else subscribers.set(channel, [subscriber]);
      if (client) {
        const c = client;
        c.query(`LISTEN ${pg.escapeIdentifier(channel)}`).then(
          () => subscriber.live(client === c),
          () => lost(c),
        );
      } else void connect();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      tellAll(false);
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => undefined);
      }
    },
  };
}

/** The same on PGlite: one process, one connection, notifications delivered after each statement. */
export function pgliteNotifications(client: PGlite): Notifications {
  const stops: (() => Promise<void>)[] = [];
  let closed = false;
  return {
    listen(channel, subscriber) {
      client
        .listen(channel, (payload) => subscriber.message(payload))
        .then(
          (stop) => {
            if (closed) return void stop().catch(() => undefined);
            stops.push(() => stop());
            subscriber.live(true);
          },
          () => undefined,
        );
    },
    async close() {
      closed = true;
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}
