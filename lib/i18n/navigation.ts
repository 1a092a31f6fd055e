import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// How a page of the site is addressed in a language — one way each, all following `routing`
// (Arabic without a prefix, English under /en):
// - an element: `Link` from lib/i18n/link (server and client components, no provider needed);
// - a string (a redirect target, a mail's link, an `href` built for `window.location`):
//   `localizedPath` in lib/site/urls.ts, which Link itself uses;
// - a navigation on the account screens: `redirect` / `useRouter` below (next-intl's, same
//   routing). Link is not re-exported here on purpose: a public page that imports this module
//   gets next-intl's client navigation, and with it the message formatter, in its JavaScript.
// Never write an `/en` prefix by hand.
export const { redirect, useRouter } = createNavigation(routing);
