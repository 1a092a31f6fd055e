import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { SHELL_NAMESPACES } from '@/lib/i18n/client-messages';

/** What a page's PageMessages hands its client components: the shell's namespaces plus these. */
export function pageMessages(locale: 'ar' | 'en', namespaces: readonly string[]) {
  const all: Record<string, unknown> = locale === 'ar' ? ar : en;
  return Object.fromEntries([...SHELL_NAMESPACES, ...namespaces].map((ns) => [ns, all[ns]]));
}
