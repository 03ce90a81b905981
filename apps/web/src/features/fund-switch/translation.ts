import {
  type ContributionType,
  contributionTypeLabelKey,
  MIN_SWITCH_PERCENT,
  type Scheme,
} from "@portal/domain";
import { type FeatureT, type KeyPath, useFeatureTranslation } from "../../components/feature-translation.ts";
import { PHONE_LINES } from "../../lib/links.ts";
import type en from "../../locales/en/fundSwitch.json";
import type { ValidationKey } from "./wizard-model.ts";

export type FundSwitchT = FeatureT<typeof en>;

/** The page's own namespace ("fundSwitch"), its keys checked against the English file. */
export function useFundSwitchTranslation() {
  return useFeatureTranslation<typeof en>("fundSwitch");
}

/** The inline text of a "fundSwitch.validation.*" result. */
export function validationMessage(key: ValidationKey, t: FundSwitchT): string {
  return t(`validation.${key}`, { min: MIN_SWITCH_PERCENT });
}

/** §2.7's label of a contribution type, for existing assets or future contributions. */
export function contributionTypeLabel(
  type: ContributionType,
  account: { scheme: Scheme; isOrso: boolean },
  assets: "existing" | "future",
  t: FundSwitchT,
): string {
  const key = contributionTypeLabelKey(type, account, assets);
  return t(`contributionTypes.labels.${key}` as KeyPath<typeof en>);
}

/** The hotline the notices name: the AIIB scheme has its own. */
export function hotlineOf(scheme: Scheme): string {
  return scheme === "HKAIIB" ? PHONE_LINES.aiibHotline.display : PHONE_LINES.hotline.display;
}

/** Part 2 §9: unit prices to 4 decimals, 2 in the co-brand scheme. */
export function unitPriceDecimals(scheme: Scheme): number {
  return scheme === "COBRAND" ? 2 : 4;
}
