import { PieChart } from "echarts/charts";
import { TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

echarts.use([PieChart, TooltipComponent, CanvasRenderer]);

export interface DonutDatum {
  name: string;
  /** Only for drawing the slice's size; the figures shown are the legend's decimal strings. */
  value: number;
  colour: string;
  /** "25.00%": what the tooltip says. */
  label: string;
}

/**
 * The fund-distribution donut (part 2 §2.3), drawn by ECharts. It is decoration for sighted
 * mouse users: the legend list beside it is its text alternative, so it is hidden from assistive
 * technology; a click anywhere on it calls `onSelect`. Loaded with the dashboard only.
 */
export default function DonutChart({
  data,
  onSelect,
}: {
  data: readonly DonutDatum[];
  onSelect: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let chart: echarts.ECharts;
    try {
      chart = echarts.init(element, undefined, { renderer: "canvas" });
    } catch {
      // No canvas (an old browser, a test DOM): the legend still tells everything.
      return;
    }
    const labels = new Map(data.map((d) => [d.name, d.label]));
    chart.setOption({
      animationDuration: 400,
      tooltip: {
        trigger: "item",
        formatter: (params: { name: string }) => `${params.name}: ${labels.get(params.name) ?? ""}`,
      },
      series: [
        {
          type: "pie",
          radius: ["58%", "88%"],
          avoidLabelOverlap: true,
          label: { show: false },
          labelLine: { show: false },
          emphasis: { scale: true, scaleSize: 4 },
          itemStyle: { borderColor: "#fff", borderWidth: 2 },
          data: data.map((d) => ({ name: d.name, value: d.value, itemStyle: { color: d.colour } })),
        },
      ],
    });
    chart.on("click", () => onSelectRef.current());
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [data]);

  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="fund-donut"
      style={{ width: "100%", height: 220, cursor: "pointer" }}
    />
  );
}
