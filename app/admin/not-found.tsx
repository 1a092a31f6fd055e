import { SearchX } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';

// An unknown admin address, translated, with the way back.
export default async function AdminNotFound() {
  const t = await getTranslations('admin.shell');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <SearchX className="text-muted-foreground size-12" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('notFoundText')}</p>
      <Link href="/admin" className={buttonVariants({ theme: 'themed' })}>
        {t('backToDashboard')}
      </Link>
    </section>
  );
}
