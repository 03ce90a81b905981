import { Grid } from "@mantine/core";
import { accountFiguresShown, type LoginInfo } from "@portal/domain";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { AfterFirstPaint, InTurn } from "../../components/after-first-paint.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import {
  accountSummaryQuery,
  gainAndLossQuery,
  policyQuery,
  useAccountSummary,
  useGainAndLoss,
  usePolicy,
} from "../../lib/api/accounts.ts";
import { errorCode } from "../../lib/api/client.ts";
import { SESSION_QUERY_KEY, sessionQueryOptions } from "../../lib/api/session.ts";
import { hotlineFor } from "../../lib/links.ts";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import { showToast } from "../../lib/toasts.tsx";
import { useCycleDateReload } from "../../lib/use-cycle-date-reload.ts";
import type en from "../../locales/en/dashboard.json";
import { customAttributesQuery } from "./api/custom-attributes.ts";
import { BalanceCard } from "./balance-card.tsx";
import { DashboardPopups } from "./dashboard-popups.tsx";
import { FundDistributionCard } from "./fund-distribution-card.tsx";
import { FundsCard } from "./funds-card.tsx";
import { MergerRemarks } from "./merger-remarks.tsx";
import { NotesCard } from "./notes-card.tsx";
import { ShortcutTiles } from "./shortcut-tiles.tsx";
import { TerminationNotice } from "./termination-notice.tsx";
import { WelcomeBlock } from "./welcome-block.tsx";

function failedWith(query: { isError: boolean; error: unknown }): boolean {
  // A session that expired is the session watcher's to report.
  return query.isError && errorCode(query.error) !== "session-expired";
}

/**
 * The dashboard's answers, asked before its first render when it is the first page of a visit
 * (app/prepare-first-page.ts): the page then shows at once with its figures, instead of showing
 * its loader and rendering everything again when they arrive.
 */
export function prefetchPage(client: QueryClient): Promise<unknown> {
  const { account } = sessionStore.get();
  const info = client.getQueryData<LoginInfo | null>(SESSION_QUERY_KEY);
  if (!account || !info) return Promise.resolve();
  return Promise.all([
    client.prefetchQuery(accountSummaryQuery(info.clientNmbr)),
    client.prefetchQuery(policyQuery(account)),
    client.prefetchQuery(gainAndLossQuery(account)),
    client.prefetchQuery(customAttributesQuery(account.contractNmbr)),
  ]);
}

/** /dashboard (part 2 §2.3): the chosen account at a glance. */
export function DashboardPage() {
  const { t } = useFeatureTranslation<typeof en>("dashboard");
  const { account, scheme } = useSession();
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const summary = useAccountSummary(info?.clientNmbr ?? null);
  const policy = usePolicy();
  const gainAndLoss = useGainAndLoss();
  const phone = hotlineFor(scheme).display;

  // §4.1: a later cycle date in the policy reloads the account data.
  useCycleDateReload(policy.data?.webCycleDate);

  const failed = failedWith(policy) || failedWith(gainAndLoss);
  useEffect(() => {
    if (failed) showToast("report-error-message", { message: t("loadFailed", { phone }) });
  }, [failed, t, phone]);

  const retry = () => {
    if (policy.isError) void policy.refetch();
    if (gainAndLoss.isError) void gainAndLoss.refetch();
  };

  const details = policy.data?.policyInfo;
  let content: ReactNode;
  if (failed || (policy.data && !details)) {
    content = (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed", { phone })}
        onRetry={retry}
        retrying={policy.isFetching || gainAndLoss.isFetching}
      />
    );
  } else if (!account || !details || !policy.data || !gainAndLoss.data) {
    content = <PageLoader />;
  } else {
    const holdings = policy.data.investments?.holdings ?? [];
    const figures =
      gainAndLoss.data.find((item) => item.clntRltnshpNmbr === account.clntRltnshpNmbr) ??
      gainAndLoss.data[0];
    const asAtDate = account.webCycleDate;
    const currency = figures?.currency ?? details.currency;
    // Part 2 §2.2: the server says which figures a terminated account shows; with no gain/loss
    // answer for the account, the page applies the same domain rule to the policy's balance.
    const terminationDate = figures?.terminationDate ?? details.terminationDate;
    const shown =
      figures?.figuresShown ??
      accountFiguresShown({
        terminationDate,
        accountBalance: figures?.gainNLossVo.accountBalance ?? policy.data.investments?.totalAmt ?? "0",
      });
    content = (
      <>
        <DashboardPopups policy={details} clientNmbr={account.clientNmbr} />
        <WelcomeBlock
          policy={details}
          lastLoginDate={summary.data?.clientInfoResponse.lastLoginDate ?? null}
          lastLoginKnown={summary.data !== undefined}
        />
        {terminationDate !== null && (
          <TerminationNotice
            terminationDate={terminationDate}
            paidOut={!shown.gainLoss}
            scheme={details.scheme}
          />
        )}
        <Grid gap="lg">
          {/* On a page load, in a task after the heading and the welcome's: the first screen
              comes in two shorter tasks instead of one long one. */}
          <InTurn>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <BalanceCard figures={figures} currency={currency} asAtDate={asAtDate} shown={shown} />
            </Grid.Col>
          </InTurn>
          {/* Below a phone's first screen: after the first paint on a page load, one card at a time. */}
          <AfterFirstPaint>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <FundDistributionCard holdings={holdings} />
            </Grid.Col>
          </AfterFirstPaint>
          <AfterFirstPaint>
            <Grid.Col span={12}>
              <FundsCard
                holdings={holdings}
                scheme={details.scheme}
                currency={currency}
                asAtDate={asAtDate}
              />
            </Grid.Col>
          </AfterFirstPaint>
          <AfterFirstPaint>
            <Grid.Col span={12}>
              <NotesCard asAtDate={asAtDate} />
            </Grid.Col>
          </AfterFirstPaint>
        </Grid>
        <AfterFirstPaint>
          <ShortcutTiles />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <MergerRemarks contractNmbr={account.contractNmbr} />
        </AfterFirstPaint>
      </>
    );
  }

  return <AccountPage page="dashboard">{content}</AccountPage>;
}
