import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/database.ts";
import { outbox } from "../../db/schema.ts";
import { createNotifier, smsGatewayDelivery } from "./notifier.ts";
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
});
