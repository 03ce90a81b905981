import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import {
  formatContractNumber,
  formatLongDate,
  formatMoney,
  formatNumber,
  type GainAndLossResponse,
  type Language,
  type PolicyInfoVo,
  type PolicyResponse,
  type PortfolioDetailsResponse,
  riskSegmentOf,
} from "@portal/domain";
import Decimal from "decimal.js";
import { type ReactNode, useEffect, useId, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type DetailRow, DetailsList } from "../../components/details-list.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { localised } from "../../components/fund-name.ts";
import { GAIN_COLOUR, LOSS_COLOUR } from "../../components/gain-colour.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { RiskSpectrum } from "../../components/risk-spectrum.tsx";
import { useGainAndLoss, usePolicy } from "../../lib/api/accounts.ts";
import { Link } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import type en from "../../locales/en/portfolio.json";
import { usePortfolioDetails } from "./api/portfolio-details.ts";
import { GainLossExplanation } from "./gain-loss-modal.tsx";
import { GlidePathModal } from "./glide-path-modal.tsx";
import { InvestmentDirection } from "./investment-direction.tsx";
import { RateOfReturnView } from "./rate-of-return-view.tsx";

type T = FeatureT<typeof en>;

/** Account kinds with no employer money, so no unvested benefits (part 2 §3.1). */
const NO_EMPLOYER_MONEY = new Set(["PA", "SEP", "TVC", "SVC"]);

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** Part 2 §3.1: the account-type label from the account type, or the plan name for the employer scheme. */
function accountTypeLabel(info: PolicyInfoVo, language: Language): string {
  if (info.scheme === "SMP") return localised(info.planName, info.planNameZh, language);
  return localised(info.accountTypeNameEn, info.accountTypeNameZh, language);
}

function accountRows(
  info: PolicyInfoVo,
  details: PortfolioDetailsResponse,
  t: T,
  language: Language,
): DetailRow[] {
  const date = (value: string | null) => (value ? formatLongDate(value, language) : null);
  const organisation = info.organizationNm
    ? localised(info.organizationNm, info.organizationNmZh, language)
    : null;
  const memberClass = info.memberClassNameEn
    ? localised(info.memberClassNameEn, info.memberClassNameZh, language)
    : null;
  return [
    { key: "accountType", label: t("fields.accountType"), value: accountTypeLabel(info, language) },
    {
      key: "contractNumber",
      label: t("fields.contractNumber"),
      value: formatContractNumber({
        contractNmbr: info.contractNmbr,
        contractPrefix: info.product.contractPrefix,
        scheme: info.scheme,
        isOrso: info.product.isOrso,
      }),
    },
    {
      key: "memberName",
      label: t("fields.memberName"),
      value: localised(info.memberNameEn, info.memberNameZh, language),
    },
    { key: "memberClass", label: t("fields.memberClass"), value: memberClass },
    {
      key: "schemeName",
      label: t("fields.schemeName"),
      value: localised(info.schemeNameEn, info.schemeNameZh, language),
    },
    {
      key: "planName",
      label: t("fields.planName"),
      value: localised(info.planName, info.planNameZh, language) || null,
    },
    { key: "employer", label: t("fields.employer"), value: organisation },
    { key: "policyNumber", label: t("fields.policyNumber"), value: info.policyNumber || null },
    { key: "joinedPlan", label: t("fields.joinedPlan"), value: date(info.joinedPlanDate) },
    { key: "joinedScheme", label: t("fields.joinedScheme"), value: date(info.joinedSchemeDate) },
    { key: "employmentDate", label: t("fields.employmentDate"), value: date(info.employmentDate) },
    { key: "effectiveDate", label: t("fields.effectiveDate"), value: date(info.effectiveDate) },
    {
      key: "terminationDate",
      label: t("fields.terminationDate"),
      value: info.terminationDate ? (
        <Group gap="xs" component="span">
          <span>{date(info.terminationDate)}</span>
          <Badge color="red.8" variant="outline" size="sm">
            {t("fields.terminated")}
          </Badge>
        </Group>
      ) : null,
    },
    { key: "lastEmployment", label: t("fields.lastEmployment"), value: date(details.lastEmploymentDate) },
  ];
}

type GainLossItem = GainAndLossResponse[number];

function moneyRows(
  info: PolicyInfoVo,
  details: PortfolioDetailsResponse,
  gain: GainLossItem | null,
  t: T,
  language: Language,
): DetailRow[] {
  const currency = gain?.currency ?? info.currency;
  const money = (value: string) => formatMoney(value, currency);
  const vo = gain?.gainNLossVo;
  const negative = vo
    ? new Decimal(vo.gainLossAmt).isNegative() && !new Decimal(vo.gainLossAmt).isZero()
    : false;
  // Part 2 §2.2, as on the dashboard: a terminated account with nothing left shows no net
  // contribution and no gain or loss, which would only mislead (the server's figuresShown).
  const shown = gain?.figuresShown;
  const hidden = new Set([
    ...(shown && !shown.netContribution ? ["netContributions"] : []),
    ...(shown && !shown.gainLoss ? ["gainLoss"] : []),
  ]);
  const rows: DetailRow[] = [
    {
      key: "accountBalance",
      label: t("fields.accountBalance"),
      value: gain ? (
        <span>
          <span className={classes.num}>{money(gain.gainNLossVo.accountBalance)}</span>{" "}
          <Text span size="xs" c="dimmed">
            {t("asAt", { date: formatLongDate(gain.asOfDate, language) })}
          </Text>
        </span>
      ) : null,
    },
    {
      key: "netContributions",
      label: t("fields.netContributions"),
      value: money(details.netContributionAmt),
    },
    { key: "netTransferIn", label: t("fields.netTransferIn"), value: money(details.netTransferInAmt) },
    {
      key: "gainLoss",
      label: t("fields.gainLoss"),
      value: vo ? (
        <Text span fw={600} c={negative ? LOSS_COLOUR : GAIN_COLOUR} className={classes.num}>
          {money(vo.gainLossAmt)} ({formatNumber(vo.percentage)}%)
        </Text>
      ) : null,
    },
    {
      key: "unvested",
      label: t("fields.unvested"),
      value: NO_EMPLOYER_MONEY.has(info.accountType) ? null : money(details.unvestedBenefitAmt),
    },
  ];
  return rows.filter((row) => !hidden.has(row.key));
}

function riskHighlights(policy: PolicyResponse, info: PolicyInfoVo): number[] {
  const held = (policy.investments?.holdings ?? []).filter((holding) =>
    new Decimal(holding.investmentAmt).gt(0),
  );
  return [...new Set(held.map((holding) => riskSegmentOf(info.scheme, holding)))].sort();
}

function DownloadRows({ t }: { t: T }) {
  const rows = [
    {
      key: "statements",
      to: "/documents",
      title: t("downloads.statements"),
      body: t("downloads.statementsBody"),
    },
    {
      key: "fundDocuments",
      to: "/fundInfo",
      title: t("downloads.fundDocuments"),
      body: t("downloads.fundDocumentsBody"),
    },
  ];
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {rows.map((row, index) => (
        <Group
          key={row.key}
          component="li"
          justify="space-between"
          wrap="wrap"
          gap="sm"
          py="sm"
          style={index > 0 ? { borderTop: "1px solid var(--mantine-color-gray-3)" } : undefined}
        >
          <Stack gap={2} maw={560}>
            <Text fw={600}>{row.title}</Text>
            <Text size="sm" c="dimmed">
              {row.body}
            </Text>
          </Stack>
          <Anchor component={Link} to={row.to} fw={600}>
            {t(`downloads.${row.key === "statements" ? "goToDocuments" : "goToFundInfo"}`)}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}

function PortfolioContent() {
  const { t, language } = useFeatureTranslation<typeof en>("portfolio");
  const { account } = useSession();
  const policy = usePolicy();
  const gainAndLoss = useGainAndLoss();
  const details = usePortfolioDetails();
  const [tab, setTab] = useState<string>("details");
  const failure = policy.error ?? details.error ?? null;

  useEffect(() => {
    if (failure) showErrorToast(failure);
  }, [failure]);

  if (policy.isPending || details.isPending) return <PageLoader />;
  const info = policy.data?.policyInfo ?? null;
  if (failure || !info || !policy.data || !details.data) {
    return (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed")}
        onRetry={() => {
          void policy.refetch();
          void details.refetch();
        }}
      />
    );
  }

  const gain =
    gainAndLoss.data?.find((item) => item.clntRltnshpNmbr === account?.clntRltnshpNmbr) ??
    gainAndLoss.data?.[0] ??
    null;
  const highlight = riskHighlights(policy.data, info);

  return (
    <Tabs value={tab} onChange={(value) => setTab(value ?? "details")} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="details">{t("tabs.details")}</Tabs.Tab>
        <Tabs.Tab value="rateOfReturn">{t("tabs.rateOfReturn")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section title={t("sections.account")}>
              <DetailsList rows={accountRows(info, details.data, t, language)} />
            </Section>
            <Section
              title={t("sections.contributions")}
              actions={
                gain?.figuresShown.gainLoss ? (
                  <GainLossExplanation
                    figures={{
                      accountBalance: gain.gainNLossVo.accountBalance,
                      totalNetContribution: gain.gainNLossVo.totalNetContribution,
                      totalContribution: gain.gainNLossVo.totalContribution,
                      currency: gain.currency,
                    }}
                  />
                ) : undefined
              }
            >
              <DetailsList rows={moneyRows(info, details.data, gain, t, language)} />
            </Section>
          </SimpleGrid>
          <Section
            title={t("sections.risk")}
            actions={details.data.holdsLifestyleFund ? <GlidePathModal /> : undefined}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t("risk.intro")}
              </Text>
              <RiskSpectrum scheme={info.scheme} highlight={highlight} />
            </Stack>
          </Section>
          <Section title={t("sections.direction")}>
            <InvestmentDirection directions={details.data.investmentDirections} />
          </Section>
          <Section title={t("sections.downloads")}>
            <DownloadRows t={t} />
          </Section>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="rateOfReturn">{tab === "rateOfReturn" && <RateOfReturnView />}</Tabs.Panel>
    </Tabs>
  );
}

/** /portfolio: the account details of part 2 §2.4, with the personalised rate-of-return view. */
export function PortfolioPage() {
  return (
    <AccountPage page="portfolio">
      <PortfolioContent />
    </AccountPage>
  );
}
