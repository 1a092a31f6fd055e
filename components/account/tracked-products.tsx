'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, ChevronDown, Copy } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertRuleForm } from '@/components/products/alert-rule-form';
import { PriceHistoryChart } from '@/components/products/price-history-chart';
import { ProductImage } from '@/components/products/product-image';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isClientError } from '@/lib/api/client-error';
import { sessionApi } from '@/lib/api/session-client';
import { formatDay } from '@/lib/format/day';
import { formatMoney, percentChange } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, productPath } from '@/lib/site/urls';
import type {
  TrackingAlertItem,
  TrackingCreateInput,
  TrackingItem,
  TrackingList,
} from '@/lib/validation/tracking';
import { ConfirmDialog } from './confirm-dialog';
import { useErrorToast } from './use-error-toast';

const trackingKeys = {
  list: ['tracking', 'list'] as const,
  alerts: ['tracking', 'alerts'] as const,
  invites: ['session', 'invites'] as const,
};

/** Calls through sessionApi throw ClientErrors; anything else reads as a network failure. */
const asClientError = (error: Error) =>
  isClientError(error) ? error : { title: 'NETWORK_ERROR' as const };

const titleOf = (title: Record<Locale, string>, locale: Locale) =>
  title[locale] || title.en || title.ar;

/** The allowance (n / limit) with a bar; when it is full, the invite link that raises it. */
function Allowance({ used, limit }: { used: number; limit: number }) {
  const t = useTranslations('tracking');
  const locale = useLocale() as Locale;
  const full = used >= limit;
  const invites = useQuery({
    queryKey: trackingKeys.invites,
    queryFn: () => sessionApi.get<{ inviteCode: string }>('invites'),
    enabled: full,
  });
  const inviteUrl = invites.data
    ? `${window.location.origin}${localizedPath(locale, '/signup')}?invite=${encodeURIComponent(invites.data.inviteCode)}`
    : null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-800" data-testid="tracking-allowance">
        {t('allowance', { used, limit })}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('allowanceLabel')}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
      >
        <div
          className={full ? 'h-full bg-amber-500' : 'bg-brand-600 h-full'}
          style={{ width: `${Math.min(100, (used / limit) * 100)}%` }}
        />
      </div>
      {full ? (
        <Alert className="flex flex-col gap-2">
          <p>{t('allowanceFull')}</p>
          {inviteUrl ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold">{t('inviteLink')}</span>
              <code dir="ltr" className="rounded bg-slate-100 px-2 py-1 text-xs break-all">
                {inviteUrl}
              </code>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(inviteUrl)
                    .then(() => toast.success(t('copied')))
                }
              >
                <Copy className="size-4" aria-hidden="true" />
                {t('copyInvite')}
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}

/** "Stop tracking" behind a confirmation. */
function RemoveTracking({ item }: { item: TrackingItem }) {
  const t = useTranslations('tracking');
  const client = useQueryClient();
  const errorToast = useErrorToast();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => sessionApi.delete(`api/tracking/${item.id}`),
    onSuccess: () => {
      setOpen(false);
      toast.success(t('removed'));
      void client.invalidateQueries({ queryKey: trackingKeys.list });
    },
    onError: (error) => errorToast(asClientError(error)),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={remove.isPending}
      trigger={
        <Button type="button" variant="ghost" size="sm" className="text-red-700">
          {t('remove')}
        </Button>
      }
      title={t('removeTitle')}
      body={t('removeBody')}
      cancel={t('cancel')}
      confirm={t('remove')}
      onConfirm={() => remove.mutate()}
    />
  );
}

type Panel = 'history' | 'edit' | null;

/** One tracked product: picture, store, price and its change, the rule, history and actions. */
function TrackedCard({ item }: { item: TrackingItem }) {
  const t = useTranslations('tracking');
  const client = useQueryClient();
  const [panel, setPanel] = useState<Panel>(null);
  const { product } = item;
  const refresh = () => client.invalidateQueries({ queryKey: trackingKeys.list });

  async function saveRule(payload: TrackingCreateInput) {
    const { productId: _same, ...rule } = payload;
    void _same;
    await sessionApi.patch(`api/tracking/${item.id}`, rule);
    toast.success(t('saved'));
    setPanel(null);
    await refresh();
  }

  const toggle = (next: Exclude<Panel, null>) => setPanel((open) => (open === next ? null : next));

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <TrackedSummary item={item} />
      {!item.alertsEnabled ? <AlertsOffNotice itemId={item.id} /> : null}
      <div className="flex flex-wrap gap-1">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={panel === 'history'}
          onClick={() => toggle('history')}
        >
          {t('showHistory')}
          <ChevronDown
            className={panel === 'history' ? 'size-4 rotate-180' : 'size-4'}
            aria-hidden="true"
          />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={panel === 'edit'}
          onClick={() => toggle('edit')}
        >
          {t('edit')}
        </Button>
        <RemoveTracking item={item} />
      </div>
      {panel === 'history' ? (
        <PriceHistoryChart productId={product.id} currency={product.currency} />
      ) : null}
      {panel === 'edit' ? (
        <div className="rounded-xl border border-slate-200 p-4">
          <AlertRuleForm
            productId={product.id}
            currency={product.currency}
            initial={item}
            submitLabel={t('form.save')}
            onSubmit={saveRule}
          />
        </div>
      ) : null}
    </li>
  );
}

/** The product, its store, price, stock, its change since tracking began, and the rule. */
function TrackedSummary({ item }: { item: TrackingItem }) {
  const t = useTranslations('tracking');
  const locale = useLocale() as Locale;
  const { product } = item;
  const money = (amount: string) => formatMoney(amount, product.currency, locale);
  const title =
    titleOf(product.title, locale) || t('untitled', { store: product.shop.name[locale] });
  const change = percentChange(item.basePrice, product.currentPrice);
  return (
    <div className="flex gap-4">
      <ProductImage src={product.image} alt="" className="w-20 shrink-0 self-start sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <a
          href={localizedPath(locale, productPath(product, locale))}
          className="hover:text-brand-700 line-clamp-2 font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
        >
          {title}
        </a>
        <span className="text-sm text-slate-600">
          {t('atStore', { store: product.shop.name[locale] })}
        </span>
        <span className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-lg font-bold text-slate-900 tabular-nums">
            {product.currentPrice ? money(product.currentPrice) : t('noPrice')}
          </span>
          <span className={product.inStock ? 'text-xs text-emerald-700' : 'text-xs text-red-700'}>
            {product.inStock ? t('inStock') : t('outOfStock')}
          </span>
        </span>
        {change !== null ? (
          <span
            className={
              change < 0
                ? 'text-brand-700 text-sm font-semibold'
                : change > 0
                  ? 'text-sm text-red-700'
                  : 'text-sm text-slate-600'
            }
          >
            {change < 0
              ? t('droppedSince', { percent: -change })
              : change > 0
                ? t('roseSince', { percent: change })
                : t('sameSince')}
          </span>
        ) : null}
        <span className="text-sm text-slate-700">
          {t(`rule.${item.rule}`, {
            price: item.targetPrice ? money(item.targetPrice) : '',
            percent: item.dropPercent ?? 0,
          })}
        </span>
      </div>
    </div>
  );
}

/** Alerts are paused for this product: one button turns them back on. */
function AlertsOffNotice({ itemId }: { itemId: string }) {
  const t = useTranslations('tracking');
  const client = useQueryClient();
  const errorToast = useErrorToast();
  const resume = useMutation({
    mutationFn: () => sessionApi.patch(`api/tracking/${itemId}`, { alertsEnabled: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: trackingKeys.list }),
    onError: (error) => errorToast(asClientError(error)),
  });
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
      <BellOff className="size-4" aria-hidden="true" />
      {t('alertsOff')}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={resume.isPending}
        onClick={() => resume.mutate()}
      >
        {t('alertsOn')}
      </Button>
    </p>
  );
}

/** The latest alerts sent (or waiting to be sent) for this account. */
function RecentAlerts() {
  const t = useTranslations('tracking');
  const locale = useLocale() as Locale;
  const alerts = useQuery({
    queryKey: trackingKeys.alerts,
    queryFn: () => sessionApi.get<{ items: TrackingAlertItem[] }>('api/tracking/alerts?limit=10'),
  });
  const items = alerts.data?.items ?? [];
  return (
    <section aria-labelledby="recent-alerts" className="flex flex-col gap-2">
      <h3 id="recent-alerts" className="font-semibold text-slate-900">
        {t('alertsTitle')}
      </h3>
      {alerts.isSuccess && items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noAlerts')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm text-slate-700">
          {items.map((a) => {
            const money = (amount: string) => formatMoney(amount, a.currency, locale);
            const title = titleOf(a.title, locale);
            return (
              <li key={a.id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {a.rule === 'BACK_IN_STOCK' || !a.oldPrice
                    ? t('alertStock', { title, new: money(a.newPrice) })
                    : t('alertDrop', { title, old: money(a.oldPrice), new: money(a.newPrice) })}
                </span>
                <time dateTime={a.createdAt} className="text-slate-500">
                  {formatDay(a.createdAt.slice(0, 10), locale, true)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Dashboard → Tracked products: the allowance, a card per tracked product (price, change since
 * tracking began, the rule, its history chart, edit and stop), and the recent alerts.
 */
export function TrackedProducts() {
  const t = useTranslations('tracking');
  const list = useQuery({
    queryKey: trackingKeys.list,
    queryFn: () => sessionApi.get<TrackingList>('api/tracking'),
  });

  return (
    <section
      aria-label={t('title')}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      {list.isError ? (
        <Alert variant="destructive" className="flex flex-col items-start gap-3">
          <span>{t('loadError')}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !list.data ? (
        <p role="status" className="py-6 text-center text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <>
          <Allowance used={list.data.used} limit={list.data.limit} />
          {list.data.items.length ? (
            <ul className="flex flex-col gap-3">
              {list.data.items.map((item) => (
                <TrackedCard key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              {t('empty')}
            </p>
          )}
          <RecentAlerts />
        </>
      )}
    </section>
  );
}
