'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { ShortLinkResource } from '@/lib/short-links/validation';
import { useAdminLocale } from '../../audit/audit-bits';
import { DateCell, NameCell } from '../../resource/cells';
import { SearchField } from '../../resource/toolbar-parts';
import type { FilterDef, ResourceColumns } from '../../resource/types';
import { shortUrlOf } from './short-url';

/** The origin the admin works on (the rows only render in the browser). */
export const adminOrigin = () =>
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

const expired = (l: ShortLinkResource) =>
  l.expiresAt !== null && Date.parse(l.expiresAt) <= Date.now();

/** The short links table's columns (ids are the API's sort fields where sortable). */
export function useShortnerColumns(): ResourceColumns<ShortLinkResource> {
  const t = useTranslations('admin.shortner');
  const tc = useTranslations('admin.shortner.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  return [
    {
      id: 'slug',
      enableHiding: false,
      meta: { label: tc('slug') },
      cell: ({ row: { original: l } }) => (
        <NameCell
          id={l.id}
          primary={l.slug}
          secondary={shortUrlOf(l.slug, adminOrigin())}
          openLabel={tr('open', { name: l.slug })}
        />
      ),
    },
    {
      id: 'title',
      meta: { label: tc('title') },
      cell: ({ row: { original: l } }) =>
        l.title ? <bdi className="block max-w-48 truncate">{l.title}</bdi> : '—',
    },
    {
      id: 'target',
      meta: { label: tc('target') },
      cell: ({ row: { original: l } }) => (
        <span className="block max-w-56 truncate" dir="ltr" title={l.targetUrl}>
          {l.targetUrl}
          {Object.keys(l.targets).length ? (
            <span className="text-muted-foreground block text-xs">
              {t('platformTargets', { count: Object.keys(l.targets).length })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'clicks',
      meta: { label: tc('clicks'), className: 'tabular-nums' },
      cell: ({ row: { original: l } }) => l.clicks.toLocaleString(locale),
    },
    {
      id: 'expiresAt',
      meta: { label: tc('expiresAt') },
      cell: ({ row: { original: l } }) =>
        l.expiresAt ? (
          <span className={expired(l) ? 'text-destructive' : undefined}>
            <DateCell iso={l.expiresAt} absolute />
          </span>
        ) : (
          <span className="text-muted-foreground">{t('noExpiry')}</span>
        ),
    },
    {
      id: 'tags',
      meta: { label: tc('tags') },
      cell: ({ row: { original: l } }) =>
        l.tags.length ? (
          <span className="flex max-w-48 flex-wrap gap-1">
            {l.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                <bdi>{tag}</bdi>
              </Badge>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'updatedAt',
      meta: { label: tc('updatedAt') },
      cell: ({ row: { original: l } }) => <DateCell iso={l.updatedAt} />,
    },
  ];
}

/** Tag (typed: tags are free text) and expiry filters of the short links list. */
export function useShortnerFilters(): FilterDef[] {
  const tf = useTranslations('admin.shortner.filters');
  return [
    {
      key: 'tag',
      label: tf('tag'),
      options: [],
      render: (value, onValue) => (
        <SearchField label={tf('tag')} value={value} onSearch={onValue} />
      ),
    },
    {
      key: 'expired',
      label: tf('expiry'),
      options: [
        { value: 'false', label: tf('notExpired') },
        { value: 'true', label: tf('expired') },
      ],
    },
  ];
}
