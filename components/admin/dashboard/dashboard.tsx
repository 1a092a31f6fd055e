'use client';

import {
  BadgeCheck,
  Lock,
  MousePointerClick,
  Store,
  TicketPercent,
  UserPlus,
  Users,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { parseAsString, useQueryStates } from 'nuqs';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { isClientError } from '@/lib/api/client-error';
import { COUNTRIES } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/routing';
import { useAdminLocale, useErrorText } from '../audit/audit-bits';
import { PageHeading } from '../audit/page-parts';
import { DonutChart, HorizontalBarChart, TopShops, type Slice } from './breakdown-charts';
import { DailyChart } from './daily-chart';
import { DateRangePicker } from './date-range-picker';
import {
  DEFAULT_PRESET,
  fillDays,
  intlLocale,
  presetRange,
  resolveRange,
  type DayRange,
  type RangePreset,
} from './date-range';
import { FigureCards, type Figure } from './figure-cards';
import { useInsights, type CatalogInsights, type UserInsights } from './insights';
import { UninstallAnswers } from './uninstall-answers';
import { UninstallReasons } from './uninstall-reasons';

/** The dashboard's period in the URL (`from`, `to`); none means the last 30 days. */
const dashboardParams = { from: parseAsString, to: parseAsString };

const ACCOUNT_STATUSES = ['active', 'inactive', 'suspended', 'deleted'] as const;
const USER_TYPES = ['regular', 'test', 'beta'] as const;

function countryName(code: string | null, locale: Locale, unknown: string) {
  const country = COUNTRIES.find((c) => c.code === code?.toLowerCase());
  return country ? country[locale] : unknown;
}

/** Counts keyed by a known list of values, in that order (missing values count 0). */
function slicesOf<K extends string>(
  known: readonly K[],
  rows: readonly { key: string; count: number }[] | undefined,
  label: (key: K) => string,
): Slice[] {
  return known.map((key) => ({
    key,
    label: label(key),
    count: rows?.find((r) => r.key === key)?.count ?? 0,
  }));
}

function ForbiddenState() {
  const t = useTranslations('admin.dashboard');
  return (
    <div className="bg-card grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Lock aria-hidden="true" className="text-muted-foreground size-8" />
      <h2 className="text-lg font-semibold">{t('forbiddenTitle')}</h2>
      <p className="text-muted-foreground max-w-md text-sm">{t('forbiddenText')}</p>
    </div>
  );
}

/**
 * The admin's home (`/admin`): headline figures and charts of accounts and the catalogue for a
 * period kept in the URL. Staff without `view_insights` see why there are no figures. Holders
 * of `view_uninstall` also see why the extension was uninstalled in the period.
 */
export function Dashboard({ today }: { today: string }) {
  const t = useTranslations('admin.dashboard');
  const locale = useAdminLocale();
  const { can } = usePermissions();
  const [params, setParams] = useQueryStates(dashboardParams);
  const range = resolveRange(params.from, params.to, today);
  const allowed = can('view', 'insights');
  const { users, catalog } = useInsights(range, allowed);

  const setRange = (next: DayRange | RangePreset) => {
    if (next === DEFAULT_PRESET) return void setParams({ from: null, to: null });
    void setParams(typeof next === 'number' ? presetRange(next, today) : next);
  };

  const forbidden =
    !allowed ||
    [users.error, catalog.error].some((e) => isClientError(e) && e.title === 'FORBIDDEN');
  const failure = [users.error, catalog.error].find((e) => e !== null);

  const figures = useFigures(users.data, catalog.data);

  return (
    <div className="grid gap-6">
      <PageHeading title={t('title')} intro={t('intro')}>
        <DateRangePicker range={range} today={today} locale={locale} onChange={setRange} />
      </PageHeading>

      {forbidden ? (
        <ForbiddenState />
      ) : (
        <>
          {failure ? (
            <FailureBanner
              error={failure}
              onRetry={() => {
                void users.refetch();
                void catalog.refetch();
              }}
            />
          ) : null}
          <FigureCards figures={figures} label={t('figuresLabel')} />
          <InsightCharts
            range={range}
            users={users.data}
            catalog={catalog.data}
            usersLoading={users.isPending}
            catalogLoading={catalog.isPending}
          />
        </>
      )}
      {can('view', 'uninstall') ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <UninstallReasons range={range} locale={locale} />
          <UninstallAnswers range={range} locale={locale} />
        </div>
      ) : null}
    </div>
  );
}

/** The headline figures of the period: accounts, verification, sign-ups, shops, coupons, clicks. */
function useFigures(
  users: UserInsights | undefined,
  catalog: CatalogInsights | undefined,
): Figure[] {
  const t = useTranslations('admin.dashboard');
  const locale = useAdminLocale();
  const number = new Intl.NumberFormat(intlLocale(locale));
  const percent = new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const u = users;
  const c = catalog;
  const couponTotal = c?.couponsByStatus.reduce((sum, s) => sum + s.count, 0);
  const couponCount = (status: string) =>
    number.format(c?.couponsByStatus.find((s) => s.status === status)?.count ?? 0);

  return [
    { key: 'users', label: t('figures.users'), icon: Users, value: u && number.format(u.total) },
    {
      key: 'verified',
      label: t('figures.verified'),
      icon: BadgeCheck,
      value: u && percent.format(u.total ? u.verified / u.total : 0),
      hint: u && t('figures.verifiedHint', { count: u.verified }),
    },
    {
      key: 'new',
      label: t('figures.newInRange'),
      icon: UserPlus,
      value: u && number.format(u.newInRange),
    },
    {
      key: 'shops',
      label: t('figures.activeShops'),
      icon: Store,
      value: c && number.format(c.activeShops),
    },
    {
      key: 'coupons',
      label: t('figures.coupons'),
      icon: TicketPercent,
      value: couponTotal === undefined ? undefined : number.format(couponTotal),
      hint: t('figures.couponsHint', {
        active: couponCount('ACTIVE'),
        paused: couponCount('PAUSED'),
        stopped: couponCount('STOPPED'),
      }),
    },
    {
      key: 'clicks',
      label: t('figures.clicksInRange'),
      icon: MousePointerClick,
      value: c && number.format(c.clicksInRange),
    },
  ];
}

/** Why the figures could not be read, with a retry of both reads. */
function FailureBanner({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('admin.dashboard');
  const errorText = useErrorText();
  return (
    <div
      role="alert"
      className="border-destructive/50 text-destructive flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
    >
      <span>{errorText(error)}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** The period's charts: daily sign-ups, clicks and votes, top shops, countries, types, statuses. */
function InsightCharts({
  range,
  users: u,
  catalog: c,
  usersLoading,
  catalogLoading,
}: {
  range: DayRange;
  users: UserInsights | undefined;
  catalog: CatalogInsights | undefined;
  usersLoading: boolean;
  catalogLoading: boolean;
}) {
  const t = useTranslations('admin.dashboard');
  const tu = useTranslations('admin.users');
  const locale = useAdminLocale();
  const dayLabel = t('day');
  const countLabel = t('count');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DailyChart
        title={t('charts.signups')}
        description={t('charts.signupsText')}
        kind="area"
        series={[{ key: 'count', label: t('series.signups'), color: 'var(--chart-1)' }]}
        rows={fillDays(range, u?.signupsPerDay ?? [], ['count'])}
        loading={usersLoading}
        locale={locale}
        dayLabel={dayLabel}
      />
      <DailyChart
        title={t('charts.clicks')}
        description={t('charts.clicksText')}
        kind="bar"
        series={[{ key: 'clicks', label: t('series.clicks'), color: 'var(--chart-2)' }]}
        rows={fillDays(range, c?.clicksPerDay ?? [], ['clicks'])}
        loading={catalogLoading}
        locale={locale}
        dayLabel={dayLabel}
      />
      <DailyChart
        title={t('charts.votes')}
        description={t('charts.votesText')}
        kind="bar"
        series={[
          { key: 'worked', label: t('series.worked'), color: 'var(--chart-1)' },
          { key: 'failed', label: t('series.failed'), color: 'var(--chart-5)' },
        ]}
        rows={fillDays(range, c?.votesPerDay ?? [], ['worked', 'failed'])}
        loading={catalogLoading}
        locale={locale}
        dayLabel={dayLabel}
      />
      <TopShops
        title={t('charts.topShops')}
        description={t('charts.topShopsText')}
        shops={(c?.topShops ?? []).map((s) => ({
          id: s.id,
          name: (locale === 'ar' ? s.nameAr : s.nameEn) || s.nameEn || s.nameAr,
          clicks: s.clicks,
        }))}
        loading={catalogLoading}
        locale={locale}
        columns={[t('shop'), t('series.clicks')]}
      />
      <HorizontalBarChart
        title={t('charts.countries')}
        description={t('charts.countriesText')}
        slices={(u?.byCountry ?? []).map((r) => ({
          key: r.country ?? 'unknown',
          label: countryName(r.country, locale, t('unknownCountry')),
          count: r.count,
        }))}
        loading={usersLoading}
        locale={locale}
        columns={[t('country'), countLabel]}
        seriesLabel={t('series.users')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DonutChart
          title={t('charts.types')}
          slices={slicesOf(
            USER_TYPES,
            u?.byType.map((r) => ({ key: r.type, count: r.count })),
            (k) => tu(`type.${k}`),
          )}
          loading={usersLoading}
          locale={locale}
          columns={[t('type'), countLabel]}
        />
        <DonutChart
          title={t('charts.statuses')}
          slices={slicesOf(
            ACCOUNT_STATUSES,
            u?.byStatus.map((r) => ({ key: r.status, count: r.count })),
            (k) => tu(`status.${k}`),
          )}
          loading={usersLoading}
          locale={locale}
          columns={[t('status'), countLabel]}
        />
      </div>
    </div>
  );
}
