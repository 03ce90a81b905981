import { formatNumber, type IsoDate, type PricePoint } from "@portal/domain";

/** A chart point: x in days since 1970-01-01 (UTC), y the price as a float (drawing only, never money). */
export interface ChartPoint {
  x: number;
  y: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export function chartPoints(series: readonly PricePoint[]): ChartPoint[] {
  return series.map((p) => ({ x: dayNumber(p.date), y: Number(p.price) }));
}

/**
 * At most `maxPoints` points that keep the line's shape: the first and the last point, and for
 * each of (maxPoints - 2) / 2 equal buckets of the points between them, the bucket's lowest and
 * highest point in their original order. A series that is short enough is returned as it is.
 */
export function downsampleMinMax(points: readonly ChartPoint[], maxPoints = 400): ChartPoint[] {
  if (points.length <= maxPoints || maxPoints < 4) return points.slice();
  const inner = points.length - 2;
  const buckets = Math.floor((maxPoints - 2) / 2);
  const out: ChartPoint[] = [points[0] as ChartPoint];
  for (let b = 0; b < buckets; b++) {
    const start = 1 + Math.floor((b * inner) / buckets);
    const end = 1 + Math.floor(((b + 1) * inner) / buckets);
    let lo = start;
    let hi = start;
    for (let i = start + 1; i < end; i++) {
      if ((points[i] as ChartPoint).y < (points[lo] as ChartPoint).y) lo = i;
      if ((points[i] as ChartPoint).y > (points[hi] as ChartPoint).y) hi = i;
    }
    for (const i of lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)])
      out.push(points[i] as ChartPoint);
  }
  out.push(points[points.length - 1] as ChartPoint);
  return out;
}

/** Gridline values: a 1/2/2.5/5 x 10^n step giving about `count` intervals that cover [min, max]. */
export function niceTicks(min: number, max: number, count = 5): { ticks: number[]; decimals: number } {
  let lo = min;
  let hi = max;
  if (hi - lo < 1e-9) {
    const pad = Math.abs(lo) * 0.01 || 1;
    lo -= pad;
    hi += pad;
  }
  const raw = (hi - lo) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(Number((i * step).toFixed(10)));
  const decimals = (String(Number(step.toFixed(10))).split(".")[1] ?? "").length;
  return { ticks, decimals };
}

/** Labelled years on the x axis: 1 Jan of every 1, 2, 5 or 10 years, at most about 8 labels. */
export function yearTicks(fromX: number, toX: number): { x: number; label: string }[] {
  const firstYear = new Date(fromX * DAY_MS).getUTCFullYear() + 1;
  const lastYear = new Date(toX * DAY_MS).getUTCFullYear();
  const span = lastYear - firstYear + 1;
  const every = [1, 2, 5, 10].find((n) => span / n <= 8) ?? 10;
  const ticks: { x: number; label: string }[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    if (year % every === 0 || every === 1)
      ticks.push({ x: Date.UTC(year, 0, 1) / DAY_MS, label: String(year) });
  }
  return ticks;
}

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartStyle {
  font: string;
  line: string;
  grid: string;
  axis: string;
  label: string;
  /** How a date label reads when the range holds no 1 January (DD/MM/YYYY). */
  shortDate: (date: IsoDate) => string;
}

const isoOf = (x: number): IsoDate => new Date(x * DAY_MS).toISOString().slice(0, 10);

/**
 * Draws the price line in vector paths inside `box`: labelled horizontal gridlines with price
 * labels on the left, year labels under the x axis (or the first and last date for a range
 * within one year), and the down-sampled line.
 */
export function drawPriceChart(
  doc: PDFKit.PDFDocument,
  series: readonly PricePoint[],
  box: ChartBox,
  style: ChartStyle,
): void {
  const points = downsampleMinMax(chartPoints(series));
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return;
  const ys = points.map((p) => p.y);
  const { ticks, decimals } = niceTicks(Math.min(...ys), Math.max(...ys));
  const yMin = ticks[0] as number;
  const yMax = ticks[ticks.length - 1] as number;
  const left = box.x + 44;
  const right = box.x + box.width;
  const top = box.y + 4;
  const bottom = box.y + box.height - 16;
  const xSpan = last.x - first.x || 1;
  const px = (x: number) => left + ((x - first.x) / xSpan) * (right - left);
  const py = (y: number) => bottom - ((y - yMin) / (yMax - yMin)) * (bottom - top);

  doc.save().font(style.font).fontSize(7).lineWidth(0.5);
  for (const tick of ticks) {
    const y = py(tick);
    doc.moveTo(left, y).lineTo(right, y).strokeColor(style.grid).stroke();
    doc.fillColor(style.label).text(formatNumber(String(tick), decimals), box.x, y - 4, {
      width: 40,
      align: "right",
      lineBreak: false,
    });
  }
  const years = yearTicks(first.x, last.x);
  const xLabels =
    years.length > 0
      ? years
      : [
          { x: first.x, label: style.shortDate(isoOf(first.x)) },
          { x: last.x, label: style.shortDate(isoOf(last.x)) },
        ];
  for (const { x, label } of xLabels) {
    const at = px(x);
    doc
      .moveTo(at, bottom)
      .lineTo(at, bottom + 3)
      .strokeColor(style.axis)
      .stroke();
    doc
      .fillColor(style.label)
      .text(label, at - 30, bottom + 5, { width: 60, align: "center", lineBreak: false });
  }
  doc.moveTo(left, top).lineTo(left, bottom).lineTo(right, bottom).strokeColor(style.axis).stroke();

  doc.moveTo(px(first.x), py(first.y));
  for (const p of points.slice(1)) doc.lineTo(px(p.x), py(p.y));
  doc.lineWidth(1).lineJoin("round").strokeColor(style.line).stroke().restore();
}
