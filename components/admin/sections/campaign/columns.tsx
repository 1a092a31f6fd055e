'use client';

import { useTranslations } from 'next-intl';
import { COUNTRIES } from '@/lib/countries';
import { CAMPAIGN_STATUSES, type CampaignResource } from '@/lib/validation/campaign';
import { useAdminLocale } from '../../audit/audit-bits';
import { DateCell, NameCell, StatusBadge } from '../../resource/cells';
import type { FilterDef, ResourceColumns } from '../../resource/types';

export type CampaignSchedule = 'running' | 'scheduled' | 'ended';

/** Where a campaign stands against the clock (a paused one keeps its dates' answer). */
export function campaignSchedule(
  campaign: Pick<CampaignResource, 'startsAt' | 'endsAt'>,
  now = Date.now(),
): CampaignSchedule {
  if (Date.parse(campaign.endsAt) <= now) return 'ended';
  if (Date.parse(campaign.startsAt) > now) return 'scheduled';
  return 'running';
}

const SCHEDULE_TONE = { running: 'on', scheduled: 'off', ended: 'stop' } as const;

/** The campaigns table's columns (ids are the API's sort fields where sortable). */
export function useCampaignColumns(): ResourceColumns<CampaignResource> {
  const t = useTranslations('admin.campaign');
  const tc = useTranslations('admin.campaign.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  const count = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en');
  return [
    {
      id: locale === 'ar' ? 'nameAr' : 'nameEn',
      enableHiding: false,
      meta: { label: tc('name') },
      cell: ({ row: { original: c } }) => (
        <NameCell
          id={c.id}
          primary={c.name[locale] || c.name.en}
          secondary={c.name[other] || c.slug}
          image={c.banner}
          openLabel={tr('open', { name: c.name[locale] || c.name.en })}
        />
      ),
    },
    {
      id: 'startsAt',
      meta: { label: tc('dates') },
      cell: ({ row: { original: c } }) => {
        const schedule = campaignSchedule(c);
        return (
          <div className="grid justify-items-start gap-1 text-xs">
            <span className="flex items-center gap-1">
              <DateCell iso={c.startsAt} absolute />
              <span aria-hidden="true">–</span>
              <DateCell iso={c.endsAt} absolute />
            </span>
            <StatusBadge
              status={schedule}
              label={t(`schedule.${schedule}`)}
              tone={SCHEDULE_TONE[schedule]}
            />
          </div>
        );
      },
    },
    {
      id: 'countries',
      meta: { label: tc('countries') },
      cell: ({ row: { original: c } }) =>
        c.countries.length === 0 ? (
          <span className="text-muted-foreground text-xs">{tr('allCountries')}</span>
        ) : (
          <span className="line-clamp-2 max-w-40 text-xs">
            {c.countries
              .map((code) => COUNTRIES.find((x) => x.code === code)?.[locale] ?? code)
              .join('، ')}
          </span>
        ),
    },
    {
      id: 'platforms',
      meta: { label: tc('platforms') },
      cell: ({ row: { original: c } }) => (
        <span className="line-clamp-2 max-w-40 text-xs">
          {c.platforms.map((p) => t(`platform.${p}`)).join('، ')}
        </span>
      ),
    },
    {
      id: 'shops',
      meta: { label: tc('shops'), className: 'tabular-nums' },
      cell: ({ row: { original: c } }) => count.format(c.shopIds.length),
    },
    {
      id: 'coupons',
      meta: { label: tc('coupons'), className: 'tabular-nums' },
      cell: ({ row: { original: c } }) => count.format(c.couponIds.length),
    },
    {
      id: 'status',
      meta: { label: tc('status') },
      cell: ({ row: { original: c } }) => (
        <StatusBadge
          status={c.status}
          label={t(`status.${c.status}`)}
          tone={c.status === 'ACTIVE' ? 'on' : 'off'}
        />
      ),
    },
    {
      id: 'priority',
      meta: { label: tc('priority'), className: 'tabular-nums' },
      cell: ({ row: { original: c } }) => c.priority,
    },
  ];
}

/** Status, "running now" and country filters of the campaigns list. */
export function useCampaignFilters(): FilterDef[] {
  const t = useTranslations('admin.campaign');
  const tf = useTranslations('admin.campaign.filters');
  const locale = useAdminLocale();
  return [
    {
      key: 'status',
      label: tf('status'),
      options: CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      key: 'running',
      label: tf('running'),
      options: [
        { value: 'true', label: tf('runningNow') },
        { value: 'false', label: tf('notRunning') },
      ],
    },
    {
      key: 'country',
      label: tf('country'),
      options: COUNTRIES.map((c) => ({ value: c.code, label: c[locale] })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    },
  ];
}
