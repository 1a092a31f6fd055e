'use client';

import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/link';

/**
 * The not-found page's markup (app/[locale]/not-found.tsx makes its texts). A client component:
 * the layout's not-found boundary travels in every page's RSC payload, as these few texts.
 */
export function NotFoundView({
  texts,
}: {
  texts: { appName: string; title: string; message: string; home: string };
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <Logo name={texts.appName} withName={false} className="scale-150" />
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="text-slate-600">{texts.message}</p>
      <Link href="/" prefetch={false} className={buttonVariants({ size: 'lg' })}>
        {texts.home}
      </Link>
    </section>
  );
}
