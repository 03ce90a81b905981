import type { Language } from "@portal/domain";
import * as echarts from "echarts/core";
import { type RefObject, useEffect, useRef } from "react";

/**
 * An ECharts chart on a canvas in the element `ref` is given to, kept in `chart`, with the page's
 * language for its own words, resized with the element and disposed with it. `chart.current`
 * stays null where there is no canvas (an old browser, a test DOM): each chart's page says in
 * words what it draws. `onInit` runs once the chart exists; what it returns runs before the chart
 * goes. The caller registers the ECharts parts it draws with (`echarts.use`) and sets its option
 * in an effect declared after this hook, so the chart exists by then.
 */
export function useEchart(
  ref: RefObject<HTMLDivElement | null>,
  chart: RefObject<echarts.ECharts | null>,
  language: Language,
  onInit?: (chart: echarts.ECharts) => (() => void) | undefined,
): void {
  const onInitRef = useRef(onInit);
  onInitRef.current = onInit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: ref and chart are the caller's useRef objects, the same for its whole life; a new language draws anew.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let made: echarts.ECharts;
    try {
      made = echarts.init(element, undefined, {
        renderer: "canvas",
        locale: language === "zh-HK" ? "ZH" : "EN",
      });
    } catch {
      return;
    }
    chart.current = made;
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(element);
    const done = onInitRef.current?.(made);
    return () => {
      done?.();
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, [language]);
}
