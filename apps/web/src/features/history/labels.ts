import type { ActivityGroup } from "@portal/domain";
import type { FeatureT } from "../../components/feature-translation.ts";
import type en from "../../locales/en/history.json";

export type HistoryT = FeatureT<typeof en>;

/** Part 2 §3.5: the transaction-type labels txn1 to txn12, by the activity code's label key. */
const TXN_KEYS = [
  "txn1",
  "txn2",
  "txn3",
  "txn4",
  "txn5",
  "txn6",
  "txn7",
  "txn8",
  "txn9",
  "txn10",
  "txn11",
  "txn12",
] as const;

export function transactionTypeLabel(t: HistoryT, labelKey: string): string {
  const key = TXN_KEYS.find((candidate) => candidate === labelKey);
  return key ? t(`txn.${key}`) : t("txn.other");
}

/** The money types of the contribution lines (part 2 §9); an unknown code shows as it is. */
const MONEY_TYPES = [
  "EE_MAN",
  "ER_MAN",
  "EE_VOL",
  "ER_VOL",
  "SEP_MAN",
  "SEP_VOL",
  "TFR",
  "TVC",
  "SVC",
  "ORSO_EE",
  "ORSO_ER",
  "RO",
  "PS",
  "SUR",
  "EE_SUR",
  "SPC",
  "BANK",
] as const;

export function moneyTypeLabel(t: HistoryT, code: string): string {
  const key = MONEY_TYPES.find((candidate) => candidate === code);
  return key ? t(`moneyTypes.${key}`) : code;
}

/** The §9 activity-type groups the transaction list can be narrowed to. */
export const ACTIVITY_FILTERS = ["ALL", "CONTRIBUTION", "TRANSFER_IN", "WITHDRAWAL", "OTHER"] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export function activityFilterLabel(t: HistoryT, filter: ActivityFilter | ActivityGroup): string {
  return t(`activity.${filter}`);
}
