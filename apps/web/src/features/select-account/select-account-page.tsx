import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  type AccountSummaryResponse,
  formatMemberNumber,
  type PolicyMinVo,
  type Scheme,
  type SelectOutcome,
  selectAccountOutcome,
  validAccounts,
} from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { localised } from "../../components/fund-name.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { useAccountSummary } from "../../lib/api/accounts.ts";
import { errorCode } from "../../lib/api/client.ts";
import { sessionQueryOptions } from "../../lib/api/session.ts";
import { hkDateTime } from "../../lib/hk-date-time.ts";
import { hotlineFor } from "../../lib/links.ts";
import { useNavigate } from "../../lib/router.tsx";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import { showToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/selectAccount.json";
import { AccountCard } from "./account-card.tsx";
import { selectedAccountOf } from "./selected-account.ts";

/**
 * Part 2 §2.2 and §4.1: which accounts the member may open. Valid accounts are those of the
 * scheme in both the policy list and the filtered list; the outcome rule decides whether the page
 * is skipped (one account), refused (none, or only an empty guaranteed fund) or offers cards.
 */
function outcomeOf(
  scheme: Scheme | null,
  data: AccountSummaryResponse | undefined,
): SelectOutcome<PolicyMinVo> | null {
  if (!scheme || !data) return null;
  return selectAccountOutcome(validAccounts(scheme, data.policyMinVos, data.filteredAccountVOs));
}

/** /account: the welcome and one card per valid account (part 2 §2.2). */
export function SelectAccountPage() {
  const { t, language } = useFeatureTranslation<typeof en>("selectAccount");
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  // The member gate asks for the login info; this reads its answer.
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const summary = useAccountSummary(info?.clientNmbr ?? null);
  const scheme = session.scheme ?? summary.data?.clientInfoResponse.scheme ?? null;
  const outcome = useMemo(() => outcomeOf(scheme, summary.data), [scheme, summary.data]);
  const webCycleDate = summary.data?.priceDates.webCycleDate ?? "";
  const hotline = hotlineFor(scheme);

  const choose = useCallback(
    (account: PolicyMinVo, replace = false) => {
      sessionStore.update({ account: selectedAccountOf(account, webCycleDate) });
      navigate("/dashboard", { replace });
    },
    [navigate, webCycleDate],
  );

  useEffect(() => {
    if (!outcome) return;
    switch (outcome.kind) {
      case "single":
        choose(outcome.account, true);
        break;
      case "noValidPolicy":
        sessionStore.update({ account: null });
        showToast("no-valid-policy");
        break;
      case "noValidAccount":
        sessionStore.update({ account: null });
        showToast("no-valid-account", { message: t("noValidAccount", { phone: hotline.display }) });
        break;
      default:
        break;
    }
  }, [outcome, choose, t, hotline.display]);

  const failed = summary.isError && errorCode(summary.error) !== "session-expired";
  const { refetch } = summary;
  useEffect(() => {
    if (failed) showToast("technical-error", { onRetry: () => void refetch() });
  }, [failed, refetch]);

  if (failed) {
    return (
      <Stack gap="lg" py="lg">
        <Title order={1}>{common("pages.account")}</Title>
        <LoadError
          title={t("loadFailedTitle")}
          message={t("loadFailed")}
          onRetry={() => void refetch()}
          retrying={summary.isFetching}
        />
      </Stack>
    );
  }
  const data = summary.data;
  if (!data || !outcome || outcome.kind === "single") return <PageLoader />;

  const client = data.clientInfoResponse;
  const name = localised(`${client.lastName} ${client.firstName}`.trim(), client.chineseName, language);
  const lastLogin = hkDateTime(client.lastLoginDate, language);
  const shownScheme = scheme ?? client.scheme;

  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{common("pages.account")}</Title>
      <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }}>
        <Stack gap="sm">
          <Text fz="lg" fw={600}>
            {t("welcome", { name })}
          </Text>
          <dl className={figures.facts}>
            <div>
              <dt>{t("memberNumber")}</dt>
              <dd data-testid="member-number">{formatMemberNumber(client.clientNmbr, shownScheme)}</dd>
            </div>
            <div>
              <dt>{t("lastLogin")}</dt>
              <dd data-testid="last-login">{lastLogin ? t("lastLoginValue", lastLogin) : t("firstLogin")}</dd>
            </div>
          </dl>
        </Stack>
      </Paper>

      {outcome.kind === "choose" ? (
        <Stack gap="sm" component="section" aria-labelledby="choose-account-title">
          <Title order={2} size="h3" id="choose-account-title">
            {t("chooseTitle")}
          </Title>
          <Text c="dimmed">{t("chooseIntro")}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
            {outcome.accounts.map((account) => (
              <AccountCard
                key={account.clntRltnshpNmbr}
                account={account}
                scheme={shownScheme}
                onChoose={choose}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <Alert
          color="navy"
          variant="light"
          title={outcome.kind === "noValidPolicy" ? t("noValidPolicyTitle") : t("noValidAccountTitle")}
        >
          <Stack gap="xs">
            <Text size="sm">
              {outcome.kind === "noValidPolicy"
                ? t("noValidPolicy", { phone: hotline.display })
                : t("noValidAccount", { phone: hotline.display })}
            </Text>
            <Anchor href={hotline.href} size="sm" fw={600} c="inherit" underline="always">
              {t("hotline", { phone: hotline.display })}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t("serviceHours")}
            </Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
