import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// How a page of the site is addressed in a language — one way each, all following `routing`
// (Arabic without a prefix, English under /en):
// - an element: `Link` below (server and client components; a client component of the public
//   pages imports it from ./link, since this module's next-intl half brings the message
//   formatter into the page's JavaScript);
// - a string (a redirect target, a mail's link, an `href` built for `window.location`):
//   `localizedPath` in lib/site/urls.ts, which Link itself uses;
// - a navigation: `redirect` / `useRouter` below (next-intl's, same routing).
// Never write an `/en` prefix by hand.
export { Link } from './link';

export const { redirect, usePathname, useRouter, permanentRedirect } = createNavigation(routing);
