'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useErrorText } from '@/components/forms/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isClientError } from '@/lib/api/client-error';
import type { PublicUser } from '@/lib/auth/user-state';
import type { ErrorTitle } from '@/lib/errors/catalogue';
import { localizedPath } from '@/lib/site/urls';
import { directionOf, type Locale } from '@/lib/i18n/routing';
import { AccountCard } from './account-card';
import { DashboardDownloads } from './dashboard-downloads';
import { SettingsPanel } from './settings-panel';
import { TrackedProducts } from './tracked-products';
import { useHashTab, isDashboardTab } from './use-hash-tab';
import { PersistedQueries } from './persisted-queries';
import { endSession, postLogoutMessage } from './use-logout';
import { useProfile } from './use-session';

export type DashboardNotice = 'profile-complete';

/** The profile call failed because the sign-in is over: back to /signin. */
const SESSION_ENDED = new Set<ErrorTitle>([
  'UNAUTHORIZED_ACCESS',
  'REFRESH_TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'LOGIN_SESSION_EXPIRED',
]);

const TRIGGER =
  'flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/**
 * The dashboard: welcome, downloads, then the Account, Tracked products and Settings tabs once
 * the user is loaded.
 */
export function Dashboard(props: { initialUser: PublicUser; notice?: DashboardNotice }) {
  return (
    <PersistedQueries>
      <DashboardView {...props} />
    </PersistedQueries>
  );
}

function DashboardView({
  initialUser,
  notice,
}: {
  initialUser: PublicUser;
  notice?: DashboardNotice;
}) {
  const t = useTranslations('dashboard');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const profile = useProfile();
  const [tab, selectTab] = useHashTab();
  const noticeShown = useRef(false);
  const sessionEnded = isClientError(profile.error) && SESSION_ENDED.has(profile.error.title);

  useEffect(() => {
    if (!sessionEnded) return;
    // Clear whatever is left of the session first so /signin does not send us back here.
    void endSession().then(() => window.location.assign(localizedPath(locale, '/signin')));
  }, [sessionEnded, locale]);

  useEffect(() => {
    if (notice !== 'profile-complete' || noticeShown.current) return;
    noticeShown.current = true;
    toast.info(t('profileComplete'), { id: 'profile-complete' });
    const url = new URL(window.location.href);
    url.searchParams.delete('notice');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, [notice, t]);

  const user = profile.data?.user;
  const firstName = (user ?? initialUser).firstName;

  const onTabChange = (value: string) => {
    // One message per change of tab, for the extension (docs/product.md).
    if (isDashboardTab(value) && selectTab(value)) postLogoutMessage();
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {firstName ? t('welcome', { name: firstName }) : t('welcomeNoName')}
      </h1>
      <DashboardDownloads />
      {user ? (
        <Tabs.Root value={tab} onValueChange={onTabChange} dir={directionOf(locale)}>
          <Tabs.List
            aria-label={t('tabsLabel')}
            className="mb-4 flex gap-1 rounded-xl bg-slate-100 p-1"
          >
            <Tabs.Trigger value="profile" className={TRIGGER}>
              {t('tabAccount')}
            </Tabs.Trigger>
            <Tabs.Trigger value="tracking" className={TRIGGER}>
              {t('tabTracking')}
            </Tabs.Trigger>
            <Tabs.Trigger value="settings" className={TRIGGER}>
              {t('tabSettings')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content
            value="profile"
            className="focus-visible:ring-brand-500 rounded-2xl focus-visible:ring-2 focus-visible:outline-none"
          >
            <AccountCard user={user} />
          </Tabs.Content>
          <Tabs.Content
            value="tracking"
            className="focus-visible:ring-brand-500 rounded-2xl focus-visible:ring-2 focus-visible:outline-none"
          >
            <TrackedProducts />
          </Tabs.Content>
          <Tabs.Content
            value="settings"
            className="focus-visible:ring-brand-500 rounded-2xl focus-visible:ring-2 focus-visible:outline-none"
          >
            <SettingsPanel />
          </Tabs.Content>
        </Tabs.Root>
      ) : profile.isError && !sessionEnded ? (
        <Alert variant="destructive" className="flex flex-col items-start gap-3">
          <span>{errorText(isClientError(profile.error) ? profile.error.title : undefined)}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {tc('tryAgain')}
          </Button>
        </Alert>
      ) : (
        <p role="status" className="py-8 text-center text-sm text-slate-700">
          {t('loadingUser')}
        </p>
      )}
    </div>
  );
}
