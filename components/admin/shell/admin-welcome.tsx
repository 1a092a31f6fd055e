'use client';

import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentLink } from './intent-link';
import { NAV_ICONS } from './nav-icons';
import { visibleNav } from './sidebar-nav';

/**
 * /admin/welcome: a greeting and a card for each section the staff member can open. When their
 * permissions open only the sections every staff member has, a line says how to get more.
 */
export function AdminWelcome({
  firstName,
  permissions,
}: {
  firstName: string | null;
  permissions: string[];
}) {
  const t = useTranslations('admin.welcome');
  const tn = useTranslations('admin.nav');
  const entries = visibleNav(permissions).filter((entry) => entry.key !== 'welcome');
  const onlyBasics = entries.every((entry) => entry.permission === null);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {firstName ? t('greeting', { name: firstName }) : t('greetingNoName')}
        </h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>

      {onlyBasics ? (
        <p className="bg-muted text-foreground flex items-start gap-3 rounded-lg border p-4 text-sm">
          <ShieldCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{t('onlyBasics')}</span>
        </p>
      ) : null}

      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {entries.map((entry) => {
          const Icon = NAV_ICONS[entry.key];
          return (
            <li key={entry.key}>
              <IntentLink
                href={entry.href}
                className="bg-card text-card-foreground hover:border-primary focus-visible:ring-ring group flex h-full flex-col gap-3 rounded-xl border p-5 shadow-xs transition-colors outline-none focus-visible:ring-2"
              >
                <span className="flex items-center gap-3">
                  <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-base font-semibold">{tn(entry.key)}</span>
                </span>
                <span className="text-muted-foreground flex-1 text-sm">
                  {t(`descriptions.${entry.key}`)}
                </span>
                <span className="text-primary flex items-center gap-1 text-sm font-medium">
                  {t('open', { section: tn(entry.key) })}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
