import { Alert, Box, Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  DEFAULT_PRICE_RANGE,
  dailyChange,
  formatLongDate,
  formatMoney,
  type Language,
  PRICE_RANGES,
  type PricePoint,
  type PriceRange,
  priceRange,
  priceSeriesCsv,
  seriesBetween,
} from "@portal/domain";
import { lazy, Suspense, useCallback, useId, useMemo, useState } from "react";
import type { FeatureT } from "../../components/feature-translation.ts";
import { WhenVisible } from "../../components/when-visible.tsx";
import { fileNamePart, saveBlob, saveDataUrl } from "../../lib/download.ts";
import type en from "../../locales/en/funds.json";
import classes from "./funds.module.css";
import type { PriceChartHandle } from "./price-chart.tsx";
import { signedReturn } from "./return-figure.tsx";

// ECharts is large: the chart is its own chunk, loaded with the fact sheet only.
const PriceChart = lazy(() => import("./price-chart.tsx"));

const chartLoader = (
  <Center className={classes.chartBox}>
    <Loader size="sm" aria-hidden />
  </Center>
);

/** Fewer prices than this in a range: 'No funds or returns data. Please select the period again.' */
const MIN_POINTS = 2;

/** The UTF-8 byte-order mark, so that Excel reads the Chinese fund names of the CSV. */
const BOM = "\uFEFF";

/** The points of one chart range: priceRange's dates (as of the last price) sliced from the whole series. */
export function rangeSeries(series: readonly PricePoint[], range: PriceRange): PricePoint[] {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return [];
  const { from, to } = priceRange(range, last.date, first.date);
  return seriesBetween(series, from, to);
}

/**
 * Part 2 §2.6 fund performance: the range buttons (YTD, 1M ... All; 1Y by default), the price
 * chart with a text summary, and the price data (CSV), chart image (PNG) and print actions. The
 * whole history comes once; each range is a slice of it.
 */
export function FundPerformance({
  series,
  loading,
  fundName,
  currency,
  decimals,
  language,
  t,
}: {
  series: readonly PricePoint[];
  loading: boolean;
  fundName: string;
  currency: string;
  decimals: number;
  language: Language;
  t: FeatureT<typeof en>;
}) {
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const [chart, setChart] = useState<PriceChartHandle | null>(null);
  const captionId = useId();
  const shown = useMemo(() => rangeSeries(series, range), [series, range]);
  const onReady = useCallback((handle: PriceChartHandle | null) => setChart(handle), []);

  if (loading) {
    return (
      <Center h={120} role="status">
        <Loader size="sm" aria-hidden />
        <VisuallyHidden>{t("detail.performance.loading")}</VisuallyHidden>
      </Center>
    );
  }
  if (series.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-performance">
        {t("detail.performance.noData")}
      </Text>
    );
  }

  // A range always ends at the last price; with only that one there is no movement to chart.
  const charted = shown.length >= MIN_POINTS;
  const first = charted ? shown[0] : undefined;
  const last = charted ? shown[shown.length - 1] : undefined;
  const baseName = first && last ? `${fileNamePart(fundName)}-${first.date}-${last.date}` : "";
  const change = first && last ? dailyChange([first, last]) : null;

  const downloadCsv = () => {
    const csv = priceSeriesCsv(shown, {
      fundName,
      currency,
      decimals,
      labels: {
        fund: t("detail.performance.csvFund"),
        date: t("detail.performance.csvDate"),
        unitPrice: t("detail.performance.csvUnitPrice"),
      },
    });
    saveBlob(new Blob([BOM + csv], { type: "text/csv;charset=utf-8" }), `${baseName}.csv`);
  };

  const exportPng = () => {
    if (chart) saveDataUrl(chart.toPng(), `${baseName}.png`);
  };

  return (
    <Stack gap="md">
      <Group
        gap={6}
        role="group"
        aria-label={t("detail.performance.ranges")}
        wrap="wrap"
        className={classes.noPrint}
      >
        {PRICE_RANGES.map((value) => (
          <Button
            key={value}
            size="compact-sm"
            variant={value === range ? "filled" : "default"}
            aria-pressed={value === range}
            onClick={() => setRange(value)}
          >
            {t(`detail.performance.range.${value}`)}
          </Button>
        ))}
      </Group>
      {/* Polite: a range change reads out the new summary, or that the period has no data. */}
      <Box aria-live="polite">
        {!first || !last ? (
          <Alert variant="light" color="gray" role="none">
            {t("detail.performance.noRangeData")}
          </Alert>
        ) : (
          <Box component="figure" m={0} aria-labelledby={captionId}>
            <Text component="figcaption" size="sm" id={captionId} data-testid="chart-summary">
              <VisuallyHidden>{t("detail.performance.chartTitle", { fund: fundName })} </VisuallyHidden>
              {t("detail.performance.summary", {
                from: formatLongDate(first.date, language),
                to: formatLongDate(last.date, language),
                start: formatMoney(first.price, currency, decimals),
                end: formatMoney(last.price, currency, decimals),
                change: signedReturn(change?.percent ?? "0", t("notAvailable")).text,
                count: shown.length,
              })}
            </Text>
            <WhenVisible placeholder={chartLoader}>
              <Suspense fallback={chartLoader}>
                <PriceChart
                  points={shown}
                  currency={currency}
                  decimals={decimals}
                  language={language}
                  className={classes.chartBox}
                  onReady={onReady}
                />
              </Suspense>
            </WhenVisible>
          </Box>
        )}
      </Box>
      <Group gap="sm" role="group" aria-label={t("detail.performance.actions")} className={classes.noPrint}>
        <Button variant="outline" size="sm" onClick={downloadCsv} disabled={!first}>
          {t("detail.performance.downloadCsv")}
        </Button>
        <Button variant="outline" size="sm" onClick={exportPng} disabled={!first || chart === null}>
          {t("detail.performance.exportPng")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          {t("detail.performance.print")}
        </Button>
      </Group>
    </Stack>
  );
}
