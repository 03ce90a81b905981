import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodePin } from "@portal/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// P10 has no e-mail: a forgotten PIN goes by post, through the letters folder of the mail house.
const PIN = "Portal#2026";
const P10 = {
  govtId: "K777777(9)",
  birthDate: "1995-10-09",
  scheme: "S800",
  loginId: "3000010",
  mobile: "51234567",
};
const folder = mkdtempSync(join(tmpdir(), "portal-letters-"));
const letters = join(folder, "letters");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LETTERS_DIR: letters } });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

async function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: "POST", url, payload, cookies: cookie ? { portal_session: cookie } : {} });
}

async function latestOutbox(channel: "SMS" | "POST") {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.channel, channel))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The forgot-PIN journey up to the OTP's answer. */
async function forgotPin() {
  const start = await post("/api/auth/forgotPin", {
    govtId: P10.govtId,
    birthDate: P10.birthDate,
    scheme: P10.scheme,
  });
  expect(start.json().delivery).toBe("POST");
  const cookie = start.cookies[0]?.value ?? "";
  expect((await post("/api/auth/forgotPin/activateMFA", { channel: "SMS" }, cookie)).statusCode).toBe(200);
  const otp = (await latestOutbox("SMS"))?.otp ?? "";
  return post("/api/auth/forgotPin/verifyMFA", { passCode: otp }, cookie);
}

const firstStep = (pin: string) =>
  post("/api/auth/authenticateMFA", { scheme: P10.scheme, loginId: P10.loginId, password: encodePin(pin) });

describe("forgot PIN by post", () => {
  it("a letter that cannot be handed on leaves the PIN as it was, with a clean 503", async () => {
    writeFileSync(letters, "not a folder"); // the mail house's folder is missing or broken
    const done = await forgotPin();
    expect(done.statusCode).toBe(503);
    expect(done.json()).toEqual({
      code: "technical-error",
      message: expect.stringMatching(/PIN has not changed/),
    });
    expect(await latestOutbox("POST")).toMatchObject({ status: "FAILED" });
    expect((await latestOutbox("POST"))?.body).not.toMatch(/new PIN is (?!\*)/);
    const old = await firstStep(PIN);
    expect(old.statusCode).toBe(200);
    expect(old.json().isFirstTimeLogin).toBe(false);
  });

  it("a letter written to the day's file for the mail house changes the PIN to the one it carries", async () => {
    rmSync(letters);
    mkdirSync(letters);
    const done = await forgotPin();
    expect(done.json()).toEqual({ delivery: "POST" });
    const file = join(letters, "letters-2026-11-20.jsonl");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines).toHaveLength(1);
    const letter = JSON.parse(lines[0] ?? "{}");
    expect(letter.to).toMatch(/Yuen Long Plaza/);
    expect(letter.subject).toMatch(/PIN/);
    const newPin = /new PIN is (\S+)\./.exec(letter.body)?.[1] ?? "";
    expect(newPin).toMatch(/\S{8,}/);
    // The outbox keeps a record of the letter, its PIN masked.
    const record = await latestOutbox("POST");
    expect(record).toMatchObject({ status: "SENT", recipient: letter.to, otp: null });
    expect(record?.body).not.toContain(newPin);
    expect((await firstStep(PIN)).statusCode).toBe(401);
    const next = await firstStep(newPin);
    expect(next.statusCode).toBe(200);
    expect(next.json().isFirstTimeLogin).toBe(true);
  });
});
