import { Anchor, Box, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import {
  accountPages,
  type FundInfoDetailResponse,
  factSheetFund,
  formatLongDate,
  formatMoney,
  formatNumber,
  type Language,
  type Scheme,
} from "@portal/domain";
import type { QueryClient } from "@tanstack/react-query";
import { type ComponentProps, type ReactNode, useId, useMemo } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { AfterFirstPaint, InTurn } from "../../components/after-first-paint.tsx";
import { DetailsList } from "../../components/details-list.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import { fundDisplayName, localised } from "../../components/fund-name.ts";
import { GAIN_COLOUR, gainColour } from "../../components/gain-colour.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { type NavSection, SectionNav } from "../../components/section-nav.tsx";
import { WhenVisible } from "../../components/when-visible.tsx";
import { Link, Navigate, useSearchParams } from "../../lib/router.tsx";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import type en from "../../locales/en/funds.json";
import { fundDocumentUrl } from "./api/fund-document.ts";
import { fundInfoDetailQuery, useFundInfoDetail } from "./api/fund-info-detail.ts";
import { usePriceHistory } from "./api/prices-history.ts";
import { CompareBar, CompareToggle, useCompareChoice } from "./compare-choice.tsx";
import { fundListPath } from "./compare-selection.ts";
import { performanceHidden, returnsHidden } from "./fact-sheet-rules.ts";
import { FundPerformance } from "./fund-performance.tsx";
import { FundReturns } from "./fund-returns.tsx";
import classes from "./funds.module.css";
import { ImportantNotes } from "./important-notes.tsx";
import { signedReturn } from "./return-figure.tsx";

type T = FeatureT<typeof en>;

/** The sections' ids: the sticky tabs' anchors. */
export const SECTION_IDS = {
  overview: "fund-overview",
  details: "fund-details",
  performance: "fund-performance",
  returns: "fund-returns",
  downloads: "fund-downloads",
} as const;
type SectionKey = keyof typeof SECTION_IDS;

/** A section of the fact sheet: a tab's target, focusable so the tab can move the focus there. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={classes.section}
    >
      <Title order={2} size="h4" id={titleId} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Overview({ data, t, language }: { data: FundInfoDetailResponse; t: T; language: Language }) {
  const { overview, fund, unitPriceDecimals: decimals } = data;
  const na = t("notAvailable");
  const change = overview.dailyChange;
  const changeColour = change === null ? undefined : gainColour(change);
  const changeText =
    change === null
      ? na
      : `${changeColour === GAIN_COLOUR ? "+" : ""}${formatMoney(change, fund.currencyTypeNm, decimals)}`;
  const percent = signedReturn(overview.dailyChangePct, na);
  return (
    <Stack gap="sm">
      <dl className={classes.facts}>
        <div>
          <dt>{t("detail.overview.unitPrice", { currency: fund.currencyTypeNm })}</dt>
          <dd data-field="unitPrice">
            {overview.unitPrice === null
              ? na
              : formatMoney(overview.unitPrice, fund.currencyTypeNm, decimals)}
          </dd>
        </div>
        <div>
          <dt>{t("detail.overview.valuationDate")}</dt>
          <dd data-field="valuationDate">
            {overview.valuationDate ? formatLongDate(overview.valuationDate, language) : na}
          </dd>
        </div>
        <div>
          <dt>{t("detail.overview.dailyChange")}</dt>
          <dd data-field="dailyChange" style={{ color: changeColour }}>
            {changeText}
            {percent.available && ` (${percent.text}%)`}
          </dd>
        </div>
      </dl>
      <Text size="xs" c="dimmed">
        {t("detail.overview.note")}
      </Text>
    </Stack>
  );
}

function Details({
  data,
  scheme,
  isOrso,
  t,
  language,
}: {
  data: FundInfoDetailResponse;
  scheme: Scheme;
  isOrso: boolean;
  t: T;
  language: Language;
}) {
  const { fund } = data;
  const fee = t("detail.details.feeValue", { rate: formatNumber(fund.managementFeePct) });
  // §2.5: management fees link to the fees page when the fund has tiers and the account has the page.
  const feeLinked = fund.hasFeeTiers && accountPages(scheme, isOrso).feesAndCharges;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: "name", label: t("detail.details.name"), value: fundDisplayName(fund, language) },
    {
      key: "riskLevel",
      label: t("detail.details.riskLevel"),
      value: <RiskIndicator scheme={scheme} fund={fund} />,
    },
    {
      key: "riskClass",
      label: t("detail.details.riskClass"),
      value: t("detail.details.riskClassValue", { n: fund.riskClass }),
    },
    {
      key: "manager",
      label: t("detail.details.manager"),
      value: localised(fund.investmentManagerEn, fund.investmentManagerZh, language),
    },
    {
      key: "launchDate",
      label: t("detail.details.launchDate"),
      value: formatLongDate(fund.inceptionDate, language),
    },
    {
      key: "managementFee",
      label: t("detail.details.managementFee"),
      value: feeLinked ? (
        <Group gap="xs" wrap="wrap">
          <span>{fee}</span>
          <Anchor component={Link} to="/feesAndCharges" size="sm">
            {t("detail.details.feeLink")}
          </Anchor>
        </Group>
      ) : (
        fee
      ),
    },
  ];
  return <DetailsList rows={rows} />;
}

function Downloads({
  productTypeNmbr,
  invTypeNmbr,
  t,
  language,
}: {
  productTypeNmbr: number;
  invTypeNmbr: number;
  t: T;
  language: Language;
}) {
  const links = [
    {
      key: "brochure",
      label: t("detail.downloads.brochure"),
      url: fundDocumentUrl("brochure", { productTypeNmbr }, language),
    },
    {
      key: "factSheet",
      label: t("detail.downloads.factSheet"),
      url: fundDocumentUrl("factsheet", { productTypeNmbr, invTypeNmbr }, language),
    },
    {
      key: "disclaimer",
      label: t("detail.downloads.disclaimer"),
      url: fundDocumentUrl("disclaimer", { productTypeNmbr }, language),
    },
  ];
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("detail.downloads.intro")}
      </Text>
      <List spacing="xs">
        {links.map((link) => (
          <List.Item key={link.key}>
            <Anchor href={link.url} download>
              {link.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function FactSheetBody({ invTypeNmbr, t }: { invTypeNmbr: number; t: T }) {
  const { language } = useFeatureTranslation<typeof en>("funds");
  const { scheme: sessionScheme, account } = useSession();
  const scheme: Scheme = sessionScheme ?? "S800";
  const detail = useFundInfoDetail(invTypeNmbr);
  const data = detail.data;
  const showPerformance = data ? !performanceHidden(scheme, data.fund) : scheme !== "COBRAND";
  const showReturns = !returnsHidden(scheme);
  // The whole history is asked for beside the details (the chart slices it per range).
  // Issue 18: this fund ticked to compare, with the choice the list handed on (?compare=).
  const choice = useCompareChoice();

  const sections = useMemo<NavSection[]>(() => {
    const keys: SectionKey[] = ["overview", "details"];
    if (showPerformance) keys.push("performance");
    if (showReturns) keys.push("returns");
    keys.push("downloads");
    return keys.map((key) => ({ id: SECTION_IDS[key], label: t(`detail.sections.${key}`) }));
  }, [showPerformance, showReturns, t]);

  if (detail.isPending) return <PageLoader />;
  if (!data) {
    // §8: a failed fund detail shows no data; the spinner stops.
    return <LoadError title={t("detail.loadFailed")} message={null} onRetry={() => void detail.refetch()} />;
  }

  const fundName = fundDisplayName(data.fund, language);
  return (
    <Stack gap="lg">
      <ImportantNotes />
      {/* Below the heading and the notes (the largest paint, in English and in Chinese): in a task
          of its own on a page load (issue 17). */}
      <InTurn>
        <Stack gap="xs" className={classes.noPrint}>
          <CompareToggle
            fundName={fundName}
            checked={choice.funds.includes(invTypeNmbr)}
            onToggle={() => choice.toggle(invTypeNmbr)}
            t={t}
          />
          <CompareBar
            funds={choice.funds}
            tooMany={choice.tooMany}
            onClear={choice.clear}
            moreLink={fundListPath(choice.funds)}
            t={t}
          />
        </Stack>
        <SectionNav label={t("detail.sections.label")} sections={sections} topThreshold={500} />
        <Section id={SECTION_IDS.overview} title={t("detail.sections.overview")}>
          <Overview data={data} t={t} language={language} />
        </Section>
      </InTurn>
      {/* Below a phone's first screen: after the first paint on a page load, one section at a time. */}
      <AfterFirstPaint>
        <Section id={SECTION_IDS.details} title={t("detail.sections.details")}>
          <Details data={data} scheme={scheme} isOrso={account?.isOrso ?? false} t={t} language={language} />
        </Section>
      </AfterFirstPaint>
      {showPerformance && (
        <AfterFirstPaint>
          <Section id={SECTION_IDS.performance} title={t("detail.sections.performance")}>
            <PerformanceWithPrices
              invTypeNmbr={invTypeNmbr}
              fundName={fundName}
              currency={data.fund.currencyTypeNm}
              decimals={data.unitPriceDecimals}
              language={language}
              t={t}
            />
          </Section>
        </AfterFirstPaint>
      )}
      {showReturns && (
        <AfterFirstPaint>
          <Section id={SECTION_IDS.returns} title={t("detail.sections.returns")}>
            <FundReturns data={data} t={t} />
          </Section>
        </AfterFirstPaint>
      )}
      <AfterFirstPaint>
        <Section id={SECTION_IDS.downloads} title={t("detail.sections.downloads")}>
          <Downloads
            productTypeNmbr={account?.productTypeNmbr ?? 0}
            invTypeNmbr={data.fund.invTypeNmbr}
            t={t}
            language={language}
          />
        </Section>
      </AfterFirstPaint>
    </Stack>
  );
}

/** The fact sheet of one fund. */
function FactSheet({ invTypeNmbr }: { invTypeNmbr: number }) {
  const { t: ft, language } = useFeatureTranslation<typeof en>("funds");
  const detail = useFundInfoDetail(invTypeNmbr);
  const name = detail.data ? fundDisplayName(detail.data.fund, language) : ft("detail.fallbackTitle");
  return (
    <AccountPage page="fundFactSheet" parents={["fundInfo"]} heading={name}>
      <Box className={classes.factSheet}>
        <FactSheetBody invTypeNmbr={invTypeNmbr} t={ft} />
      </Box>
    </AccountPage>
  );
}

/** The performance section's props but its prices, which the section asks for itself. */
type PricedPerformanceProps = { invTypeNmbr: number; decimals: number } & Omit<
  ComponentProps<typeof FundPerformance>,
  "series" | "loading" | "decimals"
>;

/**
 * The performance section with the fund's whole price history, asked for once the section comes
 * near the screen: a 30-year series is the largest answer of the portal and the chart below the
 * fold the heaviest code, so a phone's first view of the fact sheet needs neither (issue 17).
 */
function PerformanceWithPrices({ invTypeNmbr, decimals, ...shown }: PricedPerformanceProps) {
  const waiting = <FundPerformance series={[]} loading decimals={decimals} {...shown} />;
  return (
    <WhenVisible placeholder={waiting}>
      <PricedPerformance invTypeNmbr={invTypeNmbr} decimals={decimals} {...shown} />
    </WhenVisible>
  );
}

function PricedPerformance({ invTypeNmbr, decimals, ...shown }: PricedPerformanceProps) {
  const prices = usePriceHistory(invTypeNmbr);
  return (
    <FundPerformance
      series={prices.data?.series ?? []}
      loading={prices.isPending}
      decimals={prices.data?.unitPriceDecimals ?? decimals}
      {...shown}
    />
  );
}

/**
 * The fact sheet's fund, asked before its first render when it is the first page of a visit
 * (app/prepare-first-page.ts). The price history, for the chart and the performance below the
 * fold, comes after.
 */
export function prefetchPage(client: QueryClient, url: URL): Promise<unknown> {
  const { account } = sessionStore.get();
  const invTypeNmbr = factSheetFund(url.searchParams);
  if (!account || invTypeNmbr === null) return Promise.resolve();
  return client.prefetchQuery(fundInfoDetailQuery(account.productTypeNmbr, invTypeNmbr));
}

/**
 * /fundFactSheet?invTypeNmbr=N: part 2 §2.6 fund detail ('pGEFClassAccUnits'): important notes,
 * sticky section tabs, overview, fund details, the price chart, the returns table and the
 * downloads. Without a fund number the member goes back to the fund list.
 */
export function FundFactSheetPage() {
  const [params] = useSearchParams();
  const invTypeNmbr = factSheetFund(params);
  if (invTypeNmbr === null) return <Navigate to="/fundInfo" replace />;
  return <FactSheet key={invTypeNmbr} invTypeNmbr={invTypeNmbr} />;
}
