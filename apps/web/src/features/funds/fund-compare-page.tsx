import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  COMPARE_PERIODS,
  type ComparePeriod,
  type FundCompareResponse,
  formatLongDate,
  formatNumber,
  isComparePeriod,
  type Language,
  MAX_COMPARE_FUNDS,
  riskSegments,
  type Scheme,
} from "@portal/domain";
import { lazy, Suspense, useId, useMemo, useRef, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import { fundDisplayName } from "../../components/fund-name.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { useRiskLabels } from "../../components/risk-spectrum.tsx";
import { WhenVisible } from "../../components/when-visible.tsx";
import { saveBlob } from "../../lib/download.ts";
import { Link, useNavigate, useSearchParams } from "../../lib/router.tsx";
import { useSession } from "../../lib/session-store.ts";
import type en from "../../locales/en/funds.json";
import { useFundCompare } from "./api/fund-compare.ts";
import { useFundInfoSummary } from "./api/fund-info-summary.ts";
import { compareCsv, compareRows, type RowContext } from "./compare-rows.ts";
import { COMPARED_PARAM, fundListPath, searchText, toggleFund, useFundChoice } from "./compare-selection.ts";
import { LineSwatch } from "./compare-swatch.tsx";
import { CompareTable } from "./compare-table.tsx";
import classes from "./funds.module.css";

// ECharts is large: the chart is its own chunk, loaded with this page only.
const CompareChart = lazy(() => import("./compare-chart.tsx"));

type T = FeatureT<typeof en>;

/** The chart's period when the address names none (or one that is not a period). */
export const DEFAULT_COMPARE_PERIOD: ComparePeriod = "5Y";

/** The UTF-8 byte-order mark, so that Excel reads the Chinese fund names of the CSV. */
const BOM = "\uFEFF";

/** The period the address names (?period=), or the default. */
function usePeriod(): [ComparePeriod, (period: ComparePeriod) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = params.get("period") ?? "";
  const period = isComparePeriod(text) ? text : DEFAULT_COMPARE_PERIOD;
  const set = (next: ComparePeriod) => {
    const updated = new URLSearchParams(params);
    updated.set("period", next);
    void navigate({ search: searchText(updated) }, { replace: true, preventScrollReset: true });
  };
  return [period, set];
}

/** Choose a fund of the scheme to add: a list of those not chosen yet and a button. */
function AddFund({
  options,
  onAdd,
  t,
}: {
  options: { value: string; label: string }[];
  onAdd: (invTypeNmbr: number) => void;
  t: T;
}) {
  const [value, setValue] = useState("");
  const chosen = options.some((option) => option.value === value) ? value : "";
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t("compare.add.label")}
        value={chosen}
        onChange={(event) => setValue(event.currentTarget.value)}
        data={[{ value: "", label: t("compare.add.placeholder") }, ...options]}
        w={{ base: "100%", xs: 340 }}
        disabled={options.length === 0}
      />
      <Button
        variant="default"
        disabled={chosen === ""}
        onClick={() => {
          onAdd(Number(chosen));
          setValue("");
        }}
      >
        {t("compare.add.button")}
      </Button>
    </Group>
  );
}

/** The period buttons, the text summary and the lazily loaded chart of the rebased lines. */
function ChartSection({
  data,
  period,
  onPeriod,
  loading,
  language,
  t,
}: {
  data: FundCompareResponse;
  period: ComparePeriod;
  onPeriod: (period: ComparePeriod) => void;
  loading: boolean;
  language: Language;
  t: T;
}) {
  const titleId = useId();
  const captionId = useId();
  const names = useMemo(
    () => new Map(data.funds.map((fund) => [fund.invTypeNmbr, fundDisplayName(fund, language)])),
    [data.funds, language],
  );
  const lines = useMemo(
    () =>
      (data.chart?.lines ?? []).map((line) => ({
        invTypeNmbr: line.invTypeNmbr,
        name: names.get(line.invTypeNmbr) ?? String(line.invTypeNmbr),
        points: line.points,
      })),
    [data.chart, names],
  );
  const chart = data.chart;
  const chartLoader = (
    <Center className={classes.chartBox}>
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{t("compare.chart.loading")}</VisuallyHidden>
    </Center>
  );
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t("compare.chart.title")}
        </Title>
        <Group gap={6} role="group" aria-label={t("compare.chart.periods")} wrap="wrap">
          {COMPARE_PERIODS.map((value) => (
            <Button
              key={value}
              size="compact-sm"
              variant={value === period ? "filled" : "default"}
              aria-pressed={value === period}
              onClick={() => onPeriod(value)}
            >
              {t(`compare.chart.period.${value}`)}
            </Button>
          ))}
        </Group>
        {/* Polite: a new period reads out the new summary. */}
        <Box aria-live="polite" aria-busy={loading}>
          {chart === null || lines.length === 0 ? (
            <Alert variant="light" color="gray" role="none">
              {t("compare.chart.noData")}
            </Alert>
          ) : (
            <Box component="figure" m={0} aria-labelledby={captionId}>
              <Box component="figcaption" id={captionId} data-testid="compare-chart-summary">
                <Text size="sm">
                  {t("compare.chart.summaryIntro", {
                    from: formatLongDate(chart.from, language),
                    to: formatLongDate(chart.to, language),
                  })}
                </Text>
                <ul className={classes.lineList}>
                  {lines.map((line, index) => {
                    const end = line.points[line.points.length - 1]?.[1];
                    return (
                      <li key={line.invTypeNmbr}>
                        <LineSwatch index={index} />
                        <Text size="sm" span>
                          {t("compare.chart.line", {
                            fund: line.name,
                            end: end === undefined ? t("notAvailable") : formatNumber(end, 1),
                          })}
                        </Text>
                      </li>
                    );
                  })}
                </ul>
              </Box>
              <WhenVisible placeholder={chartLoader}>
                <Suspense fallback={chartLoader}>
                  <CompareChart lines={lines} language={language} className={classes.chartBox} />
                </Suspense>
              </WhenVisible>
            </Box>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/** An answer narrowed to the funds of `key` ("298,313") that it has, in that order, chart lines too. */
function narrowTo(data: FundCompareResponse, key: string): FundCompareResponse {
  const order = key.split(",").map(Number);
  if (data.funds.map((fund) => fund.invTypeNmbr).join(",") === key) return data;
  const byFund = <V extends { invTypeNmbr: number }>(items: readonly V[]) =>
    order.flatMap((inv) => items.filter((item) => item.invTypeNmbr === inv));
  return {
    ...data,
    funds: byFund(data.funds),
    chart: data.chart && { ...data.chart, lines: byFund(data.chart.lines) },
  };
}

function Comparison() {
  const { t, language } = useFeatureTranslation<typeof en>("funds");
  const { scheme: sessionScheme } = useSession();
  const scheme: Scheme = sessionScheme ?? "S800";
  const riskLabels = useRiskLabels(riskSegments(scheme));
  const choice = useFundChoice(COMPARED_PARAM);
  const [period, setPeriod] = usePeriod();
  const summary = useFundInfoSummary();
  const [full, setFull] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The funds of the address this account's scheme offers, at most MAX_COMPARE_FUNDS of them.
  const offered = summary.data?.funds;
  const known = offered ? choice.funds.filter((inv) => offered.some((f) => f.invTypeNmbr === inv)) : [];
  const leftOut = offered !== undefined && known.length < choice.funds.length;
  const compared = known.slice(0, MAX_COMPARE_FUNDS);
  const cut = known.length > MAX_COMPARE_FUNDS;
  const comparison = useFundCompare(compared, period, offered !== undefined);
  const comparedKey = compared.join(",");
  // While another choice loads, the last answer stays, narrowed to the funds still chosen.
  const shown = useMemo(
    () => (comparison.data ? narrowTo(comparison.data, comparedKey) : undefined),
    [comparison.data, comparedKey],
  );

  const context: RowContext = { t, language, scheme, riskLabels };
  const rows = useMemo(
    () => (shown ? compareRows(shown, { t, language, scheme, riskLabels }) : []),
    [shown, t, language, scheme, riskLabels],
  );

  const nameOf = (inv: number) => {
    const fund = offered?.find((f) => f.invTypeNmbr === inv);
    return fund ? fundDisplayName(fund, language) : String(inv);
  };

  const add = (inv: number) => {
    const { funds, result } = toggleFund(compared, inv);
    setFull(result === "full");
    if (result === "added") {
      choice.set(funds);
      setAnnouncement(t("compare.add.added", { fund: nameOf(inv) }));
    }
  };

  const remove = (inv: number) => {
    choice.set(compared.filter((f) => f !== inv));
    setFull(false);
    setAnnouncement(t("compare.add.removed", { fund: nameOf(inv) }));
    // The button is gone with its column: the focus goes to the message that says so.
    statusRef.current?.focus();
  };

  const downloadCsv = () => {
    if (!shown) return;
    const csv = compareCsv(shown, rows, context);
    saveBlob(
      new Blob([BOM + csv], { type: "text/csv;charset=utf-8" }),
      `fund-comparison-${shown.asOfDate}.csv`,
    );
  };

  if (summary.isPending) return <PageLoader />;
  if (summary.isError && !offered)
    return (
      <LoadError title={t("compare.loadFailed")} message={null} onRetry={() => void summary.refetch()} />
    );

  const options = (offered ?? [])
    .filter((fund) => !compared.includes(fund.invTypeNmbr))
    .map((fund) => ({ value: String(fund.invTypeNmbr), label: fundDisplayName(fund, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t("compare.intro", { max: MAX_COMPARE_FUNDS })}</Text>
      {cut && (
        <Alert variant="light" color="yellow" role="status">
          {t("compare.cutToMax", { max: MAX_COMPARE_FUNDS })}
        </Alert>
      )}
      {leftOut && (
        <Alert variant="light" color="yellow" role="status">
          {t("compare.leftOut")}
        </Alert>
      )}
      <Stack gap="xs">
        <AddFund options={options} onAdd={add} t={t} />
        {full && (
          <Alert
            variant="light"
            color="red"
            role="alert"
            title={t("compare.tooManyTitle", { max: MAX_COMPARE_FUNDS })}
          >
            {t("compare.tooMany", { max: MAX_COMPARE_FUNDS })}
          </Alert>
        )}
        <Text
          ref={statusRef}
          tabIndex={-1}
          size="sm"
          role="status"
          aria-live="polite"
          data-testid="compare-status"
          className={classes.section}
        >
          {announcement}
        </Text>
      </Stack>
      {compared.length === 0 ? (
        <Alert variant="light" color="gray" title={t("compare.empty")}>
          <Anchor component={Link} to={fundListPath([])}>
            {t("compare.chooseMore")}
          </Anchor>
        </Alert>
      ) : comparison.isPending || (shown?.funds.length === 0 && comparison.isFetching) ? (
        <Center h={160} role="status">
          <Loader size="sm" aria-hidden />
          <VisuallyHidden>{t("compare.loading")}</VisuallyHidden>
        </Center>
      ) : !shown || shown.funds.length === 0 ? (
        <LoadError title={t("compare.loadFailed")} message={null} onRetry={() => void comparison.refetch()} />
      ) : (
        <>
          <CompareTable
            data={shown}
            rows={rows}
            caption={t("compare.table.caption", { date: formatLongDate(shown.asOfDate, language) })}
            scheme={scheme}
            language={language}
            onRemove={remove}
            t={t}
          />
          <Group gap="sm" wrap="wrap">
            <Button variant="outline" size="sm" onClick={downloadCsv}>
              {t("compare.csv.download")}
            </Button>
            <Button component={Link} to={fundListPath(compared)} variant="default" size="sm">
              {t("compare.chooseMore")}
            </Button>
          </Group>
          <ChartSection
            data={shown}
            period={period}
            onPeriod={setPeriod}
            loading={comparison.isFetching}
            language={language}
            t={t}
          />
          <Text size="xs" c="dimmed">
            {t("compare.table.note")}
          </Text>
        </>
      )}
    </Stack>
  );
}

/**
 * /fundCompare?funds=298,313&period=5Y (issue 18, beyond the spec): up to 10 funds of the chosen
 * account's scheme side by side, the choice and the chart's period in the address (shared,
 * bookmarked, kept on a reload): a way to add a fund, the table with the best and worst of each
 * row marked and a remove button per fund, its CSV, and the chart of the funds rebased to 100
 * with a text summary. The figures are the server's, from the stored prices.
 */
export function FundComparePage() {
  return (
    <AccountPage page="fundCompare">
      <Comparison />
    </AccountPage>
  );
}
