'use client';

import { useTranslations } from 'next-intl';
import { COUNTRIES } from '@/lib/countries';
import {
  AD_PLACEMENTS,
  AD_PLATFORMS,
  AD_STATUSES,
  clickThroughRate,
  type AdResource,
} from '@/lib/validation/ads';
import { useAdminLocale } from '../../audit/audit-bits';
import { intlLocale } from '../../dashboard/date-range';
import { DateCell, NameCell, StatusBadge } from '../../resource/cells';
import type { FilterDef, ResourceColumns } from '../../resource/types';

/** Where an ad stands against the clock: running, waiting for its start, or over. */
function scheduleOf(ad: AdResource, now = Date.now()): 'running' | 'scheduled' | 'ended' {
  if (ad.endsAt && Date.parse(ad.endsAt) <= now) return 'ended';
  if (ad.startsAt && Date.parse(ad.startsAt) > now) return 'scheduled';
  return 'running';
}

/** The ads table's columns (ids are the API's sort fields where sortable). */
export function useAdColumns(): ResourceColumns<AdResource> {
  const t = useTranslations('admin.ads');
  const tc = useTranslations('admin.ads.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  const number = new Intl.NumberFormat(intlLocale(locale));
  const percent = new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return [
    {
      id: 'title',
      enableHiding: false,
      meta: { label: tc('title') },
      cell: ({ row: { original: a } }) => (
        <NameCell
          id={a.id}
          primary={a.title[locale] || a.title.en}
          secondary={a.title[other]}
          image={a.image}
          openLabel={tr('open', { name: a.title[locale] || a.title.en })}
        />
      ),
    },
    {
      id: 'placement',
      meta: { label: tc('placement') },
      cell: ({ row: { original: a } }) => (
        <span className="whitespace-nowrap">{t(`placement.${a.placement}`)}</span>
      ),
    },
    {
      id: 'platform',
      meta: { label: tc('platform') },
      cell: ({ row: { original: a } }) => (
        <span className="whitespace-nowrap">{t(`platform.${a.platform}`)}</span>
      ),
    },
    {
      id: 'countries',
      meta: { label: tc('countries') },
      cell: ({ row: { original: a } }) =>
        a.countries.length === 0 ? (
          <span className="text-muted-foreground text-xs">{tr('allCountries')}</span>
        ) : (
          <span className="line-clamp-2 max-w-40 text-xs">
            {a.countries
              .map((code) => COUNTRIES.find((c) => c.code === code)?.[locale] ?? code)
              .join('، ')}
          </span>
        ),
    },
    {
      id: 'schedule',
      meta: { label: tc('schedule') },
      cell: ({ row: { original: a } }) => (
        <div className="grid gap-0.5 text-xs">
          <span className="flex items-center gap-1">
            {a.startsAt ? <DateCell iso={a.startsAt} absolute /> : t('noStart')}
            <span aria-hidden="true">–</span>
            {a.endsAt ? <DateCell iso={a.endsAt} absolute /> : t('noEnd')}
          </span>
          <span className="text-muted-foreground">{t(`schedule.${scheduleOf(a)}`)}</span>
        </div>
      ),
    },
    {
      id: 'status',
      meta: { label: tc('status') },
      cell: ({ row: { original: a } }) => (
        <StatusBadge
          status={a.status}
          label={t(`status.${a.status}`)}
          tone={a.status === 'ACTIVE' ? 'on' : 'off'}
        />
      ),
    },
    {
      id: 'priority',
      meta: { label: tc('priority'), className: 'tabular-nums' },
      cell: ({ row: { original: a } }) => a.priority,
    },
    {
      id: 'impressions',
      meta: { label: tc('impressions'), className: 'tabular-nums' },
      cell: ({ row: { original: a } }) => number.format(a.impressions),
    },
    {
      id: 'clicks',
      meta: { label: tc('clicks'), className: 'tabular-nums' },
      cell: ({ row: { original: a } }) => number.format(a.clicks),
    },
    {
      id: 'ctr',
      meta: { label: tc('ctr'), className: 'tabular-nums' },
      cell: ({ row: { original: a } }) => percent.format(clickThroughRate(a.impressions, a.clicks)),
    },
  ];
}

/** Status, platform, placement, country and "running now" filters of the ads list. */
export function useAdFilters(): FilterDef[] {
  const t = useTranslations('admin.ads');
  const tf = useTranslations('admin.ads.filters');
  const locale = useAdminLocale();
  return [
    {
      key: 'status',
      label: tf('status'),
      options: AD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      key: 'platform',
      label: tf('platform'),
      options: AD_PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) })),
    },
    {
      key: 'placement',
      label: tf('placement'),
      options: AD_PLACEMENTS.map((p) => ({ value: p, label: t(`placement.${p}`) })),
    },
    {
      key: 'country',
      label: tf('country'),
      options: COUNTRIES.map((c) => ({ value: c.code, label: c[locale] })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    },
    {
      key: 'running',
      label: tf('running'),
      options: [
        { value: 'true', label: tf('runningNow') },
        { value: 'false', label: tf('notRunning') },
      ],
    },
  ];
}
