'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { adminApi } from '@/lib/admin/api-client';
import type { Locale } from '@/lib/i18n/routing';
import { UNINSTALL_REASONS, type UninstallStats } from '@/lib/validation/uninstall';
import { useErrorText } from '../audit/audit-bits';
import { HorizontalBarChart } from './breakdown-charts';
import type { DayRange } from './date-range';

/**
 * Why the extension was uninstalled in the dashboard's period (GET /uninstall/stats), for
 * holders of view_uninstall.
 */
export function UninstallReasons({ range, locale }: { range: DayRange; locale: Locale }) {
  const t = useTranslations('admin.uninstall');
  const errorText = useErrorText();
  const stats = useQuery({
    queryKey: ['admin', 'uninstall', 'stats', range],
    queryFn: () => adminApi.get<UninstallStats>('uninstall/stats', { ...range }),
    retry: false,
  });
  if (stats.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {errorText(stats.error)}
      </p>
    );
  }
  return (
    <HorizontalBarChart
      title={t('chartTitle')}
      description={t('chartText', { count: stats.data?.total ?? 0 })}
      slices={UNINSTALL_REASONS.map((reason) => ({
        key: reason,
        label: t(`reasons.${reason}`),
        count: stats.data?.reasons.find((r) => r.reason === reason)?.count ?? 0,
      }))}
      loading={stats.isPending}
      locale={locale}
      columns={[t('reason'), t('answers')]}
      seriesLabel={t('answers')}
    />
  );
}
