'use client';

import { Construction } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button-variants';
import type { AdminNavKey } from '@/lib/admin/sections';
import { NAV_ICONS } from './nav-icons';

/** The empty state of a section whose screens come in a later issue. */
export function ComingSoon({ section }: { section: AdminNavKey }) {
  const t = useTranslations('admin.comingSoon');
  const tn = useTranslations('admin.nav');
  const Icon = NAV_ICONS[section];
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <span className="bg-muted relative flex size-16 items-center justify-center rounded-2xl">
        <Icon className="text-muted-foreground size-8" aria-hidden="true" />
        <Construction
          className="text-primary bg-background absolute -end-2 -bottom-2 size-7 rounded-full p-1"
          aria-hidden="true"
        />
      </span>
      <h1 className="text-2xl font-bold">{tn(section)}</h1>
      <p className="text-lg font-medium">{t('title')}</p>
      <p className="text-muted-foreground">{t('text', { section: tn(section) })}</p>
      <Link href="/admin" className={buttonVariants({ variant: 'outline', theme: 'themed' })}>
        {t('back')}
      </Link>
    </section>
  );
}
