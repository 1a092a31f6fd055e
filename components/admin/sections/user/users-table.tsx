'use client';

import { ArrowDown, ArrowUp, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { COUNTRIES } from '@/lib/countries';
import { cn } from '@/lib/utils';
import { fullDateTime, useAdminLocale, useRelativeTime } from '../../audit/audit-bits';
import { HeaderCell } from '../../audit/page-parts';
import { displayName, type AdminUser } from './types';
import type { UserSortField } from './users-query';

/** What the users table shows and what its rows can do. */
export interface UsersTableProps {
  items: AdminUser[];
  /** The trash: deleted accounts, each with a restore button. */
  deleted: boolean;
  /** Rows can be selected for a bulk action. */
  canBulk: boolean;
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  sort: { field: UserSortField; desc: boolean };
  onSort: (field: UserSortField) => void;
  onView: (user: AdminUser) => void;
  /** The reader may restore accounts (trash only). */
  canRestore: boolean;
  restoring: boolean;
  onRestore: (user: AdminUser) => void;
  /** The rows on screen are the previous page's while the next one loads. */
  stale: boolean;
}

/** The accounts table: a select column, the columns, and restore in the trash. */
export function UsersTable(props: UsersTableProps) {
  const t = useTranslations('admin.users');
  const { items, deleted, stale } = props;
  return (
    <div className={cn('overflow-x-auto rounded-lg border', stale && 'opacity-60')}>
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{deleted ? t('trash') : t('tabUsers')}</caption>
        <UsersTableHead {...props} />
        <tbody>
          {items.map((user) => (
            <UserRow key={user.id} user={user} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UsersTableHead({
  items,
  deleted,
  canBulk,
  selected,
  setSelected,
  sort,
  onSort,
}: UsersTableProps) {
  const t = useTranslations('admin.users');
  const tc = useTranslations('admin.users.columns');
  // Only the rows the API would let the reader change (not their own, none above their rights).
  const selectable = items.filter((u) => u.manageable);
  const allSelected = selectable.length > 0 && selectable.every((u) => selected.includes(u.id));
  const sortHeader = (field: UserSortField, label: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <thead className="bg-muted/50 text-muted-foreground text-xs">
      <tr>
        {canBulk ? (
          <th scope="col" className="w-10 p-2">
            <input
              type="checkbox"
              aria-label={t('selectAll')}
              className="accent-primary size-4"
              checked={allSelected}
              disabled={!selectable.length}
              onChange={(e) => setSelected(e.target.checked ? selectable.map((u) => u.id) : [])}
            />
          </th>
        ) : null}
        {sortHeader('email', tc('user'))}
        <HeaderCell>{tc('status')}</HeaderCell>
        <HeaderCell>{tc('type')}</HeaderCell>
        <HeaderCell>{tc('country')}</HeaderCell>
        <HeaderCell>{tc('verified')}</HeaderCell>
        {sortHeader('createdAt', tc('createdAt'))}
        {sortHeader('lastLoginAt', tc('lastLoginAt'))}
        {deleted ? (
          <th scope="col" className="p-2">
            <span className="sr-only">{t('restore')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

/** A column header that sorts by its field; a second press reverses the order. */
function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: UserSortField;
  label: string;
  sort: UsersTableProps['sort'];
  onSort: (field: UserSortField) => void;
}) {
  return (
    <HeaderCell
      aria-sort={sort.field === field ? (sort.desc ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="hover:text-foreground focus-visible:ring-ring/50 inline-flex items-center gap-1 rounded focus-visible:ring-[3px] focus-visible:outline-none"
      >
        {label}
        {sort.field === field ? (
          sort.desc ? (
            <ArrowDown aria-hidden="true" className="size-3" />
          ) : (
            <ArrowUp aria-hidden="true" className="size-3" />
          )
        ) : null}
      </button>
    </HeaderCell>
  );
}

function UserRow({
  user,
  deleted,
  canBulk,
  selected,
  setSelected,
  onView,
  canRestore,
  restoring,
  onRestore,
}: UsersTableProps & { user: AdminUser }) {
  const t = useTranslations('admin.users');
  const locale = useAdminLocale();
  const countryName = (code: string | null) =>
    COUNTRIES.find((c) => c.code === code)?.[locale] ?? t('noCountry');
  return (
    <tr className="hover:bg-muted/30 border-t">
      {canBulk ? (
        <td className="p-2">
          <input
            type="checkbox"
            aria-label={t('select', { email: user.email })}
            className="accent-primary size-4"
            checked={selected.includes(user.id)}
            disabled={!user.manageable}
            title={user.manageable ? undefined : t('notManageable')}
            onChange={(e) =>
              setSelected((s) =>
                e.target.checked ? [...s, user.id] : s.filter((id) => id !== user.id),
              )
            }
          />
        </td>
      ) : null}
      <td className="max-w-64 p-2">
        <button
          type="button"
          onClick={() => onView(user)}
          className="focus-visible:ring-ring/50 grid max-w-full rounded text-start focus-visible:ring-[3px] focus-visible:outline-none"
          aria-label={t('view', { email: user.email })}
        >
          <span className="truncate font-medium">
            <bdi>{displayName(user)}</bdi>
          </span>
          <span className="text-muted-foreground truncate text-xs">
            <bdi>{user.email}</bdi>
          </span>
        </button>
      </td>
      <td className="p-2">
        <Badge variant={user.status === 'active' ? 'secondary' : 'destructive'}>
          {t(`status.${user.status}`)}
        </Badge>
      </td>
      <td className="p-2">{t(`type.${user.userType}`)}</td>
      <td className="p-2">{countryName(user.country)}</td>
      <td className="p-2">{user.isEmailVerified ? t('yes') : t('no')}</td>
      <td className="p-2 whitespace-nowrap">
        <DateTime iso={user.createdAt} />
      </td>
      <td className="p-2 whitespace-nowrap">
        {user.lastLoginAt ? <DateTime iso={user.lastLoginAt} /> : t('never')}
      </td>
      {deleted ? (
        <td className="p-2 text-end">
          {canRestore && user.manageable ? (
            <Button
              size="sm"
              variant="outline"
              disabled={restoring}
              onClick={() => onRestore(user)}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('restore')}
            </Button>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

/** A moment as "3 days ago", the full date and time on hover. */
function DateTime({ iso }: { iso: string }) {
  const locale = useAdminLocale();
  const when = useRelativeTime();
  return (
    <time dateTime={iso} title={fullDateTime(iso, locale)}>
      {when(iso)}
    </time>
  );
}
