import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";
import { hkDateOf } from "@portal/domain";
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
 * gateway, letters into the day's file for the mail house. `send` resolves once the message is
 * handed on, and throws if it could not be. In demo mode, with no adapter configured for a
 * channel, the message stays in the outbox with status DEMO, readable at /api/dev/outbox (the
 * demo's stand-in for the member's phone, inbox and letterbox); production has an adapter for
 * every channel (the configuration requires them) and refuses a message it cannot hand on.
 */
export interface Notifier {
  send(message: Message): Promise<void>;
}

export interface Delivery {
  email?: (message: Message) => Promise<void>;
  sms?: (message: Message) => Promise<void>;
  post?: (message: Message) => Promise<void>;
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

/**
 * Letters for the mail house: each is appended as one JSON line ({ writtenAt, to, subject, body })
 * to `letters-YYYY-MM-DD.jsonl` (the Hong Kong date) in `dir`, readable by the owner only, and
 * flushed to disk before the letter counts as handed on. The mail house collects a day's file
 * after the day ends, prints and posts the letters.
 */
export function letterFileDelivery(
  dir: string,
  clock: Clock = systemClock,
): (message: Message) => Promise<void> {
  return async (m) => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const now = clock.now();
    const file = await open(join(dir, `letters-${hkDateOf(now)}.jsonl`), "a", 0o600);
    try {
      const line = { writtenAt: now.toISOString(), to: m.to, subject: m.subject, body: m.body };
      await file.appendFile(`${JSON.stringify(line)}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
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
      const deliver = { EMAIL: delivery.email, SMS: delivery.sms, POST: delivery.post }[m.channel];
      if (!deliver && mode !== "demo") throw new Error(`no delivery adapter for ${m.channel}`);
      const keepForDemo = !deliver;
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
      post: config.lettersDir ? letterFileDelivery(config.lettersDir, clock) : undefined,
    },
    outbox,
    clock,
  );
}
