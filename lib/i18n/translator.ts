import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { Locale } from './routing';

/** A namespace of the catalogue (`mail`, `mail.priceAlert`, `shortLink`). */
type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The translator of one namespace in `locale`, for text the server renders outside React: mails,
 * the small standalone pages. Keys and ICU arguments are checked like `useTranslations`' (the
 * catalogue's type is registered in ./app-config.d.ts). The catalogue is loaded on first use, so
 * a route that never renders text (a short link's redirect) never parses it.
 */
export async function getTranslator<const Namespace extends MessageNamespace>(
  locale: Locale,
  namespace: Namespace,
) {
  const messages = (await import(`../../messages/${locale}.json`)).default as Messages;
  return createTranslator({ locale, messages, namespace });
}
