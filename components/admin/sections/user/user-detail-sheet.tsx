'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { parseAsString, useQueryState } from 'nuqs';
import type { ReactNode } from 'react';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Badge } from '@/components/ui/badge';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import { isClientError } from '@/lib/api/client-error';
import { COUNTRIES } from '@/lib/countries';
import { fullDateTime, useAdminLocale, useErrorText } from '../../audit/audit-bits';
import { RecordHistory } from '../../audit/record-history';
import { useRoles } from './roles-panel';
import {
  displayName,
  USER_QUERY_KEY,
  type AdminUser,
  type UserDetails,
  type UserRef,
} from './types';
import { UserAccessForm } from './user-access-form';
import { UserSessions } from './user-sessions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function PersonLink({ person }: { person: UserRef }) {
  return (
    <Link
      href={`/admin/user?view=${encodeURIComponent(person.id)}`}
      className="text-primary underline-offset-2 hover:underline"
    >
      <bdi>{displayName(person)}</bdi>
    </Link>
  );
}

function UserDetailBody({ id }: { id: string }) {
  const t = useTranslations('admin.users');
  const td = useTranslations('admin.users.detail');
  const locale = useAdminLocale();
  const errorText = useErrorText();
  const { can } = usePermissions();
  const user = useQuery({
    queryKey: [...USER_QUERY_KEY, 'one', id],
    queryFn: () => adminApi.get<AdminUser>(`user/${encodeURIComponent(id)}`),
  });
  const details = useQuery({
    queryKey: [...USER_QUERY_KEY, 'details', id],
    queryFn: () => adminApi.get<UserDetails>(`user/${encodeURIComponent(id)}/details`),
  });
  const roles = useRoles(can('view', 'role'));

  if (user.isPending || details.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (user.isError || details.isError) {
    const error = user.error ?? details.error;
    return (
      <p role="alert" className="text-destructive text-sm">
        {isClientError(error) && error.title === 'NOT_FOUND' ? td('notFound') : errorText(error)}
      </p>
    );
  }
  const u = user.data;
  const d = details.data;
  const country = COUNTRIES.find((c) => c.code === u.country);
  const facts: [string, ReactNode][] = [
    [td('email'), <bdi key="e">{u.email}</bdi>],
    [td('name'), [u.firstName, u.lastName].filter(Boolean).join(' ') || '—'],
    [td('country'), country ? country[locale] : t('noCountry')],
    [td('verified'), u.isEmailVerified ? t('yes') : t('no')],
    [td('joined'), fullDateTime(u.createdAt, locale)],
    [td('lastLogin'), u.lastLoginAt ? fullDateTime(u.lastLoginAt, locale) : t('never')],
  ];
  const roleIds = u.roleIds;

  return (
    <div className="grid gap-6">
      <Section title={td('profile')}>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={u.status === 'active' ? 'default' : 'destructive'}>
            {t(`status.${u.status}`)}
          </Badge>
          <Badge variant="outline">{t(`type.${u.userType}`)}</Badge>
        </div>
        <dl className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 truncate">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={td('access')}>
        {!roles.isPending || !can('view', 'role') ? (
          <UserAccessForm
            key={`${u.id}:${u.updatedAt ?? ''}:${roleIds.join(',')}`}
            user={u}
            roleIds={roleIds}
            roles={roles.data ?? null}
          />
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
        {!roles.data && d.roles.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={td('roles')}>
            {d.roles.map((r) => (
              <li key={r.id}>
                <Badge variant="secondary">{r.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section title={td('sessions')}>
        <UserSessions sessions={d.sessions} />
      </Section>

      <Section title={td('invites')}>
        <p className="text-sm">
          <span className="text-muted-foreground">{td('inviter')}: </span>
          {d.inviter ? <PersonLink person={d.inviter} /> : td('noInviter')}
        </p>
        {d.invitees.length ? (
          <div className="grid gap-1 text-sm">
            <span className="text-muted-foreground">{td('invitees')}</span>
            <ul className="grid gap-1 ps-4">
              {d.invitees.map((p) => (
                <li key={p.id} className="list-disc">
                  <PersonLink person={p} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">{td('noInvitees')}</p>
        )}
      </Section>

      <Section title={td('history')}>
        <RecordHistory section="user" recordId={u.id} />
      </Section>
    </div>
  );
}

/** The account opened by `?view=<id>`: a sheet with its facts, access, sign-ins and history. */
export function UserDetailSheet() {
  const t = useTranslations('admin.users');
  const [id, setId] = useQueryState('view', parseAsString);
  return (
    <Sheet open={id !== null} onOpenChange={(open) => (open ? null : void setId(null))}>
      <SheetContent closeLabel={t('close')} className="w-full overflow-y-auto sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>{t('detail.title')}</SheetTitle>
          <SheetDescription>{t('detail.description')}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">{id ? <UserDetailBody key={id} id={id} /> : null}</div>
      </SheetContent>
    </Sheet>
  );
}
