'use client';

import { History, Languages, LogOut, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useState } from 'react';
import { endSession } from '@/components/account/use-logout';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { switchLocaleHref } from '@/lib/i18n/switch-locale';
import { writeAdminPrefs } from './use-admin-prefs';

const ICON_BUTTON = 'size-9 shrink-0';

/** Saves the admin language (d-app + cookie), then reloads so the server renders it. */
function chooseAdminLanguage(language: Locale) {
  writeAdminPrefs({ language });
  window.location.reload();
}

export function LanguageMenu() {
  const t = useTranslations('admin.shell');
  const locale = useLocale();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={ICON_BUTTON} aria-label={t('language')}>
          <Languages className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel>{t('language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => {
            if (isLocale(value) && value !== locale) chooseAdminLanguage(value);
          }}
        >
          <DropdownMenuRadioItem value="en" lang="en" dir="ltr">
            {t('english')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="ar" lang="ar" dir="rtl">
            {t('arabic')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function ThemeMenu() {
  const t = useTranslations('admin.shell');
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={ICON_BUTTON} aria-label={t('theme')}>
          <Sun className="size-5 dark:hidden" aria-hidden="true" />
          <Moon className="hidden size-5 dark:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel>{t('theme')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={setTheme}>
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden="true" />
            {t('themeLight')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden="true" />
            {t('themeDark')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden="true" />
            {t('themeSystem')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface ShellUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

function initials(user: ShellUser): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** Name and email, a link to the account page, and sign-out (BFF logout, then /signin). */
export function UserMenu({ user }: { user: ShellUser }) {
  const t = useTranslations('admin.shell');
  const tn = useTranslations('admin.nav');
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const site = (path: string) => switchLocaleHref(path, isLocale(locale) ? locale : 'en');

  const logout = async () => {
    setLeaving(true);
    await endSession();
    window.location.assign(site('/signin'));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 rounded-full"
          aria-label={t('userMenu')}
        >
          <Avatar className="size-8">
            <AvatarFallback className="bg-primary text-primary-foreground text-xs font-semibold">
              {initials(user)}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          {name ? <span className="truncate">{name}</span> : null}
          <span className="text-muted-foreground truncate text-xs font-normal">
            <bdi>{user.email}</bdi>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/admin/activity">
            <History aria-hidden="true" />
            {tn('activity')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={site('/dashboard')}>
            <UserRound aria-hidden="true" />
            {t('myAccount')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={leaving}
          onSelect={(event) => {
            event.preventDefault();
            void logout();
          }}
        >
          <LogOut className="rtl:rotate-180" aria-hidden="true" />
          {leaving ? t('loggingOut') : t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
