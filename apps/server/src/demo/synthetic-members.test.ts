import { addMonths, type IsoDate, isValidHkid } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { type AccountPlan, emptyRows, type IdCounters, simulateAccount } from "./account-simulation.ts";
import { DEMO_FUNDS } from "./fund-catalogue.ts";
import { generatePrices } from "./prices.ts";
import { hashString } from "./prng.ts";
import {
  S800_CHOICES,
  SYNTHETIC_CLIENT_BASE,
  SyntheticSimulator,
  syntheticMember,
  syntheticStart,
} from "./synthetic-members.ts";

const SEED = 20_260_101;
const CYCLE: IsoDate = "2026-11-19";
const START = syntheticStart(CYCLE);
/** simulateAccount stamps the first direction at 10:00 HKT the day before the start; the seed passes the same. */
const DIRECTION_AT = "2023-10-31T02:00:00.000Z";

/** The catalogue's S800 prices over the three years (4 decimals). */
const realPrices = new Map<number, Map<IsoDate, string>>(
  S800_CHOICES.map((inv) => {
    const fund = DEMO_FUNDS.find((f) => f.invTypeNmbr === inv);
    if (!fund) throw new Error(`no fund ${inv}`);
    return [inv, new Map(generatePrices(fund, addMonths(START, -1), CYCLE, 4).map((p) => [p.date, p.price]))];
  }),
);
const real = (inv: number, date: IsoDate) => realPrices.get(inv)?.get(date) ?? "missing";
/** Awkward prices with 6 decimals, from 0.01 to 99.99, to stress the rounding. */
const awkward = (inv: number, date: IsoDate) => {
  const n = 10_000 + (hashString(`${inv}:${date}`) % 99_990_000);
  return `${Math.floor(n / 1_000_000)}.${String(n % 1_000_000).padStart(6, "0")}`;
};

function planOf(i: number, rel: number): AccountPlan {
  const member = syntheticMember(i, SEED, CYCLE);
  const account = member.accounts[0];
  if (!account) throw new Error("no account");
  return { ...account.plan, clntRltnshpNmbr: rel, clientNmbr: member.clientNmbr, currency: "HKD" };
}

describe("synthetic members", () => {
  it("are a function of the seed and their number: 3 to 6 funds of S800 by whole percentages summing to 100", () => {
    const sizes = new Set<number>();
    for (let i = 1; i <= 500; i++) {
      const m = syntheticMember(i, SEED, CYCLE);
      expect(syntheticMember(i, SEED, CYCLE)).toEqual(m);
      expect(m.clientNmbr).toBe(SYNTHETIC_CLIENT_BASE + i);
      expect(isValidHkid(m.govtId)).toBe(true);
      const direction = m.accounts[0]?.plan.direction ?? [];
      sizes.add(direction.length);
      expect(new Set(direction.map(([inv]) => inv)).size).toBe(direction.length);
      expect(
        direction.every(
          ([inv, pct]) =>
            (S800_CHOICES as readonly number[]).includes(inv) && Number.isInteger(pct) && pct > 0,
        ),
      ).toBe(true);
      expect(direction.reduce((sum, [, pct]) => sum + pct, 0)).toBe(100);
      expect([100231, 100232]).toContain(m.accounts[0]?.contractNmbr);
    }
    expect([...sizes].sort()).toEqual([3, 4, 5, 6]);
    expect(syntheticMember(1, SEED + 1, CYCLE)).not.toEqual(syntheticMember(1, SEED, CYCLE));
  });

  it("contribute monthly for three years up to the cycle date's month", () => {
    const simulator = new SyntheticSimulator(START, CYCLE, real, () => false);
    expect(START).toBe("2023-11-01");
    const rows = emptyRows();
    simulator.simulate(planOf(1, 1), DIRECTION_AT, { contribution: 0, direction: 0, instruction: 0 }, rows);
    const periods = rows.contributions.map((c) => c[2]);
    expect(periods[0]).toBe("2023-11-01");
    expect(periods.at(-1)).toBe("2026-10-01"); // received 10 November, dealt before the cycle date
    expect(periods).toHaveLength(36);
    expect(simulator.contributionCount).toBe(36);
  });

  for (const [name, prices] of [
    ["the catalogue's prices", real],
    ["awkward 6-decimal prices", awkward],
  ] as const) {
    it(`the fast simulator writes exactly the rows of simulateAccount (${name})`, () => {
      const simulator = new SyntheticSimulator(START, CYCLE, prices, () => false);
      const slowIds: IdCounters = { contribution: 10, direction: 20, instruction: 30 };
      const fastIds: IdCounters = { ...slowIds };
      const slow = emptyRows();
      const fast = emptyRows();
      for (let i = 1; i <= 150; i++) {
        const plan = planOf(i, 50_000_000 + i);
        expect(simulator.accepts(plan)).toBe(true);
        simulateAccount(plan, CYCLE, prices, () => false, slowIds, slow);
        simulator.simulate(plan, DIRECTION_AT, fastIds, fast);
      }
      expect(fast).toEqual(slow);
      expect(fastIds).toEqual(slowIds);
      expect(fast.transactions.length).toBeGreaterThan(150 * 36 * 2 * 3);
    });
  }

  it("accepts only the plans it reproduces (the seed uses it for synthetic members only)", () => {
    const simulator = new SyntheticSimulator(START, CYCLE, real, (inv) => inv === 298);
    const plan = planOf(1, 1);
    expect(simulator.accepts({ ...plan, start: "2020-01-01" })).toBe(false);
    expect(simulator.accepts({ ...plan, monthly: { EE_VOL: "100.00" } })).toBe(false);
    expect(simulator.accepts({ ...plan, direction: [[298, 100]] })).toBe(false);
    expect(
      simulator.accepts({ ...plan, switches: [{ date: CYCLE, from: 298, percent: 50, to: [[302, 100]] }] }),
    ).toBe(false);
  });
});
