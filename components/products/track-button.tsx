'use client';

import { Bell, BellRing } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { UserState } from '@/lib/auth/user-state';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';
import type { TrackingCreateInput } from '@/lib/validation/tracking';

/**
 * The dialog and its form (Radix dialog, react-hook-form, the tracking schema: ~90 KB compressed)
 * load when a signed-in shopper asks to track, not with the page: most visitors never open it.
 */
const loadTrackDialog = () => import('./track-dialog');
const TrackDialog = dynamic(() => loadTrackDialog().then((m) => m.TrackDialog), { ssr: false });

type Step = 'idle' | 'checking' | 'form' | 'tracked';

/** Where sign-in sends the shopper back to: this product page. */
const signinHref = (locale: Locale, returnTo: string) =>
  `${localizedPath(locale, '/signin')}?redirect=${encodeURIComponent(returnTo)}`;

/**
 * "Track this price" on a product page. The page is the same for everyone (it can be cached), so
 * the session is asked for on the click: signed out (or not yet verified) goes to sign-in and
 * back here; signed in opens the alert-rule form, and a saved rule shows "you are tracking this
 * product" with a link to the dashboard's tracked-products tab.
 */
export function TrackButton({
  productId,
  currency,
  returnTo,
}: {
  productId: string;
  currency: string;
  /** This page's path in its language. */
  returnTo: string;
}) {
  const t = useTranslations('tracking');
  const locale = useLocale() as Locale;
  const [step, setStep] = useState<Step>('idle');
  const [opened, setOpened] = useState(false);

  async function open() {
    setStep('checking');
    // Fetched beside the session check, so the form opens as soon as the answer says signed in.
    void loadTrackDialog().catch(() => undefined);
    const { sessionApi } = await import('@/lib/api/session-client');
    const me = await sessionApi
      .get<{ state: UserState }>('me')
      .catch(() => ({ state: 'UNAUTHENTICATED' as const }));
    if (me.state !== 'AUTHENTICATED') {
      window.location.assign(signinHref(locale, returnTo));
      return;
    }
    setOpened(true);
    setStep('form');
  }

  async function track(payload: TrackingCreateInput) {
    const { sessionApi, toClientError } = await import('@/lib/api/session-client');
    try {
      await sessionApi.post('api/tracking', payload);
      setStep('tracked');
    } catch (caught) {
      const error = await toClientError(caught);
      if (error.status === 401) {
        window.location.assign(signinHref(locale, returnTo));
        return;
      }
      throw error;
    }
  }

  if (step === 'tracked') {
    return (
      <p role="status" className="text-brand-800 flex flex-wrap items-center gap-2 font-semibold">
        <BellRing className="size-5" aria-hidden="true" />
        {t('tracked')}
        <a
          href={`${localizedPath(locale, '/dashboard')}#tracking`}
          className="text-brand-700 underline underline-offset-2"
        >
          {t('manage')}
        </a>
      </p>
    );
  }

  return (
    <>
      <Button type="button" size="lg" disabled={step === 'checking'} onClick={() => void open()}>
        <Bell className="size-4" aria-hidden="true" />
        {t('track')}
      </Button>
      {/* Kept mounted once opened, so closing it plays its exit animation as before. */}
      {opened ? (
        <TrackDialog
          open={step === 'form'}
          productId={productId}
          currency={currency}
          onClose={() => setStep('idle')}
          onSubmit={track}
        />
      ) : null}
    </>
  );
}
