import type { TranslationValues } from 'next-intl';

/** Any next-intl translator (`useTranslations`, `getTranslations`), whatever its namespace. */
interface Translator {
  (key: never, values?: never): string;
  has(key: never): boolean;
}

/** The same translator with its keys widened to any string. */
interface LooseTranslator {
  (key: string, values?: TranslationValues): string;
  has(key: string): boolean;
}

/**
 * The text of a message key only known at run time — a key the API sent in `details`, an error
 * title, a field name from the activity log — or undefined when the catalogue lacks it.
 * Message keys written in the code are checked by the compiler (lib/i18n/app-config.d.ts); this
 * is the one place a run-time string is let through, and only after `has` found it.
 */
export function translateKnown(
  t: Translator,
  key: string,
  values?: TranslationValues,
): string | undefined {
  const loose = t as unknown as LooseTranslator;
  return loose.has(key) ? loose(key, values) : undefined;
}
