'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from 'recharts';
import { ChartContainer, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { formatDay } from '@/lib/format/day';
import { formatMoney } from '@/lib/format/money';
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
  const rows = (history?.points ?? []).map((p) => ({ day: p.day, price: Number(p.close) }));
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

/** The step line of closing prices and the dashed lowest-ever line (hidden from assistive tech). */
function PriceDrawing({
  rows,
  lowest,
  currency,
}: {
  rows: { day: string; price: number }[];
  lowest: PriceHistory['lowestEver'];
  currency: string;
}) {
  const t = useTranslations('priceHistory');
  const locale = useLocale() as Locale;
  const rtl = locale === 'ar';
  const money = (value: string | number) => formatMoney(value, currency, locale);
  return (
    <div aria-hidden="true" data-testid="price-history-drawing">
      <ChartContainer
        config={{ price: { label: t('price'), color: 'var(--color-brand-600)' } }}
        className="aspect-auto h-56 w-full"
      >
        <LineChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="day"
            reversed={rtl}
            tickLine={false}
            axisLine={false}
            tickMargin={8}
            minTickGap={32}
            tickFormatter={(day: string) => formatDay(day, locale)}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            domain={['auto', 'auto']}
            tickLine={false}
            axisLine={false}
            width={72}
            tickFormatter={(value: number) => money(value)}
          />
          <ChartTooltip
            content={
              <ChartTooltipContent
                labelFormatter={(day) =>
                  typeof day === 'string' ? formatDay(day, locale, true) : day
                }
                valueFormatter={(value) => (typeof value === 'number' ? money(value) : value)}
              />
            }
          />
          {lowest ? (
            <ReferenceLine
              y={Number(lowest.price)}
              stroke="#b45309"
              strokeDasharray="4 4"
              ifOverflow="extendDomain"
            />
          ) : null}
          <Line
            dataKey="price"
            type="stepAfter"
            stroke="var(--color-price)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartContainer>
    </div>
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
