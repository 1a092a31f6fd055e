'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { GitMerge, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { adminApi } from '@/lib/admin/api-client';
import { formatMoney } from '@/lib/format/money';
import type { PriceResource } from '@/lib/validation/price';
import {
  HISTORY_RANGES,
  type HistoryRange,
  type PriceHistory,
  type ProductItem,
} from '@/lib/validation/product';
import { fullDateTime, useAdminLocale, useErrorText } from '../../audit/audit-bits';
import { NativeSelect } from '../../audit/native-select';
import { DailyChart } from '../../dashboard/daily-chart';
import { formatDay } from '../../dashboard/date-range';
import { useOpenRecord } from '../../resource/open-record';
import type { ListPage } from '../../resource/types';
import {
  resourceKey,
  useRefreshSection,
  useWriteErrorText,
} from '../../resource/use-resource-writes';
import { pickedName, RecordSearch, usePickedRecord } from '../catalog/shop-picker';

/** The newest observations the panel lists (the API's page size at most). */
const OBSERVATIONS = 50;

/** The price per day of a range (close, with the day's low), lowest and highest ever. */
function HistoryChart({ product }: { product: ProductItem }) {
  const t = useTranslations('admin.product.prices');
  const td = useTranslations('admin.dashboard');
  const locale = useAdminLocale();
  const errorText = useErrorText();
  const id = useId();
  const [range, setRange] = useState<HistoryRange>('3m');
  const history = useQuery({
    queryKey: [...resourceKey('product'), 'history', product.id, range],
    queryFn: () => adminApi.get<PriceHistory>(`product/${product.id}/history`, { range }),
  });
  const h = history.data;
  const money = (price: string) => formatMoney(price, product.currency, locale);
  // Drawn only: the stored amounts stay exact strings.
  const rows = (h?.points ?? []).map((p) => ({
    day: p.day,
    close: Number(p.close),
    low: Number(p.low),
  }));
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {t('history')}
        </h3>
        <div className="grid gap-1">
          <Label htmlFor={id} className="text-xs">
            {t('range')}
          </Label>
          <NativeSelect
            id={id}
            value={range}
            onChange={(e) => setRange(e.target.value as HistoryRange)}
          >
            {HISTORY_RANGES.map((r) => (
              <option key={r} value={r}>
                {t(`ranges.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {history.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorText(history.error)}
        </p>
      ) : (
        <>
          <DailyChart
            title={t('perDay', { currency: product.currency })}
            kind="area"
            series={[
              { key: 'close', label: t('close'), color: 'var(--chart-1)' },
              { key: 'low', label: t('low'), color: 'var(--chart-2)' },
            ]}
            rows={rows}
            loading={history.isPending}
            locale={locale}
            dayLabel={td('day')}
            valueFormat={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          />
          {h ? (
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground text-xs">{t('lowestEver')}</dt>
                <dd>
                  {h.lowestEver
                    ? t('onDay', {
                        price: money(h.lowestEver.price),
                        day: formatDay(h.lowestEver.day, locale, true),
                      })
                    : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">{t('highestEver')}</dt>
                <dd>
                  {h.highestEver
                    ? t('onDay', {
                        price: money(h.highestEver.price),
                        day: formatDay(h.highestEver.day, locale, true),
                      })
                    : '—'}
                </dd>
              </div>
            </dl>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The product's newest observations: price, availability, source, whether it was flagged as
 * implausible or waits for an independent reporter to agree; "remove" takes a wrong one out of the history (with Undo).
 */
function Observations({ product }: { product: ProductItem }) {
  const t = useTranslations('admin.product.prices');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const errorText = useErrorText();
  const writeError = useWriteErrorText();
  const refresh = useRefreshSection('product');
  const { can } = usePermissions();
  const id = useId();
  const list = useQuery({
    queryKey: [...resourceKey('product'), 'prices', product.id],
    queryFn: () =>
      adminApi.get<ListPage<PriceResource>>('price', {
        productId: product.id,
        sort: '-observedAt',
        limit: OBSERVATIONS,
        page: 1,
      }),
    enabled: can('view', 'price'),
  });
  const restore = useMutation({
    mutationFn: (price: PriceResource) => adminApi.patch(`price/${price.id}/restore`),
    onSuccess: () => refresh(),
    onError: (error) => toast.error(writeError(error)),
  });
  const remove = useMutation({
    mutationFn: (price: PriceResource) => adminApi.delete(`price/${price.id}`),
    onSuccess: async (_, price) => {
      toast.success(t('removed'), {
        action: { label: tr('undo'), onClick: () => restore.mutate(price) },
      });
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  if (!can('view', 'price')) {
    return <p className="text-muted-foreground text-sm">{t('noAccess')}</p>;
  }
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {list.data ? t('observations', { count: list.data.total }) : t('observationsTitle')}
      </h3>
      {list.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorText(list.error)}
        </p>
      ) : list.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('none')}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('observationsTitle')}</caption>
          <thead>
            <tr className="text-muted-foreground text-xs">
              <th scope="col" className="text-start font-medium">
                {t('observedAt')}
              </th>
              <th scope="col" className="text-end font-medium">
                {t('price')}
              </th>
              <th scope="col" className="text-start font-medium">
                {t('details')}
              </th>
              <th scope="col">
                <span className="sr-only">{tr('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => {
              const when = fullDateTime(p.observedAt, locale);
              return (
                <tr key={p.id} className="border-t align-middle">
                  <td className="py-1.5 whitespace-nowrap">
                    <time dateTime={p.observedAt}>{when}</time>
                  </td>
                  <td className="py-1.5 text-end whitespace-nowrap tabular-nums">
                    {formatMoney(p.price, p.currency, locale)}
                  </td>
                  <td className="py-1.5">
                    <span className="flex flex-wrap gap-1">
                      <Badge variant="outline">{t(`source.${p.source}`)}</Badge>
                      {p.inStock ? null : <Badge variant="outline">{t('outOfStock')}</Badge>}
                      {p.flagged ? <Badge variant="destructive">{t('flagged')}</Badge> : null}
                      {p.pending ? <Badge variant="secondary">{t('pending')}</Badge> : null}
                    </span>
                  </td>
                  <td className="py-1.5 text-end">
                    {can('delete', 'price') ? (
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        className="size-8"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(p)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        <span className="sr-only">
                          {t('remove', { price: formatMoney(p.price, p.currency, locale), when })}
                        </span>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * "Merge into…": pick the product (same shop) this one duplicates; its prices, history and
 * trackings move there and this one goes away. The chosen product opens afterwards.
 */
function MergeInto({ product }: { product: ProductItem }) {
  const t = useTranslations('admin.product.merge');
  const locale = useAdminLocale();
  const writeError = useWriteErrorText();
  const refresh = useRefreshSection('product');
  const open = useOpenRecord();
  const [intoId, setIntoId] = useState<string | null>(null);
  const into = usePickedRecord('product', intoId);
  const merge = useMutation({
    mutationFn: (target: string) =>
      adminApi.post<ProductItem>(`product/${product.id}/merge`, { intoId: target }),
    onSuccess: async (merged) => {
      toast.success(t('done', { name: pickedName('product', merged, locale) }));
      setIntoId(null);
      await refresh();
      open?.(merged.id);
    },
    onError: (error) => toast.error(writeError(error)),
  });
  const intoName = into.data ? pickedName('product', into.data, locale) : null;
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('title')}</h3>
      <p className="text-muted-foreground text-xs">{t('hint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <RecordSearch
          section="product"
          filter={{ shopId: product.shopId }}
          exclude={[product.id]}
          aria-label={t('choose')}
          selected={intoId ? [intoId] : []}
          onPick={setIntoId}
          trigger={
            <span className="truncate">
              {intoName ? <bdi>{intoName}</bdi> : <span>{t('choose')}</span>}
            </span>
          }
        />
        <Button
          type="button"
          variant="destructive"
          disabled={!intoId || merge.isPending}
          onClick={() => intoId && merge.mutate(intoId)}
        >
          <GitMerge aria-hidden="true" className="size-4" />
          {intoName ? t('confirm', { name: intoName }) : t('button')}
        </Button>
      </div>
    </section>
  );
}

/** The record sheet's "Prices" tab: history chart, observations, merging a duplicate. */
export function PricesPanel({ product }: { product: ProductItem }) {
  const { can } = usePermissions();
  return (
    <div className="grid gap-6">
      <HistoryChart product={product} />
      <Observations product={product} />
      {can('update', 'product') && !product.deletedAt ? <MergeInto product={product} /> : null}
    </div>
  );
}
