import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/i18n/link';

// Unknown routes: logo, message, button home — in the page's language.
export default async function NotFound() {
  const t = await getTranslations('notFound');
  const tc = await getTranslations('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <Logo name={tc('appName')} withName={false} className="scale-150" />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-slate-600">{t('message')}</p>
      <Link href="/" prefetch={false} className={buttonVariants({ size: 'lg' })}>
        {t('home')}
      </Link>
    </section>
  );
}
