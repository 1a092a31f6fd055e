'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorText } from '@/components/forms/use-error-text';
import { Logo } from '@/components/layout/logo';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import type { ErrorTitle } from '@/lib/errors/catalogue';
import { Link } from '@/lib/i18n/link';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import type { RedirectPolicy } from '@/lib/security/redirect-uri';
import {
  EXTENSION_CLIENT,
  isAppSchemeUrl,
  isMobileShell,
  sendToMobileShell,
  takeRedirectUri,
} from './mobile-shell';

type View =
  | { kind: 'working' }
  | { kind: 'not-in-app' }
  | { kind: 'extension' }
  | { kind: 'error'; title: ErrorTitle };

/** The address with `handoff=<id>` added to its query. */
function withHandoff(target: string, id: string): string {
  return `${target}${target.includes('?') ? '&' : '?'}handoff=${encodeURIComponent(id)}`;
}

/**
 * /mobile-app-loading: hands the signed-in session to the mobile app as a one-time id (the app
 * redeems it itself at GET /api/v1/auth/oauth-session/{id}; no token reaches this page), over the
 * WebView bridge and/or the app's own `redirect_uri`. Opened by the browser extension
 * (`?client=extension`), it posts the id to this window, same origin only, where the extension's
 * content script takes it and redeems it the same way.
 */
export function MobileHandoff({ appUrl, appSchemes }: RedirectPolicy) {
  const t = useTranslations('mobileApp');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const query = useSearchParams();
  const fromQuery = query.get('redirect_uri');
  const forExtension = query.get('client') === EXTENSION_CLIENT;
  const [view, setView] = useState<View>({ kind: 'working' });
  // Each id is single use: one request per visit, also under React's doubled dev effects.
  const started = useRef(false);

  const handOff = useCallback(async () => {
    setView({ kind: 'working' });
    let id: string;
    try {
      ({ id } = await sessionApi.post<{ id: string }>('handoff'));
    } catch (caught) {
      const error = await toClientError(caught);
      setView({ kind: 'error', title: error.title });
      return;
    }
    if (forExtension) {
      window.postMessage({ type: 'SAFQA_AUTH_HANDOFF', id }, window.location.origin);
      setView({ kind: 'extension' });
      return;
    }
    const inShell = isMobileShell();
    if (inShell) sendToMobileShell({ type: 'SAFQA_AUTH_HANDOFF', id });
    const target = takeRedirectUri(fromQuery, { appUrl, appSchemes });
    if (target) {
      // Only the app's own scheme gets the id; a web address never sees it.
      window.location.replace(isAppSchemeUrl(target) ? withHandoff(target, id) : target);
      return;
    }
    // In the shell the app takes over from here; in a plain browser there is nothing to open.
    if (!inShell) setView({ kind: 'not-in-app' });
  }, [appUrl, appSchemes, fromQuery, forExtension]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void handOff();
  }, [handOff]);

  if (view.kind === 'working') {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <Logo name={tc('appName')} />
        <p className="text-base font-semibold text-slate-800">{t('working')}</p>
        <span className="flex gap-1.5" aria-hidden>
          {['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''].map((delay) => (
            <span
              key={delay}
              className={`bg-brand-700 size-2.5 rounded-full motion-safe:animate-bounce ${delay}`}
            />
          ))}
        </span>
      </div>
    );
  }

  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-md flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <Logo name={tc('appName')} />
      {view.kind === 'error' ? (
        <>
          <h1 className="sr-only">{t('metaTitle')}</h1>
          <Alert variant="destructive" className="w-full">
            {errorText(view.title)}
          </Alert>
          <Button type="button" onClick={() => void handOff()}>
            {tc('tryAgain')}
          </Button>
        </>
      ) : (
        <h1 className="text-lg font-semibold text-slate-900">
          {view.kind === 'extension' ? t('toExtension') : t('notInApp')}
        </h1>
      )}
      <Link
        href="/dashboard"
        className={buttonVariants({ variant: view.kind === 'error' ? 'outline' : 'default' })}
      >
        {t('toDashboard')}
      </Link>
    </div>
  );
}
