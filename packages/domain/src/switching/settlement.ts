import Decimal from "decimal.js";

/**
 * The dealing cycle's settlement arithmetic of one fund switch (DOMAIN.md, Instructions): redeem
 * units of the switch-out funds at the dealing day's unit prices, and buy the switch-in funds with
 * the proceeds at the same day's prices. Pure: the cycle reads the rows and writes the result.
 *
 * - Redemption, per switch-out fund and money type of the contribution type: units x rate, rounded
 *   DOWN to 4 decimals (a rate of 1 takes exactly every unit); proceeds = units x price rounded
 *   DOWN to the cent. Vested units go with the units in proportion (all of them on a 100%
 *   switch), never leaving more vested units than units.
 * - Purchase, per money type: its proceeds split over the switch-in funds by percent, each part
 *   rounded DOWN to the cent and the last fund taking the remainder, so the parts sum exactly to
 *   the proceeds; units = part / price rounded DOWN to 4 decimals. The money type keeps its
 *   money: vested units bought in proportion to the vested value redeemed.
 * - Rounding: every rounding is down, in the funds' favour, so no value is ever created; what the
 *   member does not get is recorded, exactly: rounding = valueOut - valueIn, the value of the units
 *   redeemed (units x price) less the value of the units bought, >= 0. It is the fractions of a
 *   cent of the proceeds plus the parts too small to buy a ten-thousandth of a unit.
 *
 * Bad input (rates, percentages, duplicate funds, a missing price) or nothing to redeem throws a
 * SettlementError naming the reason; the cycle marks such an instruction FAILED.
 */

/** 50 significant digits: a numeric(20,6) times a numeric(18,6) is exact. */
const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
type Dec = Decimal;

export interface SwitchOutLine {
  invTypeNmbr: number;
  /** The requested rate as a fraction: 0.2 is 20%, 1 is everything. */
  rate: Decimal.Value;
  /** Only this money type of the fund, when the line names one. */
  moneyTypeCode?: string | null;
}

export interface SwitchInLine {
  invTypeNmbr: number;
  /** Percent of the proceeds, 0-100; the lines sum to 100. */
  percent: Decimal.Value;
}

/** Units an account holds in one fund of one money type. */
export interface HeldUnits {
  invTypeNmbr: number;
  moneyTypeCode: string;
  units: Decimal.Value;
  vestedUnits: Decimal.Value;
}

export interface SettlementInput {
  switchOut: readonly SwitchOutLine[];
  /** The account's holdings (any funds; the switch-out funds' are used). */
  holdings: readonly HeldUnits[];
  /** The money types of the instruction's contribution type. */
  moneyTypes: readonly string[];
  switchIn: readonly SwitchInLine[];
  /** The dealing day's unit price of every fund of the instruction. */
  prices: ReadonlyMap<number, Decimal.Value>;
}

/** Units leaving (redemption) or entering (purchase) one fund of one money type; all positive. */
export interface SettlementMovement {
  invTypeNmbr: number;
  moneyTypeCode: string;
  /** 4 decimals. */
  units: string;
  /** 4 decimals. */
  vestedUnits: string;
  unitPrice: string;
  /** 2 decimals: the proceeds of a redemption, the money invested by a purchase. */
  amount: string;
}

/** One instruction line's totals over its money types (instruction_lines unit_cnt, amount). */
export interface SettlementLineTotal {
  invTypeNmbr: number;
  unitPrice: string;
  units: string;
  amount: string;
}

export interface Settlement {
  redemptions: SettlementMovement[];
  purchases: SettlementMovement[];
  /** Per switch-out line, in input order. */
  switchOutLines: SettlementLineTotal[];
  /** Per switch-in line, in input order. */
  switchInLines: SettlementLineTotal[];
  /** Sum of the redemption amounts: the money that buys the switch-in funds (2 decimals). */
  proceeds: string;
  /** Sum of units x price of the redemptions (exact). */
  valueOut: string;
  /** Sum of units x price of the purchases (exact). */
  valueIn: string;
  /** valueOut - valueIn: the value the rounding kept from the member (exact, >= 0). */
  rounding: string;
}

export type SettlementFailure =
  | "noSwitchOut"
  | "noSwitchIn"
  | "duplicateFund"
  | "rateOutOfRange"
  | "percentsNot100"
  | "missingPrice"
  | "nothingToRedeem";

export class SettlementError extends Error {
  constructor(
    readonly reason: SettlementFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = "SettlementError";
  }
}

/** Units with 4 decimals; exact (more) when a 100% switch takes a holding kept to 6. */
const units4 = (d: Dec): string => d.toFixed(Math.max(4, d.decimalPlaces()));
const floor = (d: Dec, places: number): Dec => d.toDecimalPlaces(places, Decimal.ROUND_DOWN);

function assertDistinct(lines: readonly { invTypeNmbr: number }[], side: string): void {
  const seen = new Set<number>();
  for (const l of lines) {
    if (seen.has(l.invTypeNmbr))
      throw new SettlementError("duplicateFund", `fund ${l.invTypeNmbr} twice among the ${side} lines`);
    seen.add(l.invTypeNmbr);
  }
}

export function settleFundSwitch(input: SettlementInput): Settlement {
  if (input.switchOut.length === 0) throw new SettlementError("noSwitchOut", "no switch-out line");
  if (input.switchIn.length === 0) throw new SettlementError("noSwitchIn", "no switch-in line");
  assertDistinct(input.switchOut, "switch-out");
  assertDistinct(input.switchIn, "switch-in");

  const priceOf = (inv: number): Dec => {
    const p = input.prices.get(inv);
    if (p === undefined || p === null || new Dec(p).lte(0))
      throw new SettlementError("missingPrice", `fund ${inv} has no unit price`);
    return new Dec(p);
  };

  const rates = input.switchOut.map((l) => {
    const rate = new Dec(l.rate);
    if (rate.lte(0) || rate.gt(1))
      throw new SettlementError("rateOutOfRange", `rate ${rate.toString()} of fund ${l.invTypeNmbr}`);
    return rate;
  });
  const percents = input.switchIn.map((l) => {
    const pct = new Dec(l.percent);
    if (pct.lt(0) || pct.gt(100))
      throw new SettlementError("percentsNot100", `percent ${pct.toString()} of fund ${l.invTypeNmbr}`);
    return pct;
  });
  const percentTotal = percents.reduce((a, b) => a.plus(b), new Dec(0));
  if (!percentTotal.eq(100))
    throw new SettlementError("percentsNot100", `switch-in percents sum to ${percentTotal.toString()}`);

  const moneyTypes = new Set(input.moneyTypes);
  const redemptions: SettlementMovement[] = [];
  const outTotals = input.switchOut.map((l) => ({
    units: new Dec(0),
    amount: new Dec(0),
    inv: l.invTypeNmbr,
  }));
  /** Per money type, in order of first redemption: proceeds, and the exact value and vested value redeemed. */
  const byMoney = new Map<string, { proceeds: Dec; value: Dec; vestedValue: Dec }>();

  input.switchOut.forEach((line, i) => {
    const rate = rates[i] as Dec;
    const price = priceOf(line.invTypeNmbr);
    const total = outTotals[i] as (typeof outTotals)[number];
    for (const h of input.holdings) {
      if (h.invTypeNmbr !== line.invTypeNmbr || !moneyTypes.has(h.moneyTypeCode)) continue;
      if (line.moneyTypeCode && h.moneyTypeCode !== line.moneyTypeCode) continue;
      const held = new Dec(h.units);
      if (held.lte(0)) continue;
      const vested = Dec.min(new Dec(h.vestedUnits), held);
      const out = rate.eq(1) ? held : floor(held.times(rate), 4);
      if (out.isZero()) continue;
      // Vested units in proportion, but never more left vested than left held.
      const vestedOut = out.eq(held)
        ? vested
        : Dec.max(floor(vested.times(out).div(held), 4), vested.minus(held.minus(out)), 0);
      const amount = floor(out.times(price), 2);
      redemptions.push({
        invTypeNmbr: line.invTypeNmbr,
        moneyTypeCode: h.moneyTypeCode,
        units: units4(out),
        vestedUnits: units4(vestedOut),
        unitPrice: price.toString(),
        amount: amount.toFixed(2),
      });
      total.units = total.units.plus(out);
      total.amount = total.amount.plus(amount);
      const money = byMoney.get(h.moneyTypeCode) ?? {
        proceeds: new Dec(0),
        value: new Dec(0),
        vestedValue: new Dec(0),
      };
      money.proceeds = money.proceeds.plus(amount);
      money.value = money.value.plus(out.times(price));
      money.vestedValue = money.vestedValue.plus(vestedOut.times(price));
      byMoney.set(h.moneyTypeCode, money);
    }
  });
  if (redemptions.length === 0)
    throw new SettlementError("nothingToRedeem", "no units of the switch-out funds in the contribution type");

  const inPrices = input.switchIn.map((l) => priceOf(l.invTypeNmbr));
  const inTotals = input.switchIn.map(() => ({ units: new Dec(0), amount: new Dec(0) }));
  const purchases: SettlementMovement[] = [];
  let valueIn = new Dec(0);
  const last = input.switchIn.length - 1;
  for (const [moneyTypeCode, money] of byMoney) {
    const allVested = money.vestedValue.eq(money.value);
    let rest = money.proceeds;
    input.switchIn.forEach((line, i) => {
      const part = i === last ? rest : floor(money.proceeds.times(percents[i] as Dec).div(100), 2);
      rest = rest.minus(part);
      const price = inPrices[i] as Dec;
      const bought = floor(part.div(price), 4);
      const total = inTotals[i] as (typeof inTotals)[number];
      total.amount = total.amount.plus(part);
      if (bought.isZero()) return; // the whole part is rounding
      const vestedIn = allVested
        ? bought
        : money.value.isZero()
          ? new Dec(0)
          : floor(bought.times(money.vestedValue).div(money.value), 4);
      purchases.push({
        invTypeNmbr: line.invTypeNmbr,
        moneyTypeCode,
        units: units4(bought),
        vestedUnits: units4(vestedIn),
        unitPrice: price.toString(),
        amount: part.toFixed(2),
      });
      total.units = total.units.plus(bought);
      valueIn = valueIn.plus(bought.times(price));
    });
  }

  const proceeds = redemptions.reduce((sum, r) => sum.plus(r.amount), new Dec(0));
  const valueOut = redemptions.reduce((sum, r) => sum.plus(new Dec(r.units).times(r.unitPrice)), new Dec(0));
  return {
    redemptions,
    purchases,
    switchOutLines: outTotals.map((t) => ({
      invTypeNmbr: t.inv,
      unitPrice: priceOf(t.inv).toString(),
      units: units4(t.units),
      amount: t.amount.toFixed(2),
    })),
    switchInLines: input.switchIn.map((l, i) => ({
      invTypeNmbr: l.invTypeNmbr,
      unitPrice: (inPrices[i] as Dec).toString(),
      units: units4((inTotals[i] as (typeof inTotals)[number]).units),
      amount: (inTotals[i] as (typeof inTotals)[number]).amount.toFixed(2),
    })),
    proceeds: proceeds.toFixed(2),
    valueOut: valueOut.toString(),
    valueIn: valueIn.toString(),
    rounding: valueOut.minus(valueIn).toString(),
  };
}
