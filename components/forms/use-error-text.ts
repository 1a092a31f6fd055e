'use client';

import { useTranslations } from 'next-intl';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/validation/auth';
import { translateKnown } from '@/lib/i18n/translate-known';

/** Keys whose message needs a number the schema does not carry. */
const DEFAULT_PARAMS: Record<string, Record<string, number>> = {
  'validation.password.min': { length: PASSWORD_MIN },
  'validation.password.max': { length: PASSWORD_MAX },
};

/**
 * Turns what a schema or the API says into the user's language: field codes (`EMAIL_REQUIRED`)
 * → `fieldErrors.*`, catalogue titles → `errors.*`, `validation.*` keys as they are. The UI never
 * shows text it did not translate: anything unknown becomes the generic invalid-input message.
 */
export function useErrorText() {
  const t = useTranslations();
  return (input: string | undefined, params?: Record<string, string | number>): string => {
    let key = input;
    if (!key) return t('validation.custom');
    // `errors.retry_after?seconds=30`: a key with its values (form-level errors carry no params).
    const [bare = key, query] = key.split('?');
    const inline = Object.fromEntries(new URLSearchParams(query ?? ''));
    key = bare;
    const values = { ...DEFAULT_PARAMS[key], ...inline, ...params };
    const candidates = key.includes('.') ? [key] : [`fieldErrors.${key}`, `errors.${key}`];
    for (const candidate of candidates) {
      const text = translateKnown(t, candidate, values);
      if (text) return text;
    }
    return t('validation.custom');
  };
}
