import { Paper, Stack, Text } from "@mantine/core";
import { formatContractNumber, type PolicyInfoVo } from "@portal/domain";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { accountTypeLabel, organisationLabel } from "../../lib/account-labels.ts";
import { hkDateTime } from "../../lib/hk-date-time.ts";
import type en from "../../locales/en/dashboard.json";

/** Part 2 §2.3 welcome: name, contract number, account type or organisation, last login. */
export function WelcomeBlock({
  policy,
  lastLoginDate,
  lastLoginKnown,
}: {
  policy: PolicyInfoVo;
  lastLoginDate: string | null;
  /** False until the account summary has answered: the row waits for it. */
  lastLoginKnown: boolean;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const name =
    language === "zh-HK" && policy.memberNameZh?.trim() ? policy.memberNameZh : policy.memberNameEn;
  const organisation = organisationLabel(policy, policy.scheme, language);
  const lastLogin = hkDateTime(lastLoginDate, language);
  return (
    <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Text fz="lg" fw={600}>
          {t("welcome", { name })}
        </Text>
        <dl className={figures.facts}>
          <div>
            <dt>{t("contractNumber")}</dt>
            <dd data-testid="contract-number">
              {formatContractNumber({
                contractNmbr: policy.contractNmbr,
                contractPrefix: policy.product.contractPrefix,
                scheme: policy.scheme,
                isOrso: policy.product.isOrso,
              })}
            </dd>
          </div>
          <div>
            <dt>{t("accountType")}</dt>
            <dd>{accountTypeLabel(policy, language)}</dd>
          </div>
          {organisation && (
            <div>
              <dt>{t("organisation")}</dt>
              <dd>{organisation}</dd>
            </div>
          )}
          {lastLoginKnown && (
            <div>
              <dt>{t("lastLogin")}</dt>
              <dd data-testid="last-login">{lastLogin ? t("lastLoginValue", lastLogin) : t("firstLogin")}</dd>
            </div>
          )}
        </dl>
      </Stack>
    </Paper>
  );
}
