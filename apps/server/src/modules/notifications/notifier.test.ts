import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/database.ts";
import { outbox } from "../../db/schema.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { createNotifier, letterFileDelivery, smsGatewayDelivery } from "./notifier.ts";
import { createOutboxRepository } from "./outbox.repository.ts";

let database: Database;
const received: unknown[] = [];
let status = 200;
const gateway = createServer((req, res) => {
  let body = "";
  req.on("data", (c) => {
    body += c;
  });
  req.on("end", () => {
    received.push(JSON.parse(body));
    res.writeHead(status).end();
  });
});
let url = "";

beforeAll(async () => {
  database = await openDatabase({ engine: "pglite", dataDir: null });
  await database.migrate();
  await new Promise<void>((r) => gateway.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  gateway.close();
  await database.close();
});

describe("notifier", () => {
  it("demo mode without adapters keeps the message, with its OTP, in the outbox", async () => {
    const n = createNotifier("demo", {}, createOutboxRepository(database.db));
    await n.send({
      channel: "SMS",
      to: "91234567",
      subject: "OTP",
      body: "code 123456",
      otp: "123456",
    });
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "DEMO", otp: "123456", body: "code 123456" });
  });

  it("the SMS gateway adapter POSTs to the gateway; the stored copy masks the code and records delivery", async () => {
    await database.db.delete(outbox);
    const n = createNotifier(
      "production",
      { sms: smsGatewayDelivery(url) },
      createOutboxRepository(database.db),
    );
    await n.send({
      channel: "SMS",
      to: "91234567",
      subject: "OTP",
      body: "code 654321",
      otp: "654321",
    });
    expect(received.at(-1)).toEqual({ to: "91234567", message: "code 654321" });
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "SENT", otp: null, body: "code ******" });
  });

  it("a gateway failure is recorded and raised", async () => {
    await database.db.delete(outbox);
    status = 503;
    const n = createNotifier(
      "production",
      { sms: smsGatewayDelivery(url) },
      createOutboxRepository(database.db),
    );
    await expect(
      n.send({
        channel: "SMS",
        to: "9",
        subject: "s",
        body: "new PIN Abc#12345",
        secret: "Abc#12345",
      }),
    ).rejects.toThrow(/503/);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "FAILED", body: "new PIN ******" });
    status = 200;
  });

  it("letters go one JSON line each into the day's file for the mail house (the Hong Kong date)", async () => {
    await database.db.delete(outbox);
    const dir = join(mkdtempSync(join(tmpdir(), "letters-")), "mail-house");
    try {
      // 23:30 on 30 November in UTC is already 1 December in Hong Kong.
      const clock = pinnedClock(new Date("2026-11-30T23:30:00Z"));
      const n = createNotifier(
        "production",
        { post: letterFileDelivery(dir, clock) },
        createOutboxRepository(database.db),
        clock,
      );
      for (const to of ["CHAN Tai Man, Flat A, Yuen Long", "WONG Siu Ming, 1 Queen's Road"])
        await n.send({
          channel: "POST",
          to,
          subject: "New PIN",
          body: "Your new PIN is Abc#12345.",
          secret: "Abc#12345",
        });
      const lines = readFileSync(join(dir, "letters-2026-12-01.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(lines).toEqual([
        {
          writtenAt: "2026-11-30T23:30:00.000Z",
          to: "CHAN Tai Man, Flat A, Yuen Long",
          subject: "New PIN",
          body: "Your new PIN is Abc#12345.",
        },
        {
          writtenAt: "2026-11-30T23:30:00.000Z",
          to: "WONG Siu Ming, 1 Queen's Road",
          subject: "New PIN",
          body: "Your new PIN is Abc#12345.",
        },
      ]);
      const rows = await database.db.select().from(outbox);
      expect(rows.map((r) => [r.status, r.body])).toEqual([
        ["SENT", "Your new PIN is ******."],
        ["SENT", "Your new PIN is ******."],
      ]);
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });

  it("production refuses a message it has no adapter for, and keeps no undelivered copy", async () => {
    await database.db.delete(outbox);
    const n = createNotifier("production", {}, createOutboxRepository(database.db));
    await expect(n.send({ channel: "POST", to: "x", subject: "s", body: "b" })).rejects.toThrow(
      /no delivery adapter for POST/,
    );
    expect(await database.db.select().from(outbox)).toEqual([]);
  });
});
