'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { COUNTRIES } from '@/lib/countries';
import { fullDateTime, useAdminLocale, useRelativeTime } from '../../audit/audit-bits';
import type { ResourceColumns } from '../../resource/types';
import { displayName, type AdminUser } from './types';

/**
 * The accounts table's columns: the account (a button that opens its sheet), status, type,
 * country, verified, joined and last sign-in. `email`, `createdAt` and `lastLoginAt` are the
 * API's sort fields.
 */
export function useUserColumns(onView: (user: AdminUser) => void): ResourceColumns<AdminUser> {
  const t = useTranslations('admin.users');
  const tc = useTranslations('admin.users.columns');
  const locale = useAdminLocale();
  const countryName = (code: string | null) =>
    COUNTRIES.find((c) => c.code === code)?.[locale] ?? t('noCountry');
  return [
    {
      id: 'email',
      meta: { label: tc('user'), className: 'max-w-64 min-w-56' },
      cell: ({ row: { original: user } }) => (
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
      ),
    },
    {
      id: 'status',
      meta: { label: tc('status') },
      cell: ({ row: { original: user } }) => (
        <Badge variant={user.status === 'active' ? 'secondary' : 'destructive'}>
          {t(`status.${user.status}`)}
        </Badge>
      ),
    },
    {
      id: 'type',
      meta: { label: tc('type') },
      cell: ({ row: { original: user } }) => t(`type.${user.userType}`),
    },
    {
      id: 'country',
      meta: { label: tc('country') },
      cell: ({ row: { original: user } }) => countryName(user.country),
    },
    {
      id: 'verified',
      meta: { label: tc('verified') },
      cell: ({ row: { original: user } }) => (user.isEmailVerified ? t('yes') : t('no')),
    },
    {
      id: 'createdAt',
      meta: { label: tc('createdAt'), className: 'whitespace-nowrap' },
      cell: ({ row: { original: user } }) => <DateTime iso={user.createdAt} />,
    },
    {
      id: 'lastLoginAt',
      meta: { label: tc('lastLoginAt'), className: 'whitespace-nowrap' },
      cell: ({ row: { original: user } }) =>
        user.lastLoginAt ? <DateTime iso={user.lastLoginAt} /> : t('never'),
    },
  ];
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
