import { formatLongDate, formatMoney, type Language, type PricePoint } from "@portal/domain";
import { LineChart } from "echarts/charts";
import { GridComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";
import { useEchart } from "../../components/use-echart.ts";

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** What the page may ask of a drawn chart. */
export interface PriceChartHandle {
  /** The chart as a PNG data: URL, twice the screen's pixels, on white (the export button). */
  toPng(): string;
}

/**
 * The performance.measure entry a benchmark reads: from the moment a series is handed to the
 * chart (the data converted, the option set) to its first "finished" render.
 */
export const CHART_RENDER_MEASURE = "fund-chart-render";

/** Above this many points the chart draws without animation. */
const ANIMATION_LIMIT = 1_000;

let renders = 0;

/**
 * Part 2 §2.6 performance chart: one fund's unit price over the chosen range, drawn by ECharts on
 * a canvas. 30 years of daily prices (about 7,800 points) are drawn in one pass: LTTB sampling down
 * to the canvas's pixels, no symbols, no hover states, no animation for big series. It is hidden
 * from assistive technology: the page's summary line and the CSV download carry its content.
 * Loaded on its own, with the fact sheet only.
 */
export default function PriceChart({
  points,
  currency,
  decimals,
  language,
  className,
  onReady,
}: {
  points: readonly PricePoint[];
  currency: string;
  decimals: number;
  language: Language;
  className?: string;
  onReady?: (handle: PriceChartHandle | null) => void;
}) {
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  // Without a canvas the summary and the CSV still tell everything.
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  useEchart(ref, chartRef, language, (chart) => {
    onReadyRef.current?.({
      toPng: () => chart.getDataURL({ type: "png", pixelRatio: 2, backgroundColor: "#fff" }),
    });
    return () => onReadyRef.current?.(null);
  });

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    renders += 1;
    const start = `fund-chart-data-${renders}`;
    performance.mark(start);
    const data = points.map((point) => [Date.parse(point.date), Number(point.price)] as [number, number]);
    const big = data.length > ANIMATION_LIMIT;
    let measured = false;
    const onFinished = () => {
      if (measured) return;
      measured = true;
      chart.off("finished", onFinished);
      performance.measure(CHART_RENDER_MEASURE, { start, detail: { points: data.length } });
      performance.clearMarks(start);
    };
    chart.on("finished", onFinished);
    chart.setOption(
      {
        animation: !big,
        animationDuration: 300,
        grid: { left: 8, right: 16, top: 16, bottom: 8 },
        tooltip: {
          trigger: "axis",
          axisPointer: { type: "line", animation: false },
          formatter: (params: unknown) => {
            const first = (Array.isArray(params) ? params[0] : params) as { value?: [number, number] };
            if (!first?.value) return "";
            const [time, price] = first.value;
            const date = new Date(time).toISOString().slice(0, 10);
            return `${formatLongDate(date, language)}<br/><strong>${formatMoney(String(price), currency, decimals)}</strong>`;
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
        series: [
          {
            type: "line",
            data,
            sampling: "lttb",
            showSymbol: false,
            symbol: "none",
            smooth: false,
            silent: true,
            emphasis: { disabled: true },
            lineStyle: { width: 1.5, color: "#0e7380" },
            areaStyle: { color: "rgba(14, 115, 128, 0.08)" },
          },
        ],
      },
      { notMerge: true },
    );
    return () => {
      chart.off("finished", onFinished);
    };
  }, [points, currency, decimals, language]);

  return <div ref={ref} aria-hidden="true" data-testid="price-chart" className={className} />;
}
