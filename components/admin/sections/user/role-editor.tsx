'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { adminApi } from '@/lib/admin/api-client';
import { holdsAllOf } from '@/lib/auth/permissions';
import { ROLE_NAME_MAX } from '@/lib/validation/role';
import { AUDIT_QUERY_KEY } from '../../audit/audit-bits';
import { RecordHistory } from '../../audit/record-history';
import { ConfirmDialog } from '../../resource/confirm-dialog';
import { PermissionMatrix } from './permission-matrix';
import { normalizePermissions } from './permission-matrix-state';
import { ROLE_QUERY_KEY, USER_QUERY_KEY, type AdminRole } from './types';
import { useUserWriteError } from './user-errors';

/** One role: rename it, edit its permission matrix, save, or delete it after a confirmation. */
export function RoleEditor({ role, onDeleted }: { role: AdminRole; onDeleted: () => void }) {
  const t = useTranslations('admin.roles');
  const { can, permissions: held } = usePermissions();
  const nameId = useId();
  const [name, setName] = useState(role.name);
  const [permissions, setPermissions] = useState(() => normalizePermissions(role.permissions));
  const [confirming, setConfirming] = useState(false);
  const canUpdate = can('update', 'role');
  // A role holding a permission the editor lacks stands above them: the API lets them rename it,
  // not change its permissions or delete it.
  const above = !holdsAllOf(held, role.permissions);

  const saved = normalizePermissions(role.permissions);
  const dirty = name.trim() !== role.name || permissions.join(' ') !== saved.join(' ');

  const { save, remove } = useRoleWrites({
    role,
    name,
    permissions,
    onDeleted: () => {
      setConfirming(false);
      onDeleted();
    },
    onDeleteFailed: () => setConfirming(false),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate();
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4"
      aria-label={t('editorLabel', { name: role.name })}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={nameId}>{t('name')}</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={ROLE_NAME_MAX}
            required
            readOnly={!canUpdate}
            onChange={(e) => setName(e.target.value)}
            className="h-9 text-sm"
          />
        </div>
        {can('delete', 'role') && !above ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete')}
          </Button>
        ) : null}
      </div>

      {above ? <p className="text-muted-foreground text-sm">{t('outranks')}</p> : null}

      <PermissionMatrix
        value={permissions}
        onChange={setPermissions}
        held={held}
        readOnly={!canUpdate || above}
      />

      {canUpdate ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" disabled={!dirty || !name.trim() || save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setName(role.name);
              setPermissions(saved);
            }}
          >
            {t('reset')}
          </Button>
          {dirty ? <span className="text-muted-foreground text-xs">{t('unsaved')}</span> : null}
        </div>
      ) : null}

      <RoleHistory roleId={role.id} />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteTitle', { name: role.name })}
        description={t('deleteText', { count: role.userCount ?? 0 })}
        confirmLabel={t('delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </form>
  );
}

/**
 * Save (the name only when it changed, and the permissions) and delete of a role; each write
 * reads roles, users and the activity log again.
 */
function useRoleWrites({
  role,
  name,
  permissions,
  onDeleted,
  onDeleteFailed,
}: {
  role: AdminRole;
  name: string;
  permissions: string[];
  onDeleted: () => void;
  onDeleteFailed: () => void;
}) {
  const t = useTranslations('admin.roles');
  const writeError = useUserWriteError();
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ROLE_QUERY_KEY }),
      client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
    ]);

  const save = useMutation({
    mutationFn: () =>
      adminApi.patch<AdminRole>(`role/${role.id}`, {
        ...(name.trim() !== role.name ? { name: name.trim() } : {}),
        permissions,
      }),
    onSuccess: async () => {
      toast.success(t('saved', { name: name.trim() }));
      await refresh();
    },
    onError: (error) => toast.error(writeError(error, 'nameTaken')),
  });

  const remove = useMutation({
    mutationFn: () => adminApi.delete<unknown>(`role/${role.id}`),
    onSuccess: async () => {
      toast.success(t('deleted', { name: role.name }));
      onDeleted();
      await refresh();
    },
    onError: (error) => {
      onDeleteFailed();
      toast.error(writeError(error));
    },
  });
  return { save, remove };
}

/** The role's activity log, shown on demand. */
function RoleHistory({ roleId }: { roleId: string }) {
  const t = useTranslations('admin.roles');
  const [showHistory, setShowHistory] = useState(false);
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={showHistory}
        onClick={() => setShowHistory((v) => !v)}
      >
        {t('history')}
      </Button>
      {showHistory ? <RecordHistory section="role" recordId={roleId} /> : null}
    </div>
  );
}
