'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { parseAsString, useQueryState } from 'nuqs';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { adminApi } from '@/lib/admin/api-client';
import { AUDIT_QUERY_KEY } from '../../audit/audit-bits';
import { ResourceList, type BulkActionDef, type ListText } from '../../resource/resource-list';
import { useListView } from '../../resource/use-list-view';
import { useRoles } from './roles-panel';
import { USER_QUERY_KEY, type AdminUser } from './types';
import { useUserWriteError } from './user-errors';
import { useUserColumns } from './users-columns';
import { USERS_LIST } from './users-config';
import { UsersToolbar } from './users-toolbar';

type UserBulkAction = 'activate' | 'deactivate';

/**
 * The Users tab on the generic list: accounts with search, filters, sort and pages in the URL,
 * row selection with bulk activate / deactivate (after a confirm), and the trash (deleted
 * accounts) with restore. A row opens the account's detail sheet (`?view=<id>`). Rows the API
 * marks not `manageable` (the reader's own, or above the reader's rights) can be neither
 * selected nor restored.
 */
export function UsersList() {
  const t = useTranslations('admin.users');
  const { can } = usePermissions();
  const view = useListView<AdminUser>(USERS_LIST);
  const [, setView] = useQueryState('view', parseAsString);
  const roles = useRoles(can('view', 'role'));
  const { bulk, restore } = useUserWrites(() => view.setSelected([]));
  const columns = useUserColumns((user) => void setView(user.id));
  const text = useUsersListText();
  const canRestore = can('delete', 'user');
  const bulkActions: BulkActionDef<UserBulkAction>[] =
    can('update', 'user') && !view.trash
      ? [
          { action: 'activate', label: t('bulkActivate') },
          {
            action: 'deactivate',
            label: t('bulkDeactivate'),
            destructive: true,
            confirm: {
              title: t('bulkDeactivateTitle', { count: view.selected.length }),
              description: t('bulkDeactivateText'),
              confirmLabel: t('bulkDeactivate'),
            },
          },
        ]
      : [];

  return (
    <div className="grid grid-cols-1 gap-4">
      <UsersToolbar view={view} roles={roles.data} />
      <ResourceList
        config={USERS_LIST}
        view={view}
        columns={columns}
        caption={view.trash ? t('trash') : t('tabUsers')}
        rowLabel={(user) => user.email}
        text={text}
        bulkActions={bulkActions}
        bulkPending={bulk.isPending}
        onBulk={(action, ids, settled) => bulk.mutate({ action, ids }, { onSettled: settled })}
        unselectable={(user) => (user.manageable ? null : t('notManageable'))}
        rowActions={
          view.trash
            ? {
                label: t('restore'),
                render: (user) =>
                  canRestore && user.manageable ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={restore.isPending}
                      onClick={() => restore.mutate(user)}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      {t('restore')}
                    </Button>
                  ) : null,
              }
            : undefined
        }
      />
    </div>
  );
}

/** The users list's wording (admin.users): accounts, not rows. */
function useUsersListText(): ListText {
  const t = useTranslations('admin.users');
  return {
    select: { all: t('selectAll'), row: (email) => t('select', { email }) },
    selected: (count) => t('bulkLabel', { count }),
    empty: t('empty'),
    emptyTrash: t('emptyTrash'),
    pagination: t('pagination'),
    pageOf: (page, pages) => t('pageOf', { page, pages }),
    previous: t('previous'),
    next: t('next'),
    total: (count) => t('total', { count }),
    loading: t('loading'),
  };
}

/** Bulk activate / deactivate and restore; each refreshes the users and the activity log. */
function useUserWrites(onBulkDone: () => void) {
  const t = useTranslations('admin.users');
  const writeError = useUserWriteError();
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
    ]);

  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: UserBulkAction; ids: string[] }) =>
      adminApi.post<{ affected: number }>('user/bulk', { ids, action }),
    onSuccess: async ({ affected }) => {
      onBulkDone();
      toast.success(t('bulkDone', { count: affected }));
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  const restore = useMutation({
    mutationFn: (user: AdminUser) => adminApi.patch<AdminUser>(`user/${user.id}/restore`),
    onSuccess: async (_, user) => {
      toast.success(t('restored', { email: user.email }));
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  return { bulk, restore };
}
