import type { Language, Scheme } from "@portal/domain";

/** The naming fields an account has in the summary (policyMinVo) and in the policy (policyInfo). */
export interface AccountNaming {
  accountTypeNameEn: string;
  accountTypeNameZh: string;
  planName: string;
  organizationNm: string | null;
  organizationNmZh: string | null;
}

function chineseOr(en: string, zh: string | null | undefined, language: Language): string {
  return language === "zh-HK" && zh?.trim() ? zh : en;
}

/** The account type in the page's language ("Employee Account", "僱員帳戶"). */
export function accountTypeLabel(account: AccountNaming, language: Language): string {
  return chineseOr(account.accountTypeNameEn, account.accountTypeNameZh, language);
}

/**
 * Part 2 §2.2/§3.1: the company or plan name of an account: the plan name for the employer
 * scheme; otherwise the organisation's name (its Chinese name in Chinese when there is one), else
 * the plan name. Null when the account has neither (a personal account).
 */
export function organisationLabel(account: AccountNaming, scheme: Scheme, language: Language): string | null {
  const plan = account.planName.trim() || null;
  if (scheme === "SMP") return plan;
  const org = account.organizationNm?.trim();
  if (org) return chineseOr(org, account.organizationNmZh, language);
  return plan;
}
