import Decimal from "decimal.js";

/**
 * The fund rows of the switch-out step (§2.7): holding balance, percentage of the asset and the
 * estimated switch-out amount, from units and the latest unit price. Amounts to 2 decimals,
 * percentages to 2 (§5.3), in the fund's currency; the exchange rate turns them into the
 * account's currency for the percentage of the asset.
 */
export interface HeldFund {
  invTypeNmbr: number;
  units: string;
  unitPrice: string;
  /** Fund currency to account currency. */
  exchangeRate: string;
}

export interface HeldFundRow {
  invTypeNmbr: number;
  units: string;
  balance: string;
  percentOfAsset: string;
}

export function heldFundRows(funds: readonly HeldFund[]): HeldFundRow[] {
  const values = funds.map((f) => new Decimal(f.units).times(f.unitPrice));
  const total = values.reduce((sum, v, i) => sum.plus(v.times(funds[i]?.exchangeRate ?? 1)), new Decimal(0));
  return funds.map((f, i) => {
    const value = values[i] ?? new Decimal(0);
    return {
      invTypeNmbr: f.invTypeNmbr,
      units: new Decimal(f.units).toFixed(4),
      balance: value.toFixed(2, Decimal.ROUND_HALF_UP),
      percentOfAsset: total.isZero()
        ? "0.00"
        : value.times(f.exchangeRate).div(total).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
    };
  });
}

/** The estimated amount a switch-out of `percent` % of a holding redeems at the latest price. */
export function estimatedSwitchOutAmount(
  fund: Pick<HeldFund, "units" | "unitPrice">,
  percent: string,
): string {
  const p = new Decimal(percent.trim() === "" ? 0 : percent.trim());
  return new Decimal(fund.units).times(p).div(100).times(fund.unitPrice).toFixed(2, Decimal.ROUND_HALF_UP);
}
