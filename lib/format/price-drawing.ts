/**
 * The geometry of a price history drawing, computed without a charting library so the product
 * page ships no chart code: a step line of daily closing prices, the lowest-ever price as a
 * reference line, and the axis ticks.
 *
 * Everything is placed in a 100 × 100 box: `x` runs from the first day (0) to the last (100) in
 * reading order (the component mirrors the box in Arabic), `y` from the top (0) to the bottom
 * (100). The component stretches the box over the plot area, so positions are also percentages
 * of it.
 */

export interface PricePoint {
  /** `YYYY-MM-DD`. */
  day: string;
  price: number;
}

export interface PlacedPoint extends PricePoint {
  x: number;
  y: number;
}

export interface PriceDrawingGeometry {
  /** The step line: each day's price held until the next day's ("step after"). */
  path: string;
  points: PlacedPoint[];
  /** Where the lowest-ever line sits, or null when there is none. */
  lowestY: number | null;
  /** Price axis ticks, lowest first. */
  yTicks: { value: number; y: number }[];
  /** Day axis ticks, oldest first. */
  xTicks: { day: string; x: number }[];
}

/** How many price ticks the axis aims for (it shows three to six). */
const Y_TICKS = 4;
/** Where the day ticks go, as fractions of the time span (inside the plot, so no label overflows it). */
const X_TICK_AT = [0.1, 0.37, 0.63, 0.9];

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** Rounds away floating-point noise (0.1 + 0.2) at 1e-9 of a unit. */
const clean = (value: number) => Math.round(value * 1e9) / 1e9;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The smallest of 1, 2, 2.5 or 5 × 10ⁿ at least `raw`: tick steps a reader can add up. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw * (1 - 1e-9));
  return clean(step ?? 10 * power);
}

/**
 * The price axis: a domain on whole steps around every price (and the lowest-ever one), and a
 * tick on each step. A flat history gets a band of one step above and below its price.
 */
export function priceTicks(values: number[]): number[] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (lo === hi) {
    const pad = niceStep(Math.abs(lo) / 10 || 1);
    return [clean(lo - pad), lo, clean(lo + pad)];
  }
  const step = niceStep((hi - lo) / Y_TICKS);
  const first = Math.floor(clean(lo / step)) * step;
  const last = Math.ceil(clean(hi / step)) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(clean(v));
  return ticks;
}

/**
 * Places `rows` (oldest first, one per day) in the box. Days are spaced by time, so a gap in the
 * history reads as a longer step. `lowest` extends the price axis when it lies outside it.
 */
export function priceDrawing(rows: PricePoint[], lowest: number | null): PriceDrawingGeometry {
  const values = rows.map((r) => r.price);
  if (lowest !== null) values.push(lowest);
  const ticks = priceTicks(values);
  const yMin = ticks[0]!;
  const yMax = ticks[ticks.length - 1]!;
  const yOf = (value: number) => round2(((yMax - value) / (yMax - yMin)) * 100);

  const start = dayTime(rows[0]!.day);
  const span = dayTime(rows[rows.length - 1]!.day) - start;
  // One day alone is drawn across the whole width.
  const xOf = (day: string) => (span === 0 ? 0 : round2(((dayTime(day) - start) / span) * 100));

  const points = rows.map((r) => ({ ...r, x: xOf(r.day), y: yOf(r.price) }));
  let path = `M${points[0]!.x} ${points[0]!.y}`;
  for (const p of points.slice(1)) path += `H${p.x}V${p.y}`;
  if (span === 0) path += 'H100';

  const xTicks: { day: string; x: number }[] = [];
  if (span > 0) {
    for (const at of X_TICK_AT) {
      const nearest = nearestPoint(points, at * 100);
      if (!xTicks.some((t) => t.day === nearest.day))
        xTicks.push({ day: nearest.day, x: nearest.x });
    }
  } else {
    xTicks.push({ day: points[0]!.day, x: 50 });
  }

  return {
    path,
    points,
    lowestY: lowest === null ? null : yOf(lowest),
    yTicks: ticks.map((value) => ({ value, y: yOf(value) })),
    xTicks,
  };
}

/** The point whose day is nearest `x` (0–100 in reading order): what a pointer there shows. */
export function nearestPoint(points: PlacedPoint[], x: number): PlacedPoint {
  let best = points[0]!;
  for (const p of points) if (Math.abs(p.x - x) < Math.abs(best.x - x)) best = p;
  return best;
}
