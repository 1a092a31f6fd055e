// Registers our locales and message catalogue with next-intl, so `t('home.hero.title')`,
// `useTranslations('signin')` and a `locale` argument are checked by `npm run typecheck`:
// a key that is not in messages/en.json (ar.json has the same keys, tests/unit checks it) fails.
import type { routing } from './routing';
import type messages from '../../messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
