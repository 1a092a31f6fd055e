import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';

export const dynamic = 'force-dynamic';

/** Account, admin and API paths stay out of search engines (in both languages). */
const PRIVATE = [
  '/api/',
  '/admin',
  '/dashboard',
  '/signin',
  '/signup',
  '/verify',
  '/profile-setup',
  '/forgot-password',
  '/reset-password/',
  '/logout',
  '/oauth/',
  '/mobile-app-loading',
  '/auto-dl',
  '/loading',
  '/test',
];

// GET /robots.txt — a preview disallows everything and names no sitemap
export default function robots(): MetadataRoute.Robots {
  const env = serverEnv();
  if (env.preview) return { rules: { userAgent: '*', disallow: '/' } };
  const appUrl = env.APP_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: PRIVATE.flatMap((p) =>
        p.startsWith('/api/') ? [p] : locales.map((locale) => localizedPath(locale, p)),
      ),
    },
    sitemap: new URL('/sitemap.xml', appUrl).toString(),
    host: appUrl,
  };
}
