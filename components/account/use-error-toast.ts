'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { ClientError } from '@/lib/api/client-error';

/** A failed action as an error toast, `errors.<TITLE>` (else INVALID_CREDENTIALS). */
export function useErrorToast() {
  const t = useTranslations('errors');
  return useCallback(
    (error: Pick<ClientError, 'title'> | null | undefined) => {
      const title = error?.title;
      toast.error(title && t.has(title) ? t(title) : t('INVALID_CREDENTIALS'));
    },
    [t],
  );
}
