'use client';

import ky from 'ky';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MAIN_API_BASE } from '@/lib/api/constants';
import { toClientError } from '@/lib/api/session-client';
import { track } from '@/lib/analytics';
import { FormAlert } from '@/components/forms/form-alert';

export type ProviderName = 'google' | 'apple' | 'facebook';

const LABEL = {
  google: 'continueWithGoogle',
  apple: 'continueWithApple',
  facebook: 'continueWithFacebook',
} as const;

/** Social sign-in buttons for the configured providers only (/signin). */
export function OAuthButtons({ providers }: { providers: ProviderName[] }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [busy, setBusy] = useState<ProviderName | null>(null);
  const [error, setError] = useState<string>();
  if (providers.length === 0) return null;

  async function start(provider: ProviderName) {
    setBusy(provider);
    setError(undefined);
    try {
      const body = await ky
        .get(`${MAIN_API_BASE.slice(1)}/oauth/${provider}/login`, {
          prefixUrl: '/',
          searchParams: { locale },
          timeout: 20_000,
          retry: 0,
        })
        .json<{ data: { url: string } }>();
      track({ name: `signin_${provider}`, action: 'oauth_start' });
      window.location.assign(body.data.url);
    } catch (caught) {
      setError((await toClientError(caught)).title);
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <FormAlert error={error ? { message: error } : undefined} />
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          disabled={busy !== null}
          onClick={() => void start(provider)}
        >
          <ProviderMark provider={provider} />
          {t(LABEL[provider])}
        </Button>
      ))}
    </div>
  );
}

function ProviderMark({ provider }: { provider: ProviderName }) {
  const letter = { google: 'G', apple: '', facebook: 'f' }[provider];
  return (
    <span
      aria-hidden
      className="flex size-6 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white"
    >
      {letter}
    </span>
  );
}
