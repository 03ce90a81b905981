import type { FundSummaryVo, Language } from "@portal/domain";
import { fundDisplayName, localised } from "../../components/fund-name.ts";

/** One investment manager with the funds it manages, named in the page's language. */
export interface ManagerGroup {
  /** The English name, the same in both languages: the group's key. */
  key: string;
  name: string;
  funds: { fund: FundSummaryVo; name: string }[];
}

/**
 * The funds grouped by investment manager (by the English name, spaces and case aside), managers
 * and their funds in name order of the page's language (the Chinese names in zh-HK).
 */
export function groupByManager(funds: readonly FundSummaryVo[], language: Language): ManagerGroup[] {
  const collator = new Intl.Collator(language === "zh-HK" ? "zh-HK" : "en", {
    sensitivity: "base",
    numeric: true,
  });
  const groups = new Map<string, ManagerGroup>();
  for (const fund of funds) {
    const english = fund.investmentManagerEn.trim().replace(/\s+/g, " ");
    const key = english.toUpperCase();
    let group = groups.get(key);
    if (!group) {
      group = { key: english, name: localised(english, fund.investmentManagerZh, language), funds: [] };
      groups.set(key, group);
    }
    group.funds.push({ fund, name: fundDisplayName(fund, language) });
  }
  const list = [...groups.values()];
  for (const group of list) {
    group.funds.sort((a, b) => collator.compare(a.name, b.name) || a.fund.invTypeNmbr - b.fund.invTypeNmbr);
  }
  return list.sort((a, b) => collator.compare(a.name, b.name));
}
