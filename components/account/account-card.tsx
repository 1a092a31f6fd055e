'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PublicUser } from '@/lib/auth/user-state';
import { useLogout } from './use-logout';

type CardUser = Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'deletionRequestedAt'>;

/** First letters of the first and last name, upper-cased (a whole character, not half of one). */
function initialsOf(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  const first = (name: string | null) => Array.from(name?.trim() ?? '')[0] ?? '';
  return `${first(user.firstName)}${first(user.lastName)}`.toLocaleUpperCase();
}

/** Account tab: avatar initials, name, email and the logout button. */
export function AccountCard({ user }: { user: CardUser }) {
  const t = useTranslations('dashboard');
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initials = initialsOf(user);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <section
      aria-labelledby="account-card-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="account-card-title" className="text-lg font-bold text-slate-900">
        {t('accountTitle')}
      </h2>
      {user.deletionRequestedAt ? <Alert variant="info">{t('pendingDeletion')}</Alert> : null}
      <div className="flex min-w-0 items-center gap-4">
        {initials ? (
          <span
            aria-hidden
            className="bg-brand-700 flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white"
          >
            {initials}
          </span>
        ) : null}
        <dl className="flex min-w-0 flex-col gap-2 text-sm">
          {fullName ? (
            <div className="flex flex-col">
              <dt className="text-slate-600">{t('name')}</dt>
              <dd className="font-semibold break-words text-slate-900">{fullName}</dd>
            </div>
          ) : null}
          <div className="flex flex-col">
            <dt className="text-slate-600">{t('email')}</dt>
            <dd className="font-semibold break-all text-slate-900">
              <span dir="ltr">{user.email}</span>
            </dd>
          </div>
        </dl>
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        onClick={onLogout}
        disabled={leaving}
      >
        <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('logout')}
      </Button>
    </section>
  );
}
