'use client';

import { Bar, BarChart, Cell, Pie, PieChart, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart';
import type { Locale } from '@/lib/i18n/routing';
import { ChartFigure, type ChartState } from './chart-figure';
import { intlLocale } from './date-range';

/** One slice of a breakdown: a stable key, its label in the admin's language, a count. */
export interface Slice {
  key: string;
  label: string;
  count: number;
}

const CHART_COLORS = [1, 2, 3, 4, 5].map((n) => `var(--chart-${n})`);

function stateOf(loading: boolean, slices: readonly Slice[]): ChartState {
  if (loading) return 'loading';
  return slices.some((s) => s.count > 0) ? 'ready' : 'empty';
}

function tableOf(slices: readonly Slice[], columns: [string, string], locale: Locale) {
  const number = new Intl.NumberFormat(intlLocale(locale));
  return { columns, rows: slices.map((s) => [s.label, number.format(s.count)]) };
}

/**
 * Counts by a category with many values (countries) as horizontal bars, largest first. In
 * Arabic the bars grow from the right and the names stand on the right.
 */
export function HorizontalBarChart({
  title,
  description,
  slices,
  loading,
  locale,
  columns,
  seriesLabel,
}: {
  title: string;
  description?: string;
  slices: Slice[];
  loading: boolean;
  locale: Locale;
  columns: [string, string];
  seriesLabel: string;
}) {
  const rtl = locale === 'ar';
  const number = new Intl.NumberFormat(intlLocale(locale));
  const rows = [...slices].filter((s) => s.count > 0).sort((a, b) => b.count - a.count);
  const config: ChartConfig = { count: { label: seriesLabel, color: 'var(--chart-2)' } };
  return (
    <ChartFigure
      title={title}
      description={description}
      state={stateOf(loading, slices)}
      table={tableOf(rows, columns, locale)}
    >
      <ChartContainer
        config={config}
        className="aspect-auto w-full"
        style={{ height: `${Math.max(8, rows.length * 2.25 + 2)}rem` }}
      >
        <BarChart
          data={rows}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 4, right: 12 }}
        >
          <XAxis type="number" dataKey="count" hide reversed={rtl} />
          <YAxis
            type="category"
            dataKey="label"
            orientation={rtl ? 'right' : 'left'}
            tickLine={false}
            axisLine={false}
            width={120}
          />
          <ChartTooltip
            cursor={false}
            content={
              <ChartTooltipContent
                hideLabel
                valueFormatter={(v) => (typeof v === 'number' ? number.format(v) : v)}
              />
            }
          />
          <Bar dataKey="count" fill="var(--color-count)" radius={4} isAnimationActive={false} />
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}

/** Counts by a category with few values (account type, status) as a donut with a legend. */
export function DonutChart({
  title,
  description,
  slices,
  loading,
  locale,
  columns,
}: {
  title: string;
  description?: string;
  slices: Slice[];
  loading: boolean;
  locale: Locale;
  columns: [string, string];
}) {
  const number = new Intl.NumberFormat(intlLocale(locale));
  const config: ChartConfig = Object.fromEntries(
    slices.map((s, i) => [s.key, { label: s.label, color: CHART_COLORS[i % CHART_COLORS.length] }]),
  );
  const data = slices.filter((s) => s.count > 0);
  return (
    <ChartFigure
      title={title}
      description={description}
      state={stateOf(loading, slices)}
      table={tableOf(slices, columns, locale)}
    >
      <ChartContainer config={config} className="mx-auto aspect-auto h-56 w-full">
        <PieChart accessibilityLayer={false}>
          <ChartTooltip
            content={
              <ChartTooltipContent
                hideLabel
                nameKey="key"
                valueFormatter={(v) => (typeof v === 'number' ? number.format(v) : v)}
              />
            }
          />
          <Pie
            // Recharts makes the pie a tab stop by default; the chart is hidden from assistive
            // technology (its figures are in the table beside it), so nothing in it may take focus.
            rootTabIndex={-1}
            data={data}
            dataKey="count"
            nameKey="key"
            innerRadius="55%"
            outerRadius="85%"
            strokeWidth={2}
            isAnimationActive={false}
          >
            {data.map((s) => (
              <Cell key={s.key} fill={`var(--color-${s.key})`} />
            ))}
          </Pie>
          <ChartLegend content={<ChartLegendContent nameKey="key" />} />
        </PieChart>
      </ChartContainer>
    </ChartFigure>
  );
}

/** The shops with the most clicks in the range, as a ranked list with proportional bars. */
export function TopShops({
  title,
  description,
  shops,
  loading,
  locale,
  columns,
}: {
  title: string;
  description?: string;
  shops: { id: string; name: string; clicks: number }[];
  loading: boolean;
  locale: Locale;
  columns: [string, string];
}) {
  const number = new Intl.NumberFormat(intlLocale(locale));
  const slices = shops.map((s) => ({ key: s.id, label: s.name, count: s.clicks }));
  const max = Math.max(1, ...shops.map((s) => s.clicks));
  return (
    <ChartFigure
      title={title}
      description={description}
      state={stateOf(loading, slices)}
      table={tableOf(slices, columns, locale)}
    >
      <ol className="grid gap-2.5">
        {shops.map((shop) => (
          <li key={shop.id} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                <bdi>{shop.name}</bdi>
              </span>
              <span className="text-muted-foreground font-mono text-xs tabular-nums">
                {number.format(shop.clicks)}
              </span>
            </div>
            <div className="bg-muted h-2 overflow-hidden rounded-full">
              <div
                className="bg-chart-1 h-full rounded-full"
                style={{ width: `${(shop.clicks / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </ChartFigure>
  );
}
