'use client';

import { Area, AreaChart, Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
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
import { formatDay, intlLocale, type Day } from './date-range';

export interface Series<K extends string> {
  key: K;
  label: string;
  color: string;
}

/**
 * A value per day (sign-ups, clicks, votes) as an area or (stacked) bar chart. In Arabic the
 * days run right to left and the value axis sits on the right.
 */
export function DailyChart<K extends string>({
  title,
  description,
  kind,
  series,
  rows,
  loading,
  locale,
  dayLabel,
  valueFormat,
}: {
  title: string;
  description?: string;
  kind: 'area' | 'bar';
  series: Series<K>[];
  rows: ({ day: Day } & Record<K, number>)[];
  loading: boolean;
  locale: Locale;
  dayLabel: string;
  /** How values read (a rate as `{style: 'percent'}`); whole numbers by default. */
  valueFormat?: Intl.NumberFormatOptions;
}) {
  const rtl = locale === 'ar';
  const number = new Intl.NumberFormat(intlLocale(locale), valueFormat);
  const config: ChartConfig = Object.fromEntries(
    series.map((s) => [s.key, { label: s.label, color: s.color }]),
  );
  const empty = rows.every((row) => series.every((s) => row[s.key] === 0));
  const state: ChartState = loading ? 'loading' : empty ? 'empty' : 'ready';
  const table = {
    columns: [dayLabel, ...series.map((s) => s.label)],
    rows: rows.map((row) => [
      formatDay(row.day, locale, true),
      ...series.map((s) => number.format(row[s.key])),
    ]),
  };

  const axes = (
    <>
      <CartesianGrid vertical={false} />
      <XAxis
        dataKey="day"
        reversed={rtl}
        tickLine={false}
        axisLine={false}
        tickMargin={8}
        minTickGap={24}
        tickFormatter={(day: string) => formatDay(day, locale)}
      />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        allowDecimals={valueFormat !== undefined}
        tickLine={false}
        axisLine={false}
        width={40}
        tickFormatter={(value: number) => number.format(value)}
      />
      <ChartTooltip
        content={
          <ChartTooltipContent
            labelFormatter={(day) => (typeof day === 'string' ? formatDay(day, locale, true) : day)}
            valueFormatter={(value) => (typeof value === 'number' ? number.format(value) : value)}
          />
        }
      />
      {series.length > 1 ? <ChartLegend content={<ChartLegendContent />} /> : null}
    </>
  );

  return (
    <ChartFigure title={title} description={description} state={state} table={table}>
      <ChartContainer config={config} className="aspect-auto h-56 w-full">
        {kind === 'area' ? (
          <AreaChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
            {axes}
            {series.map((s) => (
              <Area
                key={s.key}
                dataKey={s.key}
                type="monotone"
                stroke={`var(--color-${s.key})`}
                fill={`var(--color-${s.key})`}
                fillOpacity={0.25}
                isAnimationActive={false}
              />
            ))}
          </AreaChart>
        ) : (
          <BarChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
            {axes}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                stackId="a"
                fill={`var(--color-${s.key})`}
                radius={i === series.length - 1 ? [3, 3, 0, 0] : 0}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ChartContainer>
    </ChartFigure>
  );
}
