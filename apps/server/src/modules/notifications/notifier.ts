import nodemailer from "nodemailer";
import type { Config } from "../../config.ts";
import type { MessageChannel } from "../../db/schema.ts";
import { type Clock, systemClock } from "../../lib/clock.ts";
import type { OutboxRepository } from "./outbox.repository.ts";

/**
 * A message to a member. `otp` and `secret` (a new PIN) appear in the body that is delivered;
 * the stored copy masks them, except in the demo outbox, which stands in for the member's phone.
 */
export interface Message {
  channel: MessageChannel;
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
  send(message: Message): Promise<void>;
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
  outbox: OutboxRepository,
  clock: Clock = systemClock,
): Notifier {
  return {
    async send(m) {
      const deliver = m.channel === "EMAIL" ? delivery.email : m.channel === "SMS" ? delivery.sms : undefined;
      const keepForDemo = mode === "demo" && !deliver;
      const id = await outbox.insert({
        channel: m.channel,
        recipient: m.to,
        subject: m.subject,
        body: keepForDemo ? m.body : masked(m),
        otp: keepForDemo ? (m.otp ?? null) : null,
        status: keepForDemo ? "DEMO" : "PENDING",
        createdAt: clock.now(),
      });
      if (!deliver || id === undefined) return;
      try {
        await deliver(m);
        await outbox.markSent(id, clock.now());
      } catch (err) {
        await outbox.markFailed(id, (err as Error).message);
        throw err;
      }
    },
  };
}

export function notifierFromConfig(config: Config, outbox: OutboxRepository, clock: Clock): Notifier {
  return createNotifier(
    config.mode,
    {
      email: config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : undefined,
      sms: config.smsGatewayUrl ? smsGatewayDelivery(config.smsGatewayUrl) : undefined,
    },
    outbox,
    clock,
  );
}
