'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { parseAsString, useQueryState } from 'nuqs';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import { ROLE_NAME_MAX } from '@/lib/validation/role';
import { cn } from '@/lib/utils';
import { AUDIT_QUERY_KEY, useErrorText } from '../../audit/audit-bits';
import { RoleEditor } from './role-editor';
import { ROLE_QUERY_KEY, type AdminRole, type ListPage } from './types';
import { useUserWriteError } from './user-errors';

/** Roles are few; one page holds them all. */
const ROLE_LIMIT = 100;

export function useRoles(enabled = true) {
  return useQuery({
    queryKey: [...ROLE_QUERY_KEY, 'list'],
    queryFn: () => adminApi.get<ListPage<AdminRole>>('role', { limit: ROLE_LIMIT, page: 1 }),
    select: (page) => [...page.items].sort((a, b) => a.name.localeCompare(b.name)),
    enabled,
  });
}

function CreateRoleDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (role: AdminRole) => void;
}) {
  const t = useTranslations('admin.roles');
  const writeError = useUserWriteError();
  const client = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => adminApi.post<AdminRole>('role', { name: name.trim(), permissions: [] }),
    onSuccess: async (role) => {
      toast.success(t('created', { name: role.name }));
      setName('');
      onOpenChange(false);
      onCreated(role);
      await Promise.all([
        client.invalidateQueries({ queryKey: ROLE_QUERY_KEY }),
        client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
      ]);
    },
    onError: (error) => toast.error(writeError(error, 'nameTaken')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('createTitle')}</DialogTitle>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={nameId}>{t('name')}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={ROLE_NAME_MAX}
              required
              autoFocus
              onChange={(e) => setName(e.target.value)}
            />
            <p className="text-muted-foreground text-xs">{t('createHint')}</p>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              {t('create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The Roles tab: every role with its number of accounts, and the selected one (`role` in the
 * URL) in an editor with its permission matrix.
 */
export function RolesPanel() {
  const t = useTranslations('admin.roles');
  const errorText = useErrorText();
  const { can } = usePermissions();
  const [selected, setSelected] = useQueryState('role', parseAsString);
  const [creating, setCreating] = useState(false);
  const roles = useRoles();

  if (roles.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (roles.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {errorText(roles.error)}
      </p>
    );
  }
  const current = roles.data.find((r) => r.id === selected) ?? roles.data[0];

  return (
    <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">{t('title')}</h2>
          {can('create', 'role') ? (
            <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('new')}
            </Button>
          ) : null}
        </div>
        {roles.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          <ul className="grid gap-1" aria-label={t('title')}>
            {roles.data.map((role) => (
              <li key={role.id}>
                <button
                  type="button"
                  aria-current={role.id === current?.id ? 'true' : undefined}
                  onClick={() => void setSelected(role.id)}
                  className={cn(
                    'hover:bg-accent focus-visible:ring-ring/50 flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm focus-visible:ring-[3px] focus-visible:outline-none',
                    role.id === current?.id && 'bg-accent font-medium',
                  )}
                >
                  <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
                  <span className="min-w-0 flex-1 truncate">{role.name}</span>
                  {role.userCount !== undefined ? (
                    <Badge variant="secondary" title={t('userCount', { count: role.userCount })}>
                      <span aria-hidden="true">{role.userCount}</span>
                      <span className="sr-only">{t('userCount', { count: role.userCount })}</span>
                    </Badge>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <section aria-label={current ? current.name : t('title')} className="min-w-0">
        {current ? (
          <RoleEditor
            key={`${current.id}:${current.updatedAt ?? ''}`}
            role={current}
            onDeleted={() => void setSelected(null)}
          />
        ) : null}
      </section>
      <CreateRoleDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(role) => void setSelected(role.id)}
      />
    </div>
  );
}
