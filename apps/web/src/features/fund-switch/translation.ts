import { MIN_SWITCH_PERCENT } from "@portal/domain";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/fundSwitch.json";
import type { FundBlockReason, ValidationKey } from "./wizard-model.ts";

export type FundSwitchT = FeatureT<typeof en>;

/** The page's own namespace ("fundSwitch"), its keys checked against the English file. */
export function useFundSwitchTranslation() {
  return useFeatureTranslation<typeof en>("fundSwitch");
}

/** The inline text of a rule's result (validationKeyOf). */
export function validationMessage(key: ValidationKey, t: FundSwitchT): string {
  return t(`validation.${key}`, { min: MIN_SWITCH_PERCENT });
}

/** §4.4: why a fund cannot be switched now, by the reason the server gives. */
export function blockedMessage(reason: FundBlockReason, t: FundSwitchT): string {
  return t(`switchOut.blockedReason.${reason}`);
}
