'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useMemo,
  useState,
  type PointerEvent as ReactPointerEvent,
  type SVGProps,
} from 'react';
import { formatDay } from '@/lib/format/day';
import { formatMoney } from '@/lib/format/money';
import {
  nearestPoint,
  priceDrawing,
  type PlacedPoint,
  type PricePoint,
} from '@/lib/format/price-drawing';
import type { Locale } from '@/lib/i18n/routing';
import { HISTORY_RANGES, type HistoryRange } from '@/lib/validation/history-range';
import type { PriceHistory } from '@/lib/validation/product';
import { cn } from '@/lib/utils';

type Loaded = Partial<Record<HistoryRange, PriceHistory>>;

const RANGE_BUTTON =
  'h-9 min-w-11 rounded-md px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm';

/**
 * A product's price history: the day's closing price as a step line, the lowest price ever as a
 * dashed line, and range buttons (1M / 3M / 1Y / all) that load the other ranges on demand from
 * GET /product/{id}/history. In Arabic the days run right to left and the price axis sits on
 * the right. The drawing is hidden from assistive technology; a table holds the same numbers.
 */
export function PriceHistoryChart({
  productId,
  currency,
  initial,
  className,
}: {
  productId: string;
  currency: string;
  /** The range the server already read (the page renders without waiting for a call). */
  initial?: PriceHistory;
  className?: string;
}) {
  const t = useTranslations('priceHistory');
  const locale = useLocale() as Locale;
  const captionId = useId();
  const { range, setRange, failed, setFailed, history } = usePriceHistory(productId, initial);

  const money = (value: string | number) => formatMoney(value, currency, locale);
  const rows = useMemo(
    () => (history?.points ?? []).map((p) => ({ day: p.day, price: Number(p.close) })),
    [history],
  );
  const lowest = history?.lowestEver ?? null;

  return (
    <figure
      aria-labelledby={captionId}
      aria-busy={!history && failed !== range ? true : undefined}
      className={cn('grid gap-3 rounded-2xl border border-slate-200 bg-white p-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={captionId} className="font-semibold text-slate-900">
          {t('title')}
        </figcaption>
        <div
          role="group"
          aria-label={t('rangeLabel')}
          className="flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          {HISTORY_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              className={RANGE_BUTTON}
              aria-pressed={r === range}
              onClick={() => {
                setRange(r);
                if (failed === r) setFailed(null);
              }}
            >
              {t(`ranges.${r}`)}
            </button>
          ))}
        </div>
      </div>
      {lowest ? (
        <p className="text-sm text-slate-700">
          {t('lowestEver', {
            price: money(lowest.price),
            day: formatDay(lowest.day, locale, true),
          })}
        </p>
      ) : null}
      {failed === range ? (
        <div className="flex h-56 flex-col items-center justify-center gap-2 text-sm text-slate-700">
          <p role="alert">{t('loadError')}</p>
          <button
            type="button"
            className="text-brand-700 font-semibold underline"
            onClick={() => setFailed(null)}
          >
            {t('retry')}
          </button>
        </div>
      ) : !history ? (
        <div role="status" className="h-56 animate-pulse rounded-lg bg-slate-100">
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : rows.length === 0 ? (
        <p className="flex h-56 items-center justify-center rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">
          {t('noData')}
        </p>
      ) : (
        <>
          <PriceDrawing rows={rows} lowest={lowest} currency={currency} />
          <PriceTable points={history?.points ?? []} currency={currency} />
        </>
      )}
    </figure>
  );
}

/**
 * The ranges read so far (the server's first one included), the one shown, and the range whose
 * read failed (it is read again when chosen again or on retry).
 */
function usePriceHistory(productId: string, initial: PriceHistory | undefined) {
  const [range, setRange] = useState<HistoryRange>(initial?.range ?? '3m');
  const [loaded, setLoaded] = useState<Loaded>(initial ? { [initial.range]: initial } : {});
  const [failed, setFailed] = useState<HistoryRange | null>(null);
  const history = loaded[range];

  useEffect(() => {
    if (loaded[range] || failed === range) return;
    let live = true;
    void (async () => {
      try {
        const { publicApi } = await import('@/lib/api/session-client');
        const data = await publicApi.get<PriceHistory>(
          `product/${productId}/history?range=${range}`,
        );
        if (live) setLoaded((all) => ({ ...all, [range]: data }));
      } catch {
        if (live) setFailed(range);
      }
    })();
    return () => {
      live = false;
    };
  }, [range, loaded, failed, productId]);
  return { range, setRange, failed, setFailed, history };
}

/**
 * The step line of closing prices and the dashed lowest-ever line, drawn as plain SVG (no chart
 * library on the page) and hidden from assistive technology. The drawing's box is stretched over
 * the plot area and mirrored in Arabic, where the days run right to left; the axis labels are
 * text placed by logical offsets, so they follow the direction too. A pointer over the plot shows
 * the nearest day's price.
 */
function PriceDrawing({
  rows,
  lowest,
  currency,
}: {
  rows: PricePoint[];
  lowest: PriceHistory['lowestEver'];
  currency: string;
}) {
  const locale = useLocale() as Locale;
  const money = (value: number) => formatMoney(value, currency, locale);
  const drawing = useMemo(
    () => priceDrawing(rows, lowest ? Number(lowest.price) : null),
    [rows, lowest],
  );
  const [active, setActive] = useState<PlacedPoint | null>(null);

  const point = (event: ReactPointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const fromLeft = ((event.clientX - box.left) / box.width) * 100;
    // Arabic pages run right to left: the first day is at the right edge.
    setActive(nearestPoint(drawing.points, locale === 'ar' ? 100 - fromLeft : fromLeft));
  };

  return (
    <div
      aria-hidden="true"
      data-testid="price-history-drawing"
      className="h-56 ps-[4.5rem] pt-2 pb-7"
    >
      <div
        className="relative h-full touch-pan-y"
        onPointerMove={point}
        onPointerDown={point}
        onPointerLeave={() => setActive(null)}
      >
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full overflow-visible rtl:-scale-x-100"
        >
          {drawing.yTicks.map((tick) => (
            <AcrossLine key={tick.value} y={tick.y} className="stroke-slate-200" />
          ))}
          {drawing.lowestY !== null ? (
            <AcrossLine y={drawing.lowestY} stroke="#b45309" strokeDasharray="4 4" />
          ) : null}
          <path
            d={drawing.path}
            fill="none"
            className="stroke-brand-600"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {drawing.yTicks.map((tick) => (
          <span
            key={tick.value}
            className="absolute end-full -translate-y-1/2 pe-2 text-xs whitespace-nowrap text-slate-600"
            style={{ top: `${tick.y}%` }}
          >
            {money(tick.value)}
          </span>
        ))}
        {drawing.xTicks.map((tick) => (
          <span
            key={tick.day}
            className="absolute top-full mt-2 -translate-x-1/2 text-xs whitespace-nowrap text-slate-600 rtl:translate-x-1/2"
            style={{ insetInlineStart: `${tick.x}%` }}
          >
            {formatDay(tick.day, locale)}
          </span>
        ))}
        {active ? <PointerTip point={active} text={money(active.price)} /> : null}
      </div>
    </div>
  );
}

/** A horizontal line across the drawing's box at `y` (a grid line, the lowest-ever price). */
function AcrossLine({ y, ...style }: { y: number } & SVGProps<SVGLineElement>) {
  return <line x1={0} x2={100} y1={y} y2={y} vectorEffect="non-scaling-stroke" {...style} />;
}

/** The day under the pointer: a vertical guide, a dot on the line and its date and price. */
function PointerTip({ point, text }: { point: PlacedPoint; text: string }) {
  const locale = useLocale() as Locale;
  const at = `${point.x}%`;
  // The label sits beside the guide, on the side with more room.
  const before = point.x > 50;
  return (
    <>
      <span
        className="pointer-events-none absolute inset-y-0 w-px bg-slate-300"
        style={{ insetInlineStart: at }}
      />
      <span
        className="bg-brand-600 pointer-events-none absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white rtl:translate-x-1/2"
        style={{ insetInlineStart: at, top: `${point.y}%` }}
      />
      <span
        className={cn(
          'pointer-events-none absolute top-0 grid gap-0.5 rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs whitespace-nowrap shadow-md',
          before ? 'me-2' : 'ms-2',
        )}
        style={before ? { insetInlineEnd: `${100 - point.x}%` } : { insetInlineStart: at }}
      >
        <span className="text-slate-600">{formatDay(point.day, locale, true)}</span>
        <span className="font-semibold text-slate-900">{text}</span>
      </span>
    </>
  );
}

/** The same prices as a table, for screen readers. */
function PriceTable({ points, currency }: { points: PriceHistory['points']; currency: string }) {
  const t = useTranslations('priceHistory');
  const locale = useLocale() as Locale;
  const money = (value: string | number) => formatMoney(value, currency, locale);
  return (
    <table className="sr-only">
      <caption>{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('price')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.day}>
            <th scope="row">{formatDay(p.day, locale, true)}</th>
            <td>{money(p.close)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
