import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { outbox } from "../db/schema.ts";
import { type Clock, systemClock } from "./clock.ts";

/**
 * A message to a member. `otp` and `secret` (a new PIN) appear in the body that is delivered;
 * the stored copy masks them, except in the demo outbox, which stands in for the member's phone.
 */
export interface Message {
  channel: "EMAIL" | "SMS" | "POST";
  to: string;
  subject: string;
  body: string;
  otp?: string;
  secret?: string;
}

function masked(m: Message): string {
  let body = m.body;
  for (const s of [m.otp, m.secret]) if (s) body = body.replaceAll(s, "******");
  return body;
}

/**
 * Sends messages. Every message is written to the outbox table first (a record of what was sent);
 * then a real adapter delivers it: e-mail over SMTP (nodemailer), SMS by an HTTP POST to the
 * gateway, letters to the print queue. In demo mode, with no adapter configured, the message
 * stays in the outbox with status DEMO, readable at /api/dev/outbox.
 */
export interface Notifier {
  send(db: Db, message: Message): Promise<void>;
}

export interface Delivery {
  email?: (message: Message) => Promise<void>;
  sms?: (message: Message) => Promise<void>;
}

export function smtpDelivery(smtpUrl: string, from: string): (message: Message) => Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (m) => {
    await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.body });
  };
}

/** POSTs { to, message } as JSON to the gateway; any non-2xx answer is a failure. */
export function smsGatewayDelivery(
  url: string,
  fetchImpl: typeof fetch = fetch,
): (message: Message) => Promise<void> {
  return async (m) => {
    const res = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ to: m.to, message: m.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  };
}

export function createNotifier(
  mode: Config["mode"],
  delivery: Delivery,
  clock: Clock = systemClock,
): Notifier {
  return {
    async send(db, m) {
      const deliver = m.channel === "EMAIL" ? delivery.email : m.channel === "SMS" ? delivery.sms : undefined;
      const keepForDemo = mode === "demo" && !deliver;
      const [row] = await db
        .insert(outbox)
        .values({
          channel: m.channel,
          recipient: m.to,
          subject: m.subject,
          body: keepForDemo ? m.body : masked(m),
          otp: keepForDemo ? (m.otp ?? null) : null,
          status: keepForDemo ? "DEMO" : "PENDING",
          createdAt: clock.now(),
        })
        .returning({ id: outbox.id });
      if (!deliver || !row) return;
      try {
        await deliver(m);
        await db
          .update(outbox)
          .set({ status: "SENT", sentAt: new Date(), attempts: 1 })
          .where(eq(outbox.id, row.id));
      } catch (err) {
        await db
          .update(outbox)
          .set({ status: "FAILED", attempts: 1, lastError: (err as Error).message.slice(0, 500) })
          .where(eq(outbox.id, row.id));
        throw err;
      }
    },
  };
}

export function notifierFromConfig(config: Config, clock: Clock): Notifier {
  return createNotifier(
    config.mode,
    {
      email: config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : undefined,
      sms: config.smsGatewayUrl ? smsGatewayDelivery(config.smsGatewayUrl) : undefined,
    },
    clock,
  );
}
