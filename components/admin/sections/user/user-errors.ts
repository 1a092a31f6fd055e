'use client';

import { useTranslations } from 'next-intl';
import { isClientError } from '@/lib/api/client-error';
import { translateKnown } from '@/lib/i18n/translate-known';

/**
 * The message of a failed write on users or roles. The API's detail keys (translation keys)
 * come first; otherwise FORBIDDEN means the write would give more rights than the caller holds
 * and CONFLICT, unless said otherwise, that it would leave no full admin.
 */
export function useUserWriteError() {
  const t = useTranslations();
  return (error: unknown, conflict: 'lastAdmin' | 'nameTaken' = 'lastAdmin'): string => {
    if (!isClientError(error)) return t('errors.INTERNAL_SERVER_ERROR');
    for (const d of error.details) {
      const text = d.message ? translateKnown(t, d.message, d.params) : undefined;
      if (text) return text;
    }
    if (error.title === 'FORBIDDEN') return t('admin.roles.escalation');
    if (error.title === 'CONFLICT') {
      return t(conflict === 'nameTaken' ? 'admin.roles.nameTaken' : 'admin.users.lastAdmin');
    }
    return translateKnown(t, `errors.${error.title}`) ?? t('errors.INTERNAL_SERVER_ERROR');
  };
}
