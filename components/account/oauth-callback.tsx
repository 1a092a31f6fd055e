'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { PublicUser, UserState } from '@/lib/auth/user-state';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { sessionApi } from '@/lib/api/session-client';
import { goAfterSignIn, stepPath } from './after-sign-in';
import { WorkingStatus } from './working-status';

/** The centred "signing you in" status, also the Suspense fallback of the page. */
export function OAuthWorking() {
  const t = useTranslations('oauthCallback');
  return <WorkingStatus>{t('working')}</WorkingStatus>;
}

/**
 * /oauth/callback: the API sent the browser here with a one-time `id` once the provider
 * answered; redeeming it through the BFF stores the session. Any failure goes back to /signin.
 */
export function OAuthCallback() {
  const t = useTranslations('oauthCallback');
  const ta = useTranslations('auth');
  const locale = useLocale() as Locale;
  const id = useSearchParams().get('id');
  // React (strict mode) runs effects twice in development; the id can be redeemed once only.
  const started = useRef(false);

  useEffect(() => {
    if (!id || started.current) return;
    started.current = true;
    const redeem = async () => {
      try {
        const data = await sessionApi.post<{ user: PublicUser; state: UserState }>(
          'oauth-session',
          { id },
        );
        goAfterSignIn(data.state, locale);
      } catch (error) {
        console.warn('OAuth session could not be redeemed', error);
        window.location.replace(stepPath('UNAUTHENTICATED', locale));
      }
    };
    void redeem();
  }, [id, locale]);

  if (id) return <OAuthWorking />;

  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-md flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('failed')}</h1>
      <p className="text-sm text-slate-700">{t('noData')}</p>
      <Link href="/signin" className={buttonVariants({ variant: 'default' })}>
        {ta('backToSignin')}
      </Link>
    </div>
  );
}
