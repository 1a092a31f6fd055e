'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

// A failure inside an admin page: the frame stays, the page offers to try again.
export default function AdminError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('admin.shell');
  const tc = useTranslations('admin.common');
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <TriangleAlert className="text-destructive size-12" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p className="text-muted-foreground">{t('errorText')}</p>
      {error.digest ? (
        <p className="text-muted-foreground text-xs" dir="ltr">
          {t('errorReference', { digest: error.digest })}
        </p>
      ) : null}
      <Button onClick={() => reset()}>{tc('retry')}</Button>
    </section>
  );
}
