'use client';

import { useQuery } from '@tanstack/react-query';
import { Eye, MousePointerClick, Percent } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { adminApi } from '@/lib/admin/api-client';
import type { AdStats } from '@/lib/validation/ads';
import { useAdminLocale, useErrorText } from '../../audit/audit-bits';
import { NativeSelect } from '../../audit/native-select';
import { DailyChart } from '../../dashboard/daily-chart';
import {
  dayOf,
  DEFAULT_PRESET,
  intlLocale,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from '../../dashboard/date-range';
import { FigureCards } from '../../dashboard/figure-cards';
import { resourceKey } from '../../resource/use-resource-writes';

/**
 * An ad's figures (GET /ads/{id}/stats): impressions, clicks and click-through rate per day of
 * the last 7, 30 or 90 days, with the period's totals.
 */
export function AdStatsPanel({ adId }: { adId: string }) {
  const t = useTranslations('admin.ads.stats');
  const td = useTranslations('admin.dashboard');
  const locale = useAdminLocale();
  const errorText = useErrorText();
  const selectId = useId();
  const [days, setDays] = useState<RangePreset>(DEFAULT_PRESET);
  const range = presetRange(days, dayOf(new Date()));
  const stats = useQuery({
    queryKey: [...resourceKey('ads'), 'stats', adId, range],
    queryFn: () => adminApi.get<AdStats>(`ads/${encodeURIComponent(adId)}/stats`, { ...range }),
  });
  const number = new Intl.NumberFormat(intlLocale(locale));
  const percent = new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const totals = stats.data?.totals;
  const rows = stats.data?.days ?? [];
  const common = { rows, loading: stats.isPending, locale, dayLabel: td('day') };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <Label htmlFor={selectId}>{t('period')}</Label>
          <NativeSelect
            id={selectId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as RangePreset)}
          >
            {RANGE_PRESETS.map((n) => (
              <option key={n} value={n}>
                {td('range.lastDays', { days: n })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {stats.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorText(stats.error)}
        </p>
      ) : null}
      <FigureCards
        label={t('totals')}
        figures={[
          {
            key: 'impressions',
            label: t('impressions'),
            icon: Eye,
            value: totals && number.format(totals.impressions),
          },
          {
            key: 'clicks',
            label: t('clicks'),
            icon: MousePointerClick,
            value: totals && number.format(totals.clicks),
          },
          {
            key: 'ctr',
            label: t('ctr'),
            icon: Percent,
            value: totals && percent.format(totals.ctr),
          },
        ]}
      />
      <DailyChart
        title={t('perDay')}
        kind="area"
        series={[
          { key: 'impressions', label: t('impressions'), color: 'var(--chart-1)' },
          { key: 'clicks', label: t('clicks'), color: 'var(--chart-2)' },
        ]}
        {...common}
      />
      <DailyChart
        title={t('ctrPerDay')}
        description={t('ctrText')}
        kind="bar"
        series={[{ key: 'ctr', label: t('ctr'), color: 'var(--chart-4)' }]}
        valueFormat={{ style: 'percent', maximumFractionDigits: 1 }}
        {...common}
      />
    </div>
  );
}
