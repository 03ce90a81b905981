import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPin, needsRehash, verifyPin } from "./pin-hash.ts";

/** A hash as the portal stored them before issue 15: scrypt N=16384, r=8, p=1. */
function legacyHash(pin: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(pin.normalize("NFKC"), salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

describe("PIN hashes", () => {
  it("verifies the right PIN, refuses a wrong one, and never stores the PIN", async () => {
    const stored = await hashPin("Portal#2026");
    expect(stored).not.toContain("Portal#2026");
    expect(await verifyPin("Portal#2026", stored)).toBe(true);
    expect(await verifyPin("Portal#2027", stored)).toBe(false);
    expect(await verifyPin("Portal#2026", "garbage")).toBe(false);
  });

  it("uses OWASP's current scrypt parameters: N=2^17, r=8, p=1", async () => {
    const stored = await hashPin("Portal#2026");
    expect(stored.startsWith("scrypt$131072$8$1$")).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it("salts each hash", async () => {
    expect(await hashPin("Portal#2026")).not.toBe(await hashPin("Portal#2026"));
  });

  it("still verifies a hash with the older parameters, and says it needs rehashing", async () => {
    const old = legacyHash("Portal#2026");
    expect(await verifyPin("Portal#2026", old)).toBe(true);
    expect(await verifyPin("Portal#2027", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses a stored hash that asks for more work than the current parameters", async () => {
    const stored = await hashPin("Portal#2026");
    const greedy = stored.replace("scrypt$131072$", "scrypt$1048576$");
    expect(await verifyPin("Portal#2026", greedy)).toBe(false);
    expect(await verifyPin("Portal#2026", stored.replace("$8$1$", "$8.5$1$"))).toBe(false);
  });

  it("never answers sooner than a check at the current parameters: old hash, garbage and current alike", async () => {
    const current = await hashPin("Portal#2026");
    const old = legacyHash("Portal#2026");
    const runs = { current: [] as number[], old: [] as number[], garbage: [] as number[] };
    for (let i = 0; i < 3; i++) {
      runs.current.push(await timed(() => verifyPin("Wrong#2026", current)));
      runs.old.push(await timed(() => verifyPin("Wrong#2026", old)));
      runs.garbage.push(await timed(() => verifyPin("Wrong#2026", "garbage")));
    }
    // The older parameters alone take about an eighth of the time; padded, as long (a busy machine
    // running other suites makes the tolerance wide).
    expect(median(runs.old)).toBeGreaterThan(median(runs.current) * 0.4);
    expect(median(runs.garbage)).toBeGreaterThan(median(runs.current) * 0.4);
  });
});
