'use client';

import {
  createContext,
  useContext,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import * as RechartsPrimitive from 'recharts';
import type { LegendPayload, TooltipPayloadEntry } from 'recharts';
import { cn } from '@/lib/utils';

/**
 * A chart's series: the label each data key shows in tooltips and legends, and its colour
 * (a CSS colour, usually a `var(--chart-N)` token, so light and dark themes both apply). Each
 * colour is exposed to the chart as `var(--color-<key>)`.
 */
export type ChartConfig = Record<string, { label?: ReactNode; color?: string }>;

const ChartContext = createContext<{ config: ChartConfig } | null>(null);

function useChart() {
  const context = useContext(ChartContext);
  if (!context) throw new Error('useChart must be used within a <ChartContainer />');
  return context;
}

/** Keys become CSS custom property names: keep letters, digits, `-` and `_`. */
const cssKey = (key: string) => key.replace(/[^\w-]/g, '_');

function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: ComponentProps<'div'> & {
  config: ChartConfig;
  children: ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>['children'];
}) {
  const colours = Object.fromEntries(
    Object.entries(config)
      .filter(([, item]) => item.color)
      .map(([key, item]) => [`--color-${cssKey(key)}`, item.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-slot="chart"
        style={{ ...colours, ...style }}
        className={cn(
          "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border/50 [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-polar-grid_[stroke='#ccc']]:stroke-border [&_.recharts-radial-bar-background-sector]:fill-muted [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-reference-line_[stroke='#ccc']]:stroke-border flex aspect-video justify-center text-xs [&_.recharts-dot[stroke='#fff']]:stroke-transparent [&_.recharts-layer]:outline-hidden [&_.recharts-sector]:outline-hidden [&_.recharts-sector[stroke='#fff']]:stroke-transparent [&_.recharts-surface]:outline-hidden",
          className,
        )}
        {...props}
      >
        <RechartsPrimitive.ResponsiveContainer initialDimension={{ width: 320, height: 200 }}>
          {children}
        </RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

const ChartTooltip = RechartsPrimitive.Tooltip;

/** The config entry of a tooltip or legend item (by its data key, name or `nameKey` field). */
function itemConfig(
  config: ChartConfig,
  item: { dataKey?: unknown; name?: unknown; payload?: unknown },
  nameKey?: string,
) {
  const payload = item.payload && typeof item.payload === 'object' ? item.payload : {};
  const named = nameKey ? (payload as Record<string, unknown>)[nameKey] : undefined;
  const key = String(named ?? item.dataKey ?? item.name ?? 'value');
  return { key, entry: config[key] };
}

function ChartTooltipContent({
  active,
  payload,
  label,
  className,
  hideLabel = false,
  hideIndicator = false,
  indicator = 'dot',
  nameKey,
  labelFormatter,
  valueFormatter = (value) => String(value),
}: {
  active?: boolean;
  payload?: readonly TooltipPayloadEntry[];
  label?: ReactNode;
  className?: string;
  hideLabel?: boolean;
  hideIndicator?: boolean;
  indicator?: 'dot' | 'line';
  nameKey?: string;
  labelFormatter?: (label: ReactNode) => ReactNode;
  valueFormatter?: (value: number | string) => ReactNode;
}) {
  const { config } = useChart();
  if (!active || !payload?.length) return null;
  const title = hideLabel ? null : labelFormatter ? labelFormatter(label) : label;
  return (
    <div
      className={cn(
        'border-border/50 bg-background grid min-w-32 items-start gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs shadow-xl',
        className,
      )}
    >
      {title !== null && title !== undefined && title !== '' ? (
        <div className="font-medium">{title}</div>
      ) : null}
      <div className="grid gap-1.5">
        {payload.map((item, index) => {
          const { key, entry } = itemConfig(config, item, nameKey);
          const colour =
            (item.payload as { fill?: string } | undefined)?.fill ?? item.color ?? undefined;
          const value = item.value;
          return (
            <div key={`${key}-${index}`} className="flex w-full items-center gap-2">
              {hideIndicator ? null : (
                <span
                  aria-hidden="true"
                  className={cn(
                    'shrink-0 rounded-[2px]',
                    indicator === 'dot' ? 'size-2.5' : 'h-2.5 w-1',
                  )}
                  style={{ backgroundColor: colour }}
                />
              )}
              <span className="text-muted-foreground flex-1">
                {entry?.label ?? (typeof item.name === 'string' ? item.name : key)}
              </span>
              {typeof value === 'number' || typeof value === 'string' ? (
                <span className="text-foreground font-mono font-medium tabular-nums">
                  {valueFormatter(value)}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const ChartLegend = RechartsPrimitive.Legend;

function ChartLegendContent({
  className,
  payload,
  verticalAlign = 'bottom',
  nameKey,
}: {
  className?: string;
  payload?: readonly LegendPayload[];
  verticalAlign?: 'top' | 'middle' | 'bottom';
  nameKey?: string;
}) {
  const { config } = useChart();
  if (!payload?.length) return null;
  return (
    <ul
      className={cn(
        'flex flex-wrap items-center justify-center gap-4',
        verticalAlign === 'top' ? 'pb-3' : 'pt-3',
        className,
      )}
    >
      {payload
        .filter((item) => item.type !== 'none')
        .map((item) => {
          const { key, entry } = itemConfig(config, item, nameKey);
          return (
            <li key={key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-[2px]"
                style={{ backgroundColor: item.color }}
              />
              {entry?.label ?? item.value}
            </li>
          );
        })}
    </ul>
  );
}

export { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent };
