'use client';

import { LinkIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/link';

/** An expired or unknown reset link: 'Invalid password reset link' with the way back to /forgot-password. */
export function InvalidResetLink({
  expired = false,
  withTitle = true,
}: {
  expired?: boolean;
  withTitle?: boolean;
}) {
  const t = useTranslations('reset');
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <LinkIcon className="size-12 text-red-700" aria-hidden />
      {withTitle ? <h2 className="text-lg font-bold">{t('invalidTitle')}</h2> : null}
      <p className="text-sm text-slate-700">{expired ? t('expiredBody') : t('invalidBody')}</p>
      <Link href="/forgot-password" className={buttonVariants({ size: 'lg' })}>
        {t('requestNew')}
      </Link>
    </div>
  );
}
