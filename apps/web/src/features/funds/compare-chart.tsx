import { formatLongDate, formatNumber, type Language, labelPrefix } from "@portal/domain";
import { LineChart } from "echarts/charts";
import { GridComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";
import { useEchart } from "../../components/use-echart.ts";
import { type CompareLineStyle, compareLineStyle } from "./compare-line-style.ts";

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** One fund's rebased line: its name and its [date, value] points. */
export interface CompareChartLine {
  name: string;
  points: readonly (readonly [string, string])[];
}

const DASH: Record<CompareLineStyle["dash"], "solid" | "dashed" | "dotted"> = {
  solid: "solid",
  dashed: "dashed",
  dotted: "dotted",
};

/**
 * The compare chart (issue 18): each chosen fund rebased to 100 at the period's common start, one
 * line each in its own colour and dash (compareLineStyle, as the text summary's key shows them),
 * drawn by ECharts on a canvas. Hidden from assistive technology: the summary beside it says
 * where each line ends. Loaded on its own, with the compare page only.
 */
export default function CompareChart({
  lines,
  language,
  className,
}: {
  lines: readonly CompareChartLine[];
  language: Language;
  className?: string;
}) {
  // Without a canvas the summary and the table still tell everything.
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  useEchart(ref, chartRef, language);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.setOption(
      {
        animation: false,
        grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
        tooltip: {
          trigger: "axis",
          axisPointer: { type: "line", animation: false },
          formatter: (params: unknown) => {
            const items = (Array.isArray(params) ? params : [params]) as {
              seriesName?: string;
              color?: string;
              value?: [number, number];
            }[];
            const first = items[0]?.value;
            if (!first) return "";
            const date = formatLongDate(new Date(first[0]).toISOString().slice(0, 10), language);
            const rows = items.map(
              (item) =>
                `<span style="color:${item.color ?? "inherit"}">\u25CF</span> ${escapeHtml(labelPrefix(item.seriesName ?? "", language))}<strong>${formatNumber(String(item.value?.[1] ?? 0), 2)}</strong>`,
            );
            return [date, ...rows].join("<br/>");
          },
        },
        xAxis: {
          type: "time",
          axisLabel: { hideOverlap: true, color: "#495057" },
          axisLine: { lineStyle: { color: "#adb5bd" } },
        },
        yAxis: {
          type: "value",
          scale: true,
          axisLabel: { color: "#495057" },
          splitLine: { lineStyle: { color: "#e9ecef" } },
        },
        series: lines.map((line, index) => {
          const style = compareLineStyle(index);
          return {
            type: "line",
            name: line.name,
            data: line.points.map(([date, value]) => [Date.parse(date), Number(value)]),
            showSymbol: false,
            symbol: "none",
            smooth: false,
            emphasis: { disabled: true },
            lineStyle: { width: 2, color: style.colour, type: DASH[style.dash] },
            itemStyle: { color: style.colour },
          };
        }),
      },
      { notMerge: true },
    );
  }, [lines, language]);

  return <div ref={ref} aria-hidden="true" data-testid="compare-chart" className={className} />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
