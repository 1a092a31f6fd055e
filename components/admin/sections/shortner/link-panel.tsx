'use client';

import { useQuery } from '@tanstack/react-query';
import { Copy, Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { adminApi } from '@/lib/admin/api-client';
import { COUNTRIES } from '@/lib/countries';
import {
  CLICK_PLATFORMS,
  type ShortLinkResource,
  type ShortLinkStats,
} from '@/lib/short-links/validation';
import { NativeSelect } from '../../audit/native-select';
import { useAdminLocale, useErrorText } from '../../audit/audit-bits';
import { DonutChart, HorizontalBarChart } from '../../dashboard/breakdown-charts';
import { DailyChart } from '../../dashboard/daily-chart';
import {
  dayOf,
  fillDays,
  intlLocale,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from '../../dashboard/date-range';
import { resourceKey } from '../../resource/use-resource-writes';
import { adminOrigin } from './columns';
import { qrFiles, shortUrlOf } from './short-url';

/** The short URL with a copy button, and its QR code with PNG and SVG downloads. */
function ShareBox({ link }: { link: ShortLinkResource }) {
  const t = useTranslations('admin.shortner.link');
  const url = shortUrlOf(link.slug, adminOrigin());
  const qr = useQuery({
    queryKey: ['admin', 'shortner', 'qr', url],
    queryFn: () => qrFiles(url),
    staleTime: Infinity,
  });
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(t('copied')),
      () => toast.error(t('copyFailed')),
    );
  return (
    <section aria-labelledby={`${link.id}-share`} className="grid gap-3">
      <h3 id={`${link.id}-share`} className="text-sm font-semibold">
        {t('title')}
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <output dir="ltr" className="bg-muted rounded px-2 py-1 font-mono text-sm break-all">
          {url}
        </output>
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('copy')}
        </Button>
      </div>
      {qr.data ? (
        <div className="flex flex-wrap items-end gap-3">
          {/* A data URL made here: nothing to optimize. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={qr.data.svgHref}
            alt={t('qrAlt', { url })}
            width={160}
            height={160}
            className="rounded border bg-white"
          />
          <div className="flex flex-col gap-2">
            <Button size="sm" variant="outline" asChild>
              <a href={qr.data.pngHref} download={`${link.slug}-qr.png`}>
                <Download aria-hidden="true" className="size-4" />
                {t('downloadPng')}
              </a>
            </Button>
            <Button size="sm" variant="outline" asChild>
              <a href={qr.data.svgHref} download={`${link.slug}-qr.svg`}>
                <Download aria-hidden="true" className="size-4" />
                {t('downloadSvg')}
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Clicks of the last 7, 30 or 90 days: per day, by country, by platform, top referrers. */
function ClickStats({ link }: { link: ShortLinkResource }) {
  const t = useTranslations('admin.shortner.stats');
  const td = useTranslations('admin.dashboard');
  const locale = useAdminLocale();
  const errorText = useErrorText();
  const id = useId();
  const [days, setDays] = useState<RangePreset>(30);
  const range = presetRange(days, dayOf(new Date()));
  const stats = useQuery({
    queryKey: [...resourceKey('shortner'), 'stats', link.id, range],
    queryFn: () => adminApi.get<ShortLinkStats>(`shortner/${link.id}/stats`, { ...range }),
  });
  const s = stats.data;
  const loading = stats.isPending;
  const number = new Intl.NumberFormat(intlLocale(locale));
  const countryName = (code: string) =>
    COUNTRIES.find((c) => c.code === code)?.[locale] ?? t('unknownCountry');

  return (
    <section aria-labelledby={`${link.id}-stats`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={`${link.id}-stats`} className="text-sm font-semibold">
          {s ? t('total', { count: s.total }) : t('title')}
        </h3>
        <div className="grid gap-1">
          <Label htmlFor={id} className="text-xs">
            {td('range.presets')}
          </Label>
          <NativeSelect
            id={id}
            value={String(days)}
            onChange={(e) => setDays(Number(e.target.value) as RangePreset)}
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
      ) : (
        <>
          <DailyChart
            title={t('perDay')}
            kind="bar"
            series={[{ key: 'clicks', label: t('clicks'), color: 'var(--chart-2)' }]}
            rows={fillDays(range, s?.perDay ?? [], ['clicks'])}
            loading={loading}
            locale={locale}
            dayLabel={td('day')}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <HorizontalBarChart
              title={t('byCountry')}
              slices={(s?.byCountry ?? []).map((r) => ({
                key: r.country,
                label: countryName(r.country),
                count: r.clicks,
              }))}
              loading={loading}
              locale={locale}
              columns={[td('country'), t('clicks')]}
              seriesLabel={t('clicks')}
            />
            <DonutChart
              title={t('byPlatform')}
              slices={CLICK_PLATFORMS.map((p) => ({
                key: p,
                label: t(`platform.${p}`),
                count: s?.byPlatform.find((r) => r.platform === p)?.clicks ?? 0,
              }))}
              loading={loading}
              locale={locale}
              columns={[t('platformColumn'), t('clicks')]}
            />
          </div>
          {s && s.topReferrers.length ? (
            <table className="w-full text-sm">
              <caption className="mb-2 text-start font-semibold">{t('referrers')}</caption>
              <thead>
                <tr className="text-muted-foreground text-xs">
                  <th scope="col" className="text-start font-medium">
                    {t('referrer')}
                  </th>
                  <th scope="col" className="text-end font-medium">
                    {t('clicks')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.topReferrers.map((r) => (
                  <tr key={r.host} className="border-t">
                    <td className="py-1" dir={r.host ? 'ltr' : undefined}>
                      {r.host || t('noReferrer')}
                    </td>
                    <td className="py-1 text-end tabular-nums">{number.format(r.clicks)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The record sheet's "Link & stats" tab of a short link. */
export function LinkPanel({ link }: { link: ShortLinkResource }) {
  return (
    <div className="grid gap-6">
      {link.deletedAt ? null : <ShareBox link={link} />}
      <ClickStats link={link} />
    </div>
  );
}
