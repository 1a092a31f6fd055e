import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import {
  ADMIN_COOKIE_MAX_AGE,
  ADMIN_LANG_COOKIE,
  adminLocaleOf,
  isAdminPath,
  localizedAdminRedirect,
} from '@/lib/admin/locale';
import { ADMIN_PATH_HEADER, adminReturnPath } from '@/lib/admin/guard';
import { routing } from '@/lib/i18n/routing';
import { buildCsp, createNonce, deploymentNonce } from '@/lib/security/csp';
import { edgeResponse } from '@/lib/security/edge-answers';
import { methodRefusal } from '@/lib/security/methods';
import { NOINDEX_HEADER, strictTransportSecurity } from '@/lib/security/security-headers.mjs';
import { appUrlOf, deploymentIdOf, hostCachesPages, isPreview } from '@/lib/site/deployment.mjs';
import { integrationSources } from '@/lib/site/integrations.mjs';
import { isPassThrough, publicPageServing, splitLocale } from '@/lib/site/cached-pages';
import { moveForwardedFor } from '@/lib/security/forwarded-for';
import {
  SUBDOMAIN_PATH_HEADER,
  SUBDOMAIN_REDIRECT_ROUTE,
  subdomainRedirectTarget,
} from '@/lib/security/subdomain-redirect';
import { isUnreadable, unreadableResponse } from '@/lib/security/unreadable';
import { linkDomainHost, linkDomainSlug } from '@/lib/short-links';

const handleI18nRouting = createIntlMiddleware(routing);

const APP_URL = appUrlOf(process.env);
/** A deploy preview: every answer says noindex (the API and files too, since they pass here). */
const PREVIEW = isPreview(process.env);
const DEVELOPMENT = process.env.NODE_ENV === 'development';
const HTTPS = APP_URL.startsWith('https:');
/** The live chat's and the analytics collector's origins, when configured (run time). */
const INTEGRATIONS = integrationSources(process.env);
/**
 * On a host that caches pages itself (Vercel), the policy of its cached pages: the deployment's
 * nonce, sent with every answer and stamped by Next on the scripts of every render.
 */
const HOST_CACHED_PAGE_CSP = hostCachesPages(process.env)
  ? buildCsp(deploymentNonce(deploymentIdOf(process.env)), {
      development: false,
      https: HTTPS,
      integrations: INTEGRATIONS,
    })
  : null;
/** The link domain whose bare `/{slug}` paths are short links (null: none, or the site's host). */
const LINK_HOST = linkDomainHost(
  process.env.LINK_DOMAIN,
  process.env.NEXT_PUBLIC_LINK_DOMAIN,
  APP_URL,
);

/** next-intl's request header: server components' `getTranslations` read the locale from it. */
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/** HSTS on a site served over https (never on http). */
const HSTS = strictTransportSecurity(APP_URL);

/**
 * Marks every answer that passed through here. Only this proxy sets it, so a test can count what
 * it ran for (tests/e2e/proxy-runs.spec.ts): a page's document, never its files.
 */
const PROXY_MARK_HEADER = 'X-Safqa-Proxy';

export default function proxy(request: NextRequest) {
  const response = route(request);
  response.headers.set(PROXY_MARK_HEADER, '1');
  if (HSTS) response.headers.set('Strict-Transport-Security', HSTS);
  if (PREVIEW) response.headers.set(NOINDEX_HEADER.key, NOINDEX_HEADER.value);
  return response;
}

function route(request: NextRequest): Response {
  // Before anything reads the path: Next's router itself cannot decode these.
  if (isUnreadable(request.nextUrl)) return unreadableResponse(request.nextUrl);
  // A method the address does not take: 405 for a page, the API's envelope under /api/.
  const refusal = methodRefusal(request.method, request.nextUrl.pathname);
  if (refusal) return edgeResponse(refusal);
  // An `X-Forwarded-For` sent in moves aside, so that Next writes the socket's address in its
  // place: the client's address is decided from both (lib/security/forwarded-for.ts).
  const forwarded = moveForwardedFor(request.headers);
  // Short links only pass through here for the checks above: a redirect needs no nonce.
  if (request.nextUrl.pathname.startsWith('/l/')) {
    return forwarded ? NextResponse.next({ request: { headers: forwarded } }) : NextResponse.next();
  }

  // 0. `/{slug}` on the link domain is the short link `/l/{slug}` (which skips this proxy).
  const slug = linkDomainSlug(request.headers.get('host'), request.nextUrl.pathname, LINK_HOST);
  if (slug) {
    const url = request.nextUrl.clone();
    url.pathname = `/l/${slug}`;
    const response = forwarded
      ? NextResponse.rewrite(url, { request: { headers: forwarded } })
      : NextResponse.rewrite(url);
    // next.config.mjs's site-wide policy would otherwise apply to the bare path.
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  }

  // 1. app. / accounts. subdomains → bare domain, same path and query.
  // Answered by a route handler, whose absolute Location Next leaves alone (see the route).
  if (subdomainRedirectTarget(request.url, request.headers.get('host'), APP_URL)) {
    const headers = new Headers(request.headers);
    headers.set(SUBDOMAIN_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
    const url = request.nextUrl.clone();
    url.pathname = SUBDOMAIN_REDIRECT_ROUTE;
    url.search = '';
    return NextResponse.rewrite(url, { request: { headers } });
  }

  // The back-office is not under a locale: `/en/admin…` moves to `/admin…` in English.
  const localizedAdmin = localizedAdminRedirect(request.nextUrl.pathname);
  if (localizedAdmin) {
    const url = request.nextUrl.clone();
    url.pathname = localizedAdmin.path;
    const response = NextResponse.redirect(url, 307);
    response.cookies.set(ADMIN_LANG_COOKIE, localizedAdmin.locale, {
      path: '/',
      maxAge: ADMIN_COOKIE_MAX_AGE,
      sameSite: 'lax',
    });
    return response;
  }

  // 2. Public pages served from the shared cache: the same document for everyone, its CSP (with
  // the hashes of its own scripts) stored with it. Never a nonce here — a CSP header sent in
  // would otherwise give Next a nonce to stamp into the shared copy. In development every page
  // renders per request, under the nonce policy below.
  const pathname = request.nextUrl.pathname;
  const serving = publicPageServing(pathname, request.nextUrl.searchParams, (name) =>
    request.headers.get(name),
  );
  if (!DEVELOPMENT && serving?.kind === 'cached' && HOST_CACHED_PAGE_CSP) {
    // The host stores the answer as the function sent it, never through the app's cache handler,
    // so no policy with the hashes of the document's scripts can be attached to it: the
    // deployment's nonce instead, the same for every visitor (lib/security/csp.ts).
    const headers = forwarded ?? new Headers(request.headers);
    headers.delete('x-nonce');
    headers.set('content-security-policy', HOST_CACHED_PAGE_CSP);
    const response = rewriteTo(request, serving.route, headers);
    response.headers.set('Content-Security-Policy', HOST_CACHED_PAGE_CSP);
    return response;
  }
  if (!DEVELOPMENT && serving?.kind === 'cached') {
    // The hot path of a crawl: the request goes on untouched (the route's `[locale]` names the
    // language) unless it carries headers that must not reach the render.
    if (
      !forwarded &&
      !request.headers.has('content-security-policy') &&
      !request.headers.has('x-nonce')
    ) {
      return rewriteTo(request, serving.route);
    }
    const headers = forwarded ?? new Headers(request.headers);
    headers.delete('content-security-policy');
    headers.delete('x-nonce');
    return rewriteTo(request, serving.route, headers);
  }

  // 3. Everything else renders per request with a fresh nonce; Next reads it from the request's
  // CSP header and stamps its scripts.
  const nonce = createNonce();
  const csp = buildCsp(nonce, {
    development: DEVELOPMENT,
    https: HTTPS,
    integrations: INTEGRATIONS,
  });
  const headers = forwarded ?? new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);

  let response: NextResponse;
  if (isAdminPath(request.nextUrl.pathname)) {
    // The admin's language comes from its cookie, never from the path or a header sent in.
    headers.set(INTL_LOCALE_HEADER, adminLocaleOf(request.cookies.get(ADMIN_LANG_COOKIE)?.value));
    // Server components do not see the URL: the guard's sign-in return address comes from here.
    headers.set(
      ADMIN_PATH_HEADER,
      adminReturnPath(request.nextUrl.pathname, request.nextUrl.search),
    );
    response = NextResponse.next({ request: { headers } });
  } else if (isPassThrough(request.nextUrl.pathname)) {
    response = NextResponse.next({ request: { headers } });
  } else if (serving?.route) {
    // A directory search (or, in development, any page with a route of its own).
    headers.set(INTL_LOCALE_HEADER, splitLocale(request.nextUrl.pathname).locale);
    response = rewriteTo(request, serving.route, headers);
  } else {
    response = handleI18nRouting(new NextRequest(request, { headers }));
  }

  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/**
 * Serves `route` (`/{locale}…`) for this address, which the visitor keeps seeing; `headers`, when
 * given, replace the request's headers for the render.
 */
function rewriteTo(request: NextRequest, route: string, headers?: Headers) {
  // The address as text: cloning `nextUrl` would parse it once more (a cached page's hot path).
  const { origin, search } = request.nextUrl;
  const url = `${origin}${route}${search}`;
  return headers ? NextResponse.rewrite(url, { request: { headers } }) : NextResponse.rewrite(url);
}

export const config = {
  // Pages, the API, short links and every address no file answers; never a file that is the same
  // for everyone: Next's build output (scripts, CSS, fonts), its image optimizer, the media
  // storage's files and the files of public/ (each named: another address with an extension, a
  // 404 among them, still gets its CSP here). Their headers come from next.config.mjs and, on a
  // Node server, from the request guard, which also answers their unreadable addresses and
  // methods (server/guard-requests.ts). tests/unit/proxy-matcher.test.ts lists what matches.
  // Next reads this literal when it builds: no variable can stand in it.
  matcher: [
    '/((?!_next/static/|_next/image|media/|(?:favicon\\.svg|icons\\.svg|icon-48\\.png|apple-touch-icon\\.png|logo-512\\.png)$).*)',
  ],
};
