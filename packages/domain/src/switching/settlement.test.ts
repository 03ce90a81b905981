import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { type HeldUnits, SettlementError, type SettlementInput, settleFundSwitch } from "./settlement.ts";

const held = (invTypeNmbr: number, moneyTypeCode: string, units: string, vestedUnits = units): HeldUnits => ({
  invTypeNmbr,
  moneyTypeCode,
  units,
  vestedUnits,
});

function failure(input: SettlementInput): string {
  try {
    settleFundSwitch(input);
  } catch (err) {
    expect(err).toBeInstanceOf(SettlementError);
    return (err as SettlementError).reason;
  }
  throw new Error("expected a SettlementError");
}

describe("settleFundSwitch", () => {
  it("switches 20% of a fund's mandatory money into one fund (worked numbers)", () => {
    const s = settleFundSwitch({
      switchOut: [{ invTypeNmbr: 317, rate: "0.2" }],
      holdings: [
        held(317, "EE_MAN", "1234.5678"),
        held(317, "ER_MAN", "1000.000000"),
        held(317, "ER_VOL", "500.0000", "350.0000"), // voluntary: not in the contribution type
        held(312, "EE_MAN", "10.0000"),
      ],
      moneyTypes: ["EE_MAN", "ER_MAN"],
      switchIn: [{ invTypeNmbr: 312, percent: 100 }],
      prices: new Map([
        [317, "12.345600"],
        [312, "25.5"],
      ]),
    });
    // EE_MAN: 1234.5678 x 0.2 = 246.91356 -> 246.9135 units; x 12.3456 = 3048.2953056 -> 3048.29 (down)
    // ER_MAN: 1000 x 0.2 = 200 units; x 12.3456 = 2469.12
    expect(s.redemptions).toEqual([
      {
        invTypeNmbr: 317,
        moneyTypeCode: "EE_MAN",
        units: "246.9135",
        vestedUnits: "246.9135",
        unitPrice: "12.3456",
        amount: "3048.29",
      },
      {
        invTypeNmbr: 317,
        moneyTypeCode: "ER_MAN",
        units: "200.0000",
        vestedUnits: "200.0000",
        unitPrice: "12.3456",
        amount: "2469.12",
      },
    ]);
    // 3048.29 / 25.5 = 119.54078... -> 119.5407 (worth 3048.28785, 0.00215 left over)
    // 2469.12 / 25.5 = 96.82823... -> 96.8282 (worth 2469.1191, 0.0009 left over)
    expect(s.purchases).toEqual([
      {
        invTypeNmbr: 312,
        moneyTypeCode: "EE_MAN",
        units: "119.5407",
        vestedUnits: "119.5407",
        unitPrice: "25.5",
        amount: "3048.29",
      },
      {
        invTypeNmbr: 312,
        moneyTypeCode: "ER_MAN",
        units: "96.8282",
        vestedUnits: "96.8282",
        unitPrice: "25.5",
        amount: "2469.12",
      },
    ]);
    expect(s.switchOutLines).toEqual([
      { invTypeNmbr: 317, unitPrice: "12.3456", units: "446.9135", amount: "5517.41" },
    ]);
    expect(s.switchInLines).toEqual([
      { invTypeNmbr: 312, unitPrice: "25.5", units: "216.3689", amount: "5517.41" },
    ]);
    // The units out are worth 5517.4153056; 5517.41 was paid out and bought units worth 5517.40695:
    // 0.0053056 of the proceeds' cent and 0.00305 of the purchase rounding stay with the funds.
    expect(s.proceeds).toBe("5517.41");
    expect(s.valueOut).toBe("5517.4153056");
    expect(s.valueIn).toBe("5517.40695");
    expect(s.rounding).toBe("0.0083556");
  });

  it("a 100% switch takes every unit and every vested unit, split three ways with the remainder last", () => {
    const s = settleFundSwitch({
      switchOut: [{ invTypeNmbr: 311, rate: 1 }],
      holdings: [held(311, "ER_VOL", "300.0000", "210.0000")],
      moneyTypes: ["ER_VOL"],
      switchIn: [
        { invTypeNmbr: 302, percent: "33" },
        { invTypeNmbr: 304, percent: "33" },
        { invTypeNmbr: 298, percent: "34" },
      ],
      prices: new Map([
        [311, "10.0041"],
        [302, "1.2345"],
        [304, "2.0000"],
        [298, "3.3333"],
      ]),
    });
    // 300 x 10.0041 = 3001.23, 210 of the 300 units vested (70%)
    expect(s.redemptions).toEqual([
      {
        invTypeNmbr: 311,
        moneyTypeCode: "ER_VOL",
        units: "300.0000",
        vestedUnits: "210.0000",
        unitPrice: "10.0041",
        amount: "3001.23",
      },
    ]);
    // 3001.23 x 33% = 990.4059 -> 990.40 twice; the last takes 3001.23 - 1980.80 = 1020.43
    // 990.40 / 1.2345 = 802.2681 (70% vested: 561.58767 -> 561.5876); 990.40 / 2 = 495.2000 (346.6400);
    // 1020.43 / 3.3333 = 306.1320 (214.2924)
    expect(s.purchases.map((p) => [p.invTypeNmbr, p.amount, p.units, p.vestedUnits])).toEqual([
      [302, "990.40", "802.2681", "561.5876"],
      [304, "990.40", "495.2000", "346.6400"],
      [298, "1020.43", "306.1320", "214.2924"],
    ]);
    expect(s.purchases.reduce((sum, p) => sum.plus(p.amount), new Decimal(0)).toFixed(2)).toBe("3001.23");
    // left over: 990.40 - 990.39996945 = 0.00003055; 0; 1020.43 - 1020.4297956 = 0.0002044
    expect(s.rounding).toBe("0.00023495");
    expect(new Decimal(s.valueIn).plus(s.rounding).toFixed(8)).toBe("3001.23000000");
  });

  it("moves vested units in proportion on a partial switch, never leaving more vested than held", () => {
    const s = settleFundSwitch({
      switchOut: [{ invTypeNmbr: 602, rate: "0.3333" }],
      holdings: [held(602, "ER_VOL", "1000.0000", "700.0000"), held(602, "EE_MAN", "10.0001", "10.0001")],
      moneyTypes: ["ER_VOL", "EE_MAN"],
      switchIn: [{ invTypeNmbr: 606, percent: 100 }],
      prices: new Map([
        [602, "1.0000"],
        [606, "1.0000"],
      ]),
    });
    // ER_VOL: 1000 x 0.3333 = 333.3 units, 700 x 333.3 / 1000 = 233.31 of them vested;
    // 466.69 vested units stay with 666.70 units. Bought: 333.30 / 1 = 333.3 units, 70% vested.
    // EE_MAN: 10.0001 x 0.3333 = 3.33303333 -> 3.3330, all vested.
    expect(s.redemptions.map((r) => [r.moneyTypeCode, r.units, r.vestedUnits, r.amount])).toEqual([
      ["ER_VOL", "333.3000", "233.3100", "333.30"],
      ["EE_MAN", "3.3330", "3.3330", "3.33"],
    ]);
    expect(s.purchases.map((p) => [p.moneyTypeCode, p.units, p.vestedUnits])).toEqual([
      ["ER_VOL", "333.3000", "233.3100"],
      ["EE_MAN", "3.3300", "3.3300"],
    ]);
  });

  it("works with the co-brand scheme's 2-decimal prices", () => {
    const s = settleFundSwitch({
      switchOut: [{ invTypeNmbr: 510, rate: "0.5" }],
      holdings: [held(510, "TFR", "12345.6789")],
      moneyTypes: ["TFR"],
      switchIn: [
        { invTypeNmbr: 506, percent: 60 },
        { invTypeNmbr: 509, percent: 40 },
      ],
      prices: new Map([
        [510, "1.37"],
        [506, "2.05"],
        [509, "0.98"],
      ]),
    });
    // 12345.6789 x 0.5 = 6172.83945 -> 6172.8394 units; x 1.37 = 8456.789978 -> 8456.78
    expect(s.redemptions.map((r) => [r.units, r.amount])).toEqual([["6172.8394", "8456.78"]]);
    // 60%: 5074.068 -> 5074.06 / 2.05 = 2475.1512 (5074.05996); 40%: the rest 3382.72 / 0.98 = 3451.7551 (3382.719998)
    expect(s.purchases.map((p) => [p.invTypeNmbr, p.amount, p.units])).toEqual([
      [506, "5074.06", "2475.1512"],
      [509, "3382.72", "3451.7551"],
    ]);
    expect(s.valueIn).toBe("8456.779958");
    expect(s.rounding).toBe("0.01002");
  });

  it("conserves value: out = in + rounding, the rounding never negative and below a cent per redemption and a ten-thousandth unit per purchase", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const moneyTypes = ["EE_MAN", "ER_MAN", "ER_VOL"];
    for (let run = 0; run < 300; run++) {
      const price = () => new Decimal(next() * 40 + 0.5).toDecimalPlaces(run % 3 === 0 ? 2 : 4);
      const outFunds = [101, 102, 103].slice(0, 1 + Math.floor(next() * 3));
      const inFunds = [201, 202, 203, 204].slice(0, 1 + Math.floor(next() * 4));
      const holdings = outFunds.flatMap((inv) =>
        moneyTypes.map((m) => {
          const units = new Decimal(next() * 50_000).toDecimalPlaces(4);
          return held(inv, m, units.toFixed(4), units.times(next()).toDecimalPlaces(4).toFixed(4));
        }),
      );
      let left = 100;
      const switchIn = inFunds.map((inv, i) => {
        const percent = i === inFunds.length - 1 ? left : Math.floor(next() * (left / 2));
        left -= percent;
        return { invTypeNmbr: inv, percent };
      });
      const prices = new Map<number, string>(
        [...outFunds, ...inFunds].map((inv) => [inv, price().toString()]),
      );
      const s = settleFundSwitch({
        switchOut: outFunds.map((inv) => ({
          invTypeNmbr: inv,
          rate: next() < 0.3 ? 1 : new Decimal(next() * 0.99).toDecimalPlaces(2).plus("0.01").toString(),
        })),
        holdings,
        moneyTypes,
        switchIn,
        prices,
      });
      const proceeds = s.redemptions.reduce((sum, r) => sum.plus(r.amount), new Decimal(0));
      const out = s.redemptions.reduce(
        (sum, r) => sum.plus(new Decimal(r.units).times(r.unitPrice)),
        new Decimal(0),
      );
      const inValue = s.purchases.reduce(
        (sum, p) => sum.plus(new Decimal(p.units).times(p.unitPrice)),
        new Decimal(0),
      );
      const invested = s.purchases.reduce((sum, p) => sum.plus(p.amount), new Decimal(0));
      expect(proceeds.toFixed(2)).toBe(s.proceeds);
      expect(out.toString()).toBe(s.valueOut);
      expect(inValue.plus(s.rounding).eq(out)).toBe(true);
      expect(new Decimal(s.rounding).gte(0)).toBe(true);
      // Below a cent per redemption (the proceeds round down) plus a ten-thousandth unit per purchase.
      const maxPrice = Decimal.max(...inFunds.map((inv) => prices.get(inv) ?? 0));
      expect(
        new Decimal(s.rounding).lt(
          maxPrice
            .times("0.0001")
            .times(moneyTypes.length * inFunds.length)
            .plus(new Decimal("0.01").times(s.redemptions.length)),
        ),
      ).toBe(true);
      // Money parts sum exactly to the proceeds when no part was too small to buy a unit.
      expect(invested.lte(proceeds)).toBe(true);
      for (const r of s.redemptions) {
        const h = holdings.find(
          (x) => x.invTypeNmbr === r.invTypeNmbr && x.moneyTypeCode === r.moneyTypeCode,
        );
        expect(new Decimal(r.units).lte(h?.units ?? 0)).toBe(true);
        expect(new Decimal(r.vestedUnits).lte(r.units)).toBe(true);
        // What stays vested never exceeds what stays held.
        expect(
          new Decimal(h?.vestedUnits ?? 0)
            .minus(r.vestedUnits)
            .lte(new Decimal(h?.units ?? 0).minus(r.units)),
        ).toBe(true);
      }
      for (const p of s.purchases) expect(new Decimal(p.vestedUnits).lte(p.units)).toBe(true);
    }
  });

  it("only redeems the money type a line names", () => {
    const s = settleFundSwitch({
      switchOut: [{ invTypeNmbr: 317, rate: 1, moneyTypeCode: "ER_MAN" }],
      holdings: [held(317, "EE_MAN", "10.0000"), held(317, "ER_MAN", "20.0000")],
      moneyTypes: ["EE_MAN", "ER_MAN"],
      switchIn: [{ invTypeNmbr: 312, percent: 100 }],
      prices: new Map([
        [317, "1"],
        [312, "1"],
      ]),
    });
    expect(s.redemptions.map((r) => [r.moneyTypeCode, r.units])).toEqual([["ER_MAN", "20.0000"]]);
  });

  it("a 100% switch of a holding kept to 6 decimals takes it exactly, never rounding units up", () => {
    const s = settleFundSwitch({
      switchOut: [{ invTypeNmbr: 317, rate: 1 }],
      holdings: [held(317, "EE_MAN", "10.123456", "10.123456")],
      moneyTypes: ["EE_MAN"],
      switchIn: [{ invTypeNmbr: 312, percent: 100 }],
      prices: new Map([
        [317, "2"],
        [312, "4"],
      ]),
    });
    // 10.123456 x 2 = 20.246912 -> 20.24 paid; 20.24 / 4 = 5.06 units bought
    expect(s.redemptions.map((r) => [r.units, r.vestedUnits, r.amount])).toEqual([
      ["10.123456", "10.123456", "20.24"],
    ]);
    expect(s.purchases.map((p) => p.units)).toEqual(["5.0600"]);
    expect(s.rounding).toBe("0.006912");
  });

  it("refuses bad instructions and ones with nothing to redeem", () => {
    const base: SettlementInput = {
      switchOut: [{ invTypeNmbr: 317, rate: "0.5" }],
      holdings: [held(317, "EE_MAN", "10.0000")],
      moneyTypes: ["EE_MAN"],
      switchIn: [{ invTypeNmbr: 312, percent: 100 }],
      prices: new Map([
        [317, "1.5"],
        [312, "2.5"],
      ]),
    };
    expect(settleFundSwitch(base).proceeds).toBe("7.50");
    expect(failure({ ...base, moneyTypes: ["ER_VOL"] })).toBe("nothingToRedeem");
    expect(failure({ ...base, holdings: [held(317, "EE_MAN", "0.000000")] })).toBe("nothingToRedeem");
    // 0.0001 x 10% rounds down to no unit at all
    expect(
      failure({
        ...base,
        holdings: [held(317, "EE_MAN", "0.0001")],
        switchOut: [{ invTypeNmbr: 317, rate: "0.1" }],
      }),
    ).toBe("nothingToRedeem");
    expect(failure({ ...base, switchOut: [{ invTypeNmbr: 317, rate: "1.01" }] })).toBe("rateOutOfRange");
    expect(failure({ ...base, switchOut: [{ invTypeNmbr: 317, rate: 0 }] })).toBe("rateOutOfRange");
    expect(failure({ ...base, switchIn: [{ invTypeNmbr: 312, percent: 99 }] })).toBe("percentsNot100");
    expect(
      failure({
        ...base,
        switchIn: [
          { invTypeNmbr: 312, percent: 50 },
          { invTypeNmbr: 312, percent: 50 },
        ],
      }),
    ).toBe("duplicateFund");
    expect(failure({ ...base, prices: new Map([[317, "1.5"]]) })).toBe("missingPrice");
    expect(failure({ ...base, switchOut: [] })).toBe("noSwitchOut");
    expect(failure({ ...base, switchIn: [] })).toBe("noSwitchIn");
  });
});
