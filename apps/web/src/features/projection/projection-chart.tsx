import {
  formatLongDate,
  formatMoney,
  type Language,
  labelPrefix,
  type ProjectionPointVo,
} from "@portal/domain";
import { LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";
import { useEchart } from "../../components/use-echart.ts";
import { figuresIn, type MoneyView } from "./projection-model.ts";

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The legend's words, in the page's language. */
export interface ProjectionChartLabels {
  band: string;
  median: string;
  whatIfMedian: string;
  whatIfBand: string;
  paidIn: string;
}

const STAY = { line: "#0e7380", band: "rgba(14, 115, 128, 0.18)" };
const WHAT_IF = { line: "#a34e00", band: "rgba(163, 78, 0, 0.12)" };
const PAID_IN = "#6c757d";

type Pair = [number, number];

/** ECharts' legend defaults: a mark 25 x 14 px, 5 px to its words (12 px), 10 px between items and rows, 5 px padding. */
const LEGEND = { mark: 25, toText: 5, gap: 10, padding: 5, row: 14, font: "12px sans-serif" };

/**
 * The plot's top: below the legend, however many rows its items wrap to at this width (three on
 * a 320 px phone with "what if"), and room for the top value's label. The words are measured on a
 * canvas as ECharts measures them; two rows when there is no canvas to measure with.
 */
function plotTop(items: readonly string[], width: number): number {
  const context = document.createElement("canvas").getContext("2d");
  let rows = 2;
  if (context) {
    context.font = LEGEND.font;
    rows = 1;
    let x = 0;
    for (const item of items) {
      const itemWidth = LEGEND.mark + LEGEND.toText + context.measureText(item).width;
      if (x > 0 && x + itemWidth > width - 2 * LEGEND.padding) {
        rows += 1;
        x = 0;
      }
      x += itemWidth + LEGEND.gap;
    }
  }
  return LEGEND.padding + rows * LEGEND.row + (rows - 1) * LEGEND.gap + 29;
}

const at = (point: ProjectionPointVo) => Date.parse(point.date);

/** A percentile band drawn as two stacked series: the 10th percentile (no line) and the width to the 90th. */
function band(
  points: readonly ProjectionPointVo[],
  view: MoneyView,
  stack: string,
  name: string,
  colour: string,
) {
  const low: Pair[] = points.map((p) => [at(p), Number(figuresIn(p, view).p10)]);
  const width: Pair[] = points.map((p) => [
    at(p),
    Number(figuresIn(p, view).p90) - Number(figuresIn(p, view).p10),
  ]);
  const quiet = { showSymbol: false, symbol: "none", silent: true, emphasis: { disabled: true } } as const;
  return [
    { ...quiet, type: "line", name: `${stack}-low`, stack, data: low, lineStyle: { opacity: 0 } },
    {
      ...quiet,
      type: "line",
      name,
      stack,
      data: width,
      lineStyle: { opacity: 0 },
      areaStyle: { color: colour },
      // The legend's mark in the band's own colour, not the palette's next one.
      itemStyle: { color: colour },
    },
  ];
}

/**
 * The projection's chart (issue 18): the band from the 10th to the 90th percentile and the median
 * to retirement, "stay as I am" and, when asked, "what if" beside it, with the money paid in.
 * Drawn by ECharts on a canvas and hidden from assistive technology: the page's summary and table
 * carry the same figures. Loaded on its own, with the projection page only.
 */
export default function ProjectionChart({
  stay,
  whatIf,
  view,
  currency,
  language,
  labels,
  className,
}: {
  stay: readonly ProjectionPointVo[];
  whatIf: readonly ProjectionPointVo[] | null;
  view: MoneyView;
  currency: string;
  language: Language;
  labels: ProjectionChartLabels;
  className?: string;
}) {
  // Without a canvas the summary and the table tell everything.
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  useEchart(ref, chartRef, language);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const money = (value: number, decimals = 0) => formatMoney(value.toFixed(2), currency, decimals);
    const median = (points: readonly ProjectionPointVo[]): Pair[] =>
      points.map((p) => [at(p), Number(figuresIn(p, view).p50)]);
    const series = [
      ...band(stay, view, "stay", labels.band, STAY.band),
      ...(whatIf ? band(whatIf, view, "whatIf", labels.whatIfBand, WHAT_IF.band) : []),
      {
        type: "line",
        name: labels.paidIn,
        data: stay.map((p): Pair => [at(p), Number(p.paidIn)]),
        showSymbol: false,
        lineStyle: { width: 1, type: "dotted", color: PAID_IN },
        itemStyle: { color: PAID_IN },
      },
      {
        type: "line",
        name: labels.median,
        data: median(stay),
        showSymbol: false,
        lineStyle: { width: 2.5, color: STAY.line },
        itemStyle: { color: STAY.line },
      },
      ...(whatIf
        ? [
            {
              type: "line",
              name: labels.whatIfMedian,
              data: median(whatIf),
              showSymbol: false,
              lineStyle: { width: 2.5, type: "dashed", color: WHAT_IF.line },
              itemStyle: { color: WHAT_IF.line },
            },
          ]
        : []),
    ];
    const legend = [
      labels.median,
      labels.band,
      ...(whatIf ? [labels.whatIfMedian, labels.whatIfBand] : []),
      labels.paidIn,
    ];
    chart.setOption(
      {
        animation: false,
        grid: { left: 8, right: 16, top: plotTop(legend, chart.getWidth()), bottom: 8, containLabel: true },
        legend: { data: legend, top: 0, left: 0, textStyle: { color: "#343a40" } },
        tooltip: {
          trigger: "axis",
          axisPointer: { type: "line", animation: false },
          formatter: (params: unknown) => {
            const list = (Array.isArray(params) ? params : [params]) as {
              seriesName?: string;
              value?: Pair;
            }[];
            const first = list[0]?.value;
            if (!first) return "";
            const date = new Date(first[0]).toISOString().slice(0, 10);
            const lines = list
              .filter((item) => item.seriesName === labels.median || item.seriesName === labels.whatIfMedian)
              .map(
                (item) =>
                  `${labelPrefix(item.seriesName ?? "", language)}<strong>${money(item.value?.[1] ?? 0)}</strong>`,
              );
            return [formatLongDate(date, language), ...lines].join("<br/>");
          },
        },
        xAxis: {
          type: "time",
          axisLabel: { hideOverlap: true, color: "#495057" },
          axisLine: { lineStyle: { color: "#adb5bd" } },
        },
        yAxis: {
          type: "value",
          axisLabel: { color: "#495057", formatter: (value: number) => money(value) },
          splitLine: { lineStyle: { color: "#e9ecef" } },
        },
        series,
      },
      { notMerge: true },
    );
    // A narrower or wider chart (a phone turned) wraps the legend anew.
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      chart.setOption({ grid: { top: plotTop(legend, chart.getWidth()) } }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [stay, whatIf, view, currency, language, labels]);

  return <div ref={ref} aria-hidden="true" data-testid="projection-chart" className={className} />;
}
