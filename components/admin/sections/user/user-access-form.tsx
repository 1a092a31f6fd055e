'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { adminApi } from '@/lib/admin/api-client';
import { AUDIT_QUERY_KEY } from '../../audit/audit-bits';
import { NativeSelect } from '../../audit/native-select';
import { ConfirmDialog } from '../../resource/confirm-dialog';
import {
  ACCOUNT_STATUSES,
  EDITABLE_STATUSES,
  ROLE_QUERY_KEY,
  USER_QUERY_KEY,
  USER_TYPES,
  type AccountStatus,
  type AdminRole,
  type AdminUser,
  type UserType,
} from './types';
import { useUserWriteError } from './user-errors';

/** Statuses that end the account's sign-ins at once (the API revokes them with the write). */
const ENDS_SESSIONS: readonly AccountStatus[] = ['inactive', 'suspended'];

/** The roles an editor may give: those whose every permission the editor holds. */
function grantable(role: AdminRole, held: readonly string[]) {
  return role.permissions.every((p) => held.includes(p));
}

/**
 * An account's status, type and roles, saved together with PATCH user/{id}. Moving an active
 * account to inactive or suspended asks first, since it signs the person out everywhere.
 */
export function UserAccessForm({
  user,
  roleIds: initialRoleIds,
  roles,
}: {
  user: AdminUser;
  roleIds: string[];
  /** Every role, or null when the editor may not list roles (then roles are not editable). */
  roles: AdminRole[] | null;
}) {
  const t = useTranslations('admin.users');
  const td = useTranslations('admin.users.detail');
  const { can, permissions: held } = usePermissions();
  const ids = { status: useId(), type: useId() };
  const [status, setStatus] = useState<AccountStatus>(user.status);
  const [userType, setUserType] = useState<UserType>(user.userType);
  const [roleIds, setRoleIds] = useState<string[]>(initialRoleIds);
  const [confirming, setConfirming] = useState(false);
  // The API refuses any change to the reader's own account or one above their rights.
  const canUpdate = can('update', 'user') && user.manageable;

  const sameRoles =
    roleIds.length === initialRoleIds.length && roleIds.every((id) => initialRoleIds.includes(id));
  const dirty = status !== user.status || userType !== user.userType || !sameRoles;

  const save = useSaveAccess(user, { status, userType, roleIds: sameRoles ? null : roleIds }, () =>
    setConfirming(false),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    if (status !== user.status && ENDS_SESSIONS.includes(status)) setConfirming(true);
    else save.mutate();
  };

  // `deleted` comes with deleting the account (the trash) and leaves it with restore: a deleted
  // account's status is shown, not edited.
  const deleted = user.status === 'deleted';
  const statuses = deleted ? ACCOUNT_STATUSES : EDITABLE_STATUSES;

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={td('access')}>
      {user.manageable ? null : (
        <p className="text-muted-foreground text-sm">{t('notManageable')}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.status}>{td('status')}</Label>
          <NativeSelect
            id={ids.status}
            value={status}
            disabled={!canUpdate || deleted}
            onChange={(e) => setStatus(e.target.value as AccountStatus)}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.type}>{td('type')}</Label>
          <NativeSelect
            id={ids.type}
            value={userType}
            disabled={!canUpdate}
            onChange={(e) => setUserType(e.target.value as UserType)}
          >
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {roles ? (
        <RoleChoices
          roles={roles}
          roleIds={roleIds}
          setRoleIds={setRoleIds}
          canUpdate={canUpdate}
          held={held}
        />
      ) : null}

      {canUpdate ? (
        <SaveButtons
          dirty={dirty}
          pending={save.isPending}
          onReset={() => {
            setStatus(user.status);
            setUserType(user.userType);
            setRoleIds(initialRoleIds);
          }}
        />
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={td('endsSessionsTitle', { status, email: user.email })}
        description={td('endsSessionsText')}
        confirmLabel={td('confirm', { status })}
        destructive
        pending={save.isPending}
        onConfirm={() => save.mutate()}
      />
    </form>
  );
}

/**
 * PATCH user/{id} with what changed (roles only when they did); then the users, roles and
 * activity log are read again. `onSettled` runs first, on success and on failure.
 */
function useSaveAccess(
  user: AdminUser,
  next: { status: AccountStatus; userType: UserType; roleIds: string[] | null },
  onSettled: () => void,
) {
  const td = useTranslations('admin.users.detail');
  const writeError = useUserWriteError();
  const client = useQueryClient();
  const { status, userType, roleIds } = next;
  return useMutation({
    mutationFn: () =>
      adminApi.patch<AdminUser>(`user/${user.id}`, {
        ...(status !== user.status ? { status } : {}),
        ...(userType !== user.userType ? { userType } : {}),
        ...(roleIds ? { roleIds } : {}),
      }),
    onSuccess: async () => {
      onSettled();
      toast.success(td('saved', { email: user.email }));
      await Promise.all([
        client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ROLE_QUERY_KEY }),
        client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      onSettled();
      toast.error(writeError(error));
    },
  });
}

/** The roles to give the account; one the editor does not fully hold cannot be ticked. */
function RoleChoices({
  roles,
  roleIds,
  setRoleIds,
  canUpdate,
  held,
}: {
  roles: AdminRole[];
  roleIds: string[];
  setRoleIds: Dispatch<SetStateAction<string[]>>;
  canUpdate: boolean;
  held: readonly string[];
}) {
  const td = useTranslations('admin.users.detail');
  const ids = { roles: useId(), roleNote: useId() };
  return (
    <fieldset className="grid gap-2" aria-describedby={ids.roleNote}>
      <legend className="text-sm font-semibold">{td('roles')}</legend>
      <p id={ids.roleNote} className="text-muted-foreground text-xs">
        {td('roleNotHeld')}
      </p>
      {roles.length === 0 ? (
        <p className="text-muted-foreground text-sm">{td('noRoles')}</p>
      ) : (
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {roles.map((role) => {
            const allowed = canUpdate && grantable(role, held);
            const id = `${ids.roles}-${role.id}`;
            return (
              <li key={role.id} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  className="accent-primary size-4 disabled:opacity-40"
                  checked={roleIds.includes(role.id)}
                  disabled={!allowed}
                  onChange={(e) =>
                    setRoleIds((current) =>
                      e.target.checked
                        ? [...current, role.id]
                        : current.filter((r) => r !== role.id),
                    )
                  }
                />
                <label htmlFor={id} className="min-w-0 truncate text-sm">
                  {role.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** Save, and reset to the account's saved values, both idle until something changed. */
function SaveButtons({
  dirty,
  pending,
  onReset,
}: {
  dirty: boolean;
  pending: boolean;
  onReset: () => void;
}) {
  const td = useTranslations('admin.users.detail');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" disabled={!dirty || pending}>
        {pending ? td('saving') : td('save')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!dirty || pending}
        onClick={onReset}
      >
        {td('reset')}
      </Button>
    </div>
  );
}
