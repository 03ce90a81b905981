/**
 * Issue 15, "PostgreSQL restarted in the middle of traffic": requests during the outage answer a
 * clean 503 (no 500, no hang, no crash of the process) and the server recovers by itself.
 *
 * The machine's PostgreSQL is shared, so it is not restarted here: the app reaches it through a
 * TCP proxy of the test's own, which plays the outage. "Down" ends every connection (as a restart
 * does: idle clients of the pool lose theirs, which once ended the process through the pool's
 * unheard 'error' event) and refuses new ones; "silent" accepts connections and never answers (a
 * host gone); "up" forwards again. On PostgreSQL only (TEST_DATABASE_URL, as CI sets it).
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { CONNECT_TIMEOUT_MS, isDatabaseUnavailable } from "./database.ts";

describe("isDatabaseUnavailable", () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  /** Drizzle's wrapper of a failed query keeps the driver's error as its cause. */
  const failedQuery = (cause: Error) => new Error("Failed query: select 1\nparams: ", { cause });

  it("is true for a database restarting, gone or out of connections, however wrapped", () => {
    for (const err of [
      failedQuery(withCode("terminating connection due to administrator command", "57P01")),
      withCode("the database system is shutting down", "57P03"),
      withCode("the database system is starting up", "57P03"),
      withCode("sorry, too many clients already", "53300"),
      withCode("connection failure", "08006"),
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]),
      failedQuery(new Error("Connection terminated unexpectedly")),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client has encountered a connection error and is not queryable"),
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
  });

  it("is false for a query that is wrong, a broken rule or any other failure", () => {
    for (const err of [
      failedQuery(withCode('duplicate key value violates unique constraint "schemes_pkey"', "23505")),
      withCode('syntax error at or near "selec"', "42601"),
      withCode("could not serialize access due to concurrent update", "40001"),
      new TypeError("Cannot read properties of undefined (reading 'rows')"),
      "a string",
      null,
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that the test turns up, down or silent. */
class PgProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: "up" | "silent" = "up";
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    const server = createServer((client) => {
      this.sockets.add(client);
      client.on("close", () => this.sockets.delete(client));
      client.on("error", () => undefined);
      if (this.mode === "silent") return;
      const upstream = tcpConnect(this.targetPort, this.host);
      this.sockets.add(upstream);
      upstream.on("close", () => {
        this.sockets.delete(upstream);
        client.destroy();
      });
      upstream.on("error", () => client.destroy());
      client.on("close", () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** PostgreSQL gone: every connection ended, new ones refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }

  /** Back on the same port, forwarding (or, `silent`, accepting and never answering). */
  async up(mode: "up" | "silent" = "up"): Promise<void> {
    this.mode = mode;
    await this.listen();
  }
}

describe.skipIf(!pgUrl)("PostgreSQL unavailable in the middle of traffic", () => {
  const name = `portal_outage_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  // Built in beforeAll, not here: this body runs at collection even when the suite is skipped.
  let proxy: PgProxy;
  let t: TestApp | undefined;

  beforeAll(async () => {
    const url = new URL(pgUrl as string);
    proxy = new PgProxy(url.hostname, Number(url.port || 5432));
    await admin.connect();
    await admin.query(`create database ${name}`);
    await proxy.listen();
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    t = await createTestApp({ env: { DATABASE_URL: url.toString(), PORTAL_MODE: "demo" } });
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.down();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const health = async () => {
    const started = performance.now();
    const res = await (t as TestApp).app.inject({ method: "GET", url: "/api/health" });
    return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
  };

  it("answers 503 while PostgreSQL is down, stays up, and serves again once it is back", async () => {
    // Several requests at once, so the pool holds several idle connections when they are cut.
    const before = await Promise.all(Array.from({ length: 5 }, health));
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    await proxy.down();
    await new Promise((r) => setTimeout(r, 100)); // the pool hears its idle clients' errors
    const during = await Promise.all(Array.from({ length: 5 }, health));
    for (const r of during) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ code: "technical-error", message: expect.any(String) });
    }

    await proxy.up();
    const after = await Promise.all(Array.from({ length: 5 }, health));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("answers 503 within the connect timeout when PostgreSQL accepts and never answers", async () => {
    await proxy.down();
    await new Promise((r) => setTimeout(r, 100)); // the pool lets go of its cut idle clients
    await proxy.up("silent");
    const r = await health();
    expect(r.status).toBe(503);
    expect(r.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
    await proxy.down();
    await proxy.up();
    expect((await health()).status).toBe(200);
  }, 20_000);
});
