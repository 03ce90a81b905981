import type { Language, Scheme } from "@portal/domain";

/** The naming fields an account has in the summary (policyMinVo) and in the policy (policyInfo). */
export interface AccountNaming {
  accountTypeNameEn: string;
  accountTypeNameZh: string;
  planName: string;
  planNameZh: string | null;
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

/** The plan name in the page's language (its Chinese name in Chinese when there is one); null when none. */
function planLabel(
  account: Pick<AccountNaming, "planName" | "planNameZh">,
  language: Language,
): string | null {
  const plan = account.planName.trim();
  return plan ? chineseOr(plan, account.planNameZh, language) : null;
}

/**
 * Part 2 §2.2/§3.1: the company or plan name of an account: the plan name for the employer
 * scheme; otherwise the organisation's name, else the plan name, each in the page's language (its
 * Chinese name in Chinese when there is one). Null when the account has neither.
 */
export function organisationLabel(account: AccountNaming, scheme: Scheme, language: Language): string | null {
  const plan = planLabel(account, language);
  if (scheme === "SMP") return plan;
  const org = account.organizationNm?.trim();
  if (org) return chineseOr(org, account.organizationNmZh, language);
  return plan;
}
