'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { parseAsString, useQueryState, useQueryStates } from 'nuqs';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import { COUNTRIES } from '@/lib/countries';
import { cn } from '@/lib/utils';
import {
  AUDIT_QUERY_KEY,
  fullDateTime,
  useAdminLocale,
  useErrorText,
  useRelativeTime,
} from '../../audit/audit-bits';
import { HeaderCell, Pager } from '../../audit/page-parts';
import { ConfirmDialog } from './confirm-dialog';
import { useRoles } from './roles-panel';
import { displayName, USER_QUERY_KEY, type AdminUser, type ListPage } from './types';
import { useUserWriteError } from './user-errors';
import {
  parseSort,
  usersApiQuery,
  usersParams,
  type UserSortField,
  type UsersFilters,
} from './users-query';
import { UsersToolbar } from './users-toolbar';

/**
 * The Users tab: accounts with search, filters, sort and pages in the URL, row selection with
 * bulk activate / deactivate, and the trash (deleted accounts) with restore. A row opens the
 * account's detail sheet (`?view=<id>`). Rows the API marks not `manageable` (the reader's own,
 * or above the reader's rights) can be neither selected nor restored.
 */
export function UsersList() {
  const t = useTranslations('admin.users');
  const tc = useTranslations('admin.users.columns');
  const locale = useAdminLocale();
  const when = useRelativeTime();
  const errorText = useErrorText();
  const writeError = useUserWriteError();
  const { can } = usePermissions();
  const client = useQueryClient();
  const [state, setState] = useQueryStates(usersParams);
  const [, setView] = useQueryState('view', parseAsString);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const roles = useRoles(can('view', 'role'));

  const query = usersApiQuery(state);
  const list = useQuery({
    queryKey: [...USER_QUERY_KEY, 'list', query],
    queryFn: () => adminApi.get<ListPage<AdminUser>>('user', query),
    placeholderData: keepPreviousData,
  });

  const filter = useCallback(
    (patch: UsersFilters) => {
      setSelected([]);
      void setState({ ...patch, page: null });
    },
    [setState],
  );

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
    ]);

  const bulk = useMutation({
    mutationFn: (action: 'activate' | 'deactivate') =>
      adminApi.post<{ affected: number }>('user/bulk', { ids: selected, action }),
    onSuccess: async ({ affected }) => {
      setConfirming(false);
      setSelected([]);
      toast.success(t('bulkDone', { count: affected }));
      await refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(writeError(error));
    },
  });

  const restore = useMutation({
    mutationFn: (user: AdminUser) => adminApi.patch<AdminUser>(`user/${user.id}/restore`),
    onSuccess: async (_, user) => {
      toast.success(t('restored', { email: user.email }));
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  const sort = parseSort(state.sort);
  const sortBy = (field: UserSortField) =>
    void setState({
      sort: sort.field === field && !sort.desc ? `-${field}` : field,
      page: null,
    });
  const sortHeader = (field: UserSortField, label: string) => (
    <HeaderCell
      aria-sort={sort.field === field ? (sort.desc ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        onClick={() => sortBy(field)}
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

  const items = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const canBulk = can('update', 'user') && !state.deleted;
  // Only the rows the API would let the reader change (not their own, none above their rights).
  const selectable = items.filter((u) => u.manageable);
  const allSelected = selectable.length > 0 && selectable.every((u) => selected.includes(u.id));
  const countryName = (code: string | null) =>
    COUNTRIES.find((c) => c.code === code)?.[locale] ?? t('noCountry');

  return (
    <div className="grid gap-4">
      <UsersToolbar state={state} roles={roles.data} onChange={filter} />

      {canBulk && selected.length ? (
        <div
          role="region"
          aria-label={t('bulkLabel', { count: selected.length })}
          className="bg-muted flex flex-wrap items-center gap-2 rounded-lg p-2 text-sm"
        >
          <span className="px-1">{t('bulkLabel', { count: selected.length })}</span>
          <Button size="sm" variant="outline" onClick={() => bulk.mutate('activate')}>
            {t('bulkActivate')}
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setConfirming(true)}>
            {t('bulkDeactivate')}
          </Button>
        </div>
      ) : null}

      {list.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorText(list.error)}
        </p>
      ) : items.length === 0 ? (
        <div className="text-muted-foreground rounded-lg border border-dashed p-8 text-center text-sm">
          {state.deleted ? t('emptyTrash') : t('empty')}
        </div>
      ) : (
        <div
          className={cn(
            'overflow-x-auto rounded-lg border',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">{state.deleted ? t('trash') : t('tabUsers')}</caption>
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
                      onChange={(e) =>
                        setSelected(e.target.checked ? selectable.map((u) => u.id) : [])
                      }
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
                {state.deleted ? (
                  <th scope="col" className="p-2">
                    <span className="sr-only">{t('restore')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {items.map((user) => (
                <tr key={user.id} className="hover:bg-muted/30 border-t">
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
                      onClick={() => void setView(user.id)}
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
                    <time dateTime={user.createdAt} title={fullDateTime(user.createdAt, locale)}>
                      {when(user.createdAt)}
                    </time>
                  </td>
                  <td className="p-2 whitespace-nowrap">
                    {user.lastLoginAt ? (
                      <time
                        dateTime={user.lastLoginAt}
                        title={fullDateTime(user.lastLoginAt, locale)}
                      >
                        {when(user.lastLoginAt)}
                      </time>
                    ) : (
                      t('never')
                    )}
                  </td>
                  {state.deleted ? (
                    <td className="p-2 text-end">
                      {can('delete', 'user') && user.manageable ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={restore.isPending}
                          onClick={() => restore.mutate(user)}
                        >
                          <RotateCcw aria-hidden="true" className="size-4" />
                          {t('restore')}
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.data && list.data.total > 0 ? (
        <Pager
          page={query.page}
          pages={pages}
          onPage={(page) => void setState({ page })}
          label={t('pagination')}
          pageText={t('pageOf', { page: query.page, pages })}
          previous={t('previous')}
          next={t('next')}
          summary={t('total', { count: list.data.total })}
        />
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('bulkDeactivateTitle', { count: selected.length })}
        description={t('bulkDeactivateText')}
        confirmLabel={t('bulkDeactivate')}
        destructive
        pending={bulk.isPending}
        onConfirm={() => bulk.mutate('deactivate')}
      />
    </div>
  );
}
