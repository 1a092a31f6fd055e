import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { buildCsp, createNonce } from '@/lib/security/csp';
import { subdomainRedirectTarget } from '@/lib/security/subdomain-redirect';

const handleI18nRouting = createIntlMiddleware(routing);

const APP_URL = process.env.APP_URL || 'http://localhost:3000';
const DEVELOPMENT = process.env.NODE_ENV === 'development';
const HTTPS = APP_URL.startsWith('https:');

/** Paths the locale routing never touches: the API and anything with a file extension. */
function isPassThrough(pathname: string) {
  return pathname.startsWith('/api/') || pathname === '/api' || /\.[a-z0-9]+$/i.test(pathname);
}

export default function proxy(request: NextRequest) {
  // 1. app. / accounts. subdomains → bare domain, same path and query.
  const target = subdomainRedirectTarget(request.url, request.headers.get('host'), APP_URL);
  if (target) return NextResponse.redirect(target, 308);

  // 2. Per-request nonce; Next reads it from the request's CSP header and stamps its scripts.
  const nonce = createNonce();
  const csp = buildCsp(nonce, { development: DEVELOPMENT, https: HTTPS });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);

  const response = isPassThrough(request.nextUrl.pathname)
    ? NextResponse.next({ request: { headers } })
    : handleI18nRouting(new NextRequest(request, { headers }));

  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Everything but Next's own static assets and the media files: they carry no page. A media
  // response keeps its own sandboxing CSP (app/media), which the page CSP set here would replace.
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
