import { formatLongDate, type Language, MIN_SWITCH_PERCENT, type SwitchFundVo } from "@portal/domain";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import { fundDisplayName } from "../../components/fund-name.ts";
import type en from "../../locales/en/fundSwitch.json";
import type { BlockedFundVo, ValidationKey } from "./wizard-model.ts";

export type FundSwitchT = FeatureT<typeof en>;

/** The page's own namespace ("fundSwitch"), its keys checked against the English file. */
export function useFundSwitchTranslation() {
  return useFeatureTranslation<typeof en>("fundSwitch");
}

/** The inline text of a rule's result (validationKeyOf). */
export function validationMessage(key: ValidationKey, t: FundSwitchT): string {
  return t(`validation.${key}`, { min: MIN_SWITCH_PERCENT });
}

/**
 * §4.4: which instruction blocks a fund and why, worded at display time in the member's language
 * from the server's block: a pending full switch-out of this fund (or of a linked one, named), or
 * an incomplete instruction switching out of or into this fund; with its reference number and
 * dealing day.
 */
export function blockedMessage(
  block: BlockedFundVo,
  t: FundSwitchT,
  language: Language,
  funds: readonly SwitchFundVo[],
): string {
  const values = { ref: block.refNumber, date: formatLongDate(block.effectiveDate, language) };
  if (block.reason === "pending-full-switch-out") {
    if (block.sourceInvTypeNmbr === block.invTypeNmbr)
      return t("switchOut.blockedReason.pendingFullSwitchOut", values);
    const source = funds.find((fund) => fund.invTypeNmbr === block.sourceInvTypeNmbr);
    const fund = source ? fundDisplayName(source, language) : String(block.sourceInvTypeNmbr);
    return t("switchOut.blockedReason.pendingFullSwitchOutLinked", { ...values, fund });
  }
  return block.direction === "out"
    ? t("switchOut.blockedReason.incompleteOut", values)
    : t("switchOut.blockedReason.incompleteIn", values);
}
