import { getTranslator } from '@/lib/i18n/translator';
import { SMALL_PAGE_CSP, escapeHtml, smallPageHtml } from '@/lib/site/small-page';
import { isShortLinkSlug } from '@/lib/short-links/validation';
import { utcDay } from '@/lib/validation/insights';
import type { RateLimits } from '../../auth/rate-limits';
import { clientAddress, edgeCountry, type TrustedProxies } from '../../client-address';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import {
  clickPlatform,
  findShortLink,
  isExpired,
  recordShortLinkClick,
  referrerHost,
  targetFor,
  type ShortLinkClick,
} from './short-links';

/** What the redirect needs: the process's (process-redirect.ts, through app/l/[slug]/route.ts), or a test's own. */
export interface RedirectDeps {
  getDb(): Promise<Db>;
  logger: Logger;
  /** The clock of expiry and of the click's day. */
  now(): Date;
  /** Runs `task` once the response is on its way (Next's `after()`); never awaited here. */
  defer(task: () => Promise<void>): void;
  /** The site's home, linked from the error pages. */
  homeUrl: string;
  /** The process's rate limits: a click counts once per link, client address and day. */
  limits: Pick<RateLimits, 'once'>;
  /** Who may name the client's address and country (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
}

/** Every answer: never cached (a link's target or expiry may change), no referrer passed on. */
const COMMON_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
};

/** The message group of each error page. */
const PAGES = { 404: 'notFound', 410: 'expired' } as const;

/**
 * A small page in both languages (Arabic first, right to left; the words are the `shortLink`
 * messages), no script, no external file.
 */
async function errorPage(status: 404 | 410, homeUrl: string): Promise<Response> {
  const page = PAGES[status];
  const [ar, en] = await Promise.all([
    getTranslator('ar', `shortLink.${page}`),
    getTranslator('en', `shortLink.${page}`),
  ]);
  const home = escapeHtml(homeUrl);
  const section = (t: typeof ar, attrs: string) =>
    `<section${attrs}><h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('text'))}</p><p><a href="${home}">${escapeHtml(t('home'))}</a></p></section>`;
  const html = smallPageHtml({
    locale: 'ar',
    title: `${ar('title')} · ${en('title')}`,
    body: `${section(ar, '')}\n${section(en, ' lang="en" dir="ltr"')}`,
  });
  return new Response(html, {
    status,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': SMALL_PAGE_CSP,
    },
  });
}

/**
 * The click as counted: UTC day, the trusted edge's country ('' when unknown or sent by anyone
 * else), platform and referring host.
 */
function clickOf(
  request: Request,
  linkId: string,
  at: Date,
  trust: TrustedProxies,
): ShortLinkClick {
  const headers = request.headers;
  return {
    linkId,
    at,
    country: edgeCountry(headers, trust) ?? '',
    platform: clickPlatform(headers.get('user-agent')),
    referrerHost: referrerHost(headers.get('referer')),
  };
}

/**
 * Counts the click unless this client address already clicked the link this UTC day (of the
 * injected clock): reloading a short link cannot push its figures up, whatever the headers say.
 */
async function countClick(request: Request, click: ShortLinkClick, db: Db, deps: RedirectDeps) {
  const address = clientAddress(request.headers, deps.trustedProxies);
  const key = `${click.linkId}:${address}:${utcDay(click.at)}`;
  if (await deps.limits.once('linkClickOnce', key)) await recordShortLinkClick(db, click);
}

/**
 * GET / HEAD `/l/{slug}` (and `/{slug}` on the link domain): 302 to the link's target for the
 * visitor's platform, 404 for an unknown or deleted slug, 410 once expired. A GET's click is
 * counted after the answer (`defer`), so counting never slows or fails the redirect; once per
 * link, client address and day.
 */
export async function shortLinkResponse(
  request: Request,
  rawSlug: string,
  deps: RedirectDeps,
): Promise<Response> {
  const slug = rawSlug.toLowerCase();
  if (!isShortLinkSlug(slug)) return errorPage(404, deps.homeUrl);
  const now = deps.now();
  const db = await deps.getDb();
  const link = await findShortLink(db, slug, now.getTime());
  if (!link) return errorPage(404, deps.homeUrl);
  if (isExpired(link, now)) return errorPage(410, deps.homeUrl);

  if (request.method === 'GET') {
    const click = clickOf(request, link.id, now, deps.trustedProxies);
    deps.defer(() =>
      countClick(request, click, db, deps).catch((error: unknown) => {
        deps.logger.error('short link click not counted', {
          linkId: link.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }),
    );
  }
  return new Response(null, {
    status: 302,
    headers: { ...COMMON_HEADERS, Location: targetFor(link, request.headers.get('user-agent')) },
  });
}
