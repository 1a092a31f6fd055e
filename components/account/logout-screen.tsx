'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/link';
import { useRouter } from '@/lib/i18n/navigation';
import type { RedirectPolicy } from '@/lib/security/redirect-uri';
import { takeRedirectUri } from './mobile-shell';
import { endSession } from './use-logout';
import { WorkingStatus } from './working-status';

/**
 * /logout: ends the session (also when the API fails, telling the extension), then returns to
 * an allowed `redirect_uri` (query, else stored) or says it is done.
 */
export function LogoutScreen({ appUrl, appSchemes }: RedirectPolicy) {
  const t = useTranslations('logout');
  const tc = useTranslations('common');
  const router = useRouter();
  const queryClient = useQueryClient();
  const fromQuery = useSearchParams().get('redirect_uri');
  const [done, setDone] = useState(false);
  // Once per visit, also under React's doubled development effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const leave = async () => {
      await endSession();
      queryClient.clear();
      const target = takeRedirectUri(fromQuery, { appUrl, appSchemes });
      if (target) {
        window.location.replace(target);
        return;
      }
      setDone(true);
      // The server-rendered navbar still shows the signed-in state.
      router.refresh();
    };
    void leave();
  }, [appUrl, appSchemes, fromQuery, queryClient, router]);

  if (!done) {
    return <WorkingStatus>{t('working')}</WorkingStatus>;
  }

  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-md flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <Logo name={tc('appName')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('done')}</h1>
      <Link href="/signin" className={buttonVariants({ variant: 'default', size: 'lg' })}>
        {t('signinAgain')}
      </Link>
    </div>
  );
}
