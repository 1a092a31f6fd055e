'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';

const VIEWS = [
  { view: 'changePassword', label: 'changePasswordTab' },
  { view: 'advancedSettings', label: 'advancedTab' },
] as const;
type SettingsView = (typeof VIEWS)[number]['view'];

/** Settings tab: change password or advanced settings (delete account), chosen in a small nav. */
export function SettingsPanel() {
  const t = useTranslations('dashboard');
  const tc = useTranslations('changePassword');
  const [view, setView] = useState<SettingsView>('changePassword');

  return (
    <section
      aria-label={t('tabSettings')}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:flex-row md:gap-8"
    >
      <nav aria-label={t('settingsNav')} className="md:w-52 md:shrink-0">
        <ul className="flex flex-col gap-1 sm:flex-row md:flex-col">
          {VIEWS.map(({ view: value, label }) => {
            const active = value === view;
            return (
              <li key={value} className="sm:flex-1 md:flex-none">
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => setView(value)}
                  className={cn(
                    'focus-visible:ring-brand-500 w-full rounded-lg px-3 py-2 text-start text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:outline-none',
                    active ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {t(label)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {view === 'changePassword' ? (
          <div className="flex flex-col gap-4">
            <h2 className="text-base font-bold text-slate-900">{tc('title')}</h2>
            <ChangePasswordForm />
          </div>
        ) : (
          <DeleteAccount />
        )}
      </div>
    </section>
  );
}
