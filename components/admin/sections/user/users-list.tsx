'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { parseAsString, useQueryState, useQueryStates } from 'nuqs';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import { AUDIT_QUERY_KEY, useErrorText } from '../../audit/audit-bits';
import { Pager } from '../../audit/page-parts';
import { ConfirmDialog } from './confirm-dialog';
import { useRoles } from './roles-panel';
import { USER_QUERY_KEY, type AdminUser, type ListPage } from './types';
import { useUserWriteError } from './user-errors';
import {
  parseSort,
  usersApiQuery,
  usersParams,
  type UserSortField,
  type UsersFilters,
} from './users-query';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

/**
 * The Users tab: accounts with search, filters, sort and pages in the URL, row selection with
 * bulk activate / deactivate, and the trash (deleted accounts) with restore. A row opens the
 * account's detail sheet (`?view=<id>`). Rows the API marks not `manageable` (the reader's own,
 * or above the reader's rights) can be neither selected nor restored.
 */
export function UsersList() {
  const t = useTranslations('admin.users');
  const errorText = useErrorText();
  const users = useUsersList();
  const { state, list, selected } = users;
  const items = list.data?.items ?? [];

  return (
    <div className="grid gap-4">
      <UsersToolbar state={state} roles={users.roles.data} onChange={users.filter} />

      {users.canBulk && selected.length ? (
        <BulkBar
          count={selected.length}
          onActivate={() => users.bulk.mutate('activate')}
          onDeactivate={() => users.setConfirming(true)}
        />
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
        <UsersTable
          items={items}
          deleted={Boolean(state.deleted)}
          canBulk={users.canBulk}
          selected={selected}
          setSelected={users.setSelected}
          sort={users.sort}
          onSort={users.sortBy}
          onView={(user) => void users.setView(user.id)}
          canRestore={users.can('delete', 'user')}
          restoring={users.restore.isPending}
          onRestore={(user) => users.restore.mutate(user)}
          stale={list.isPlaceholderData}
        />
      )}

      {list.data && list.data.total > 0 ? <UsersPager users={users} /> : null}

      <ConfirmDialog
        open={users.confirming}
        onOpenChange={users.setConfirming}
        title={t('bulkDeactivateTitle', { count: selected.length })}
        description={t('bulkDeactivateText')}
        confirmLabel={t('bulkDeactivate')}
        destructive
        pending={users.bulk.isPending}
        onConfirm={() => users.bulk.mutate('deactivate')}
      />
    </div>
  );
}

/**
 * The list's state and writes: filters in the URL, the page of accounts, the selection, and the
 * bulk and restore mutations (each refreshes the users and the activity log).
 */
function useUsersList() {
  const t = useTranslations('admin.users');
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

  return {
    can,
    state,
    setState,
    setView,
    query,
    list,
    roles,
    filter,
    selected,
    setSelected,
    confirming,
    setConfirming,
    bulk,
    restore,
    sort,
    sortBy,
    canBulk: can('update', 'user') && !state.deleted,
  };
}

/** The bar over the table while rows are selected: activate, or deactivate after a confirm. */
function BulkBar({
  count,
  onActivate,
  onDeactivate,
}: {
  count: number;
  onActivate: () => void;
  onDeactivate: () => void;
}) {
  const t = useTranslations('admin.users');
  return (
    <div
      role="region"
      aria-label={t('bulkLabel', { count })}
      className="bg-muted flex flex-wrap items-center gap-2 rounded-lg p-2 text-sm"
    >
      <span className="px-1">{t('bulkLabel', { count })}</span>
      <Button size="sm" variant="outline" onClick={onActivate}>
        {t('bulkActivate')}
      </Button>
      <Button size="sm" variant="destructive" onClick={onDeactivate}>
        {t('bulkDeactivate')}
      </Button>
    </div>
  );
}

function UsersPager({ users }: { users: ReturnType<typeof useUsersList> }) {
  const t = useTranslations('admin.users');
  const { list, query, setState } = users;
  const total = list.data?.total ?? 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  return (
    <Pager
      page={query.page}
      pages={pages}
      onPage={(page) => void setState({ page })}
      label={t('pagination')}
      pageText={t('pageOf', { page: query.page, pages })}
      previous={t('previous')}
      next={t('next')}
      summary={t('total', { count: total })}
    />
  );
}
