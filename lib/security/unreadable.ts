import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';
import { SMALL_PAGE_CSP, smallPageHtml } from '@/lib/site/small-page';
import { localizedPath } from '@/lib/site/urls';

/**
 * An address no route can read: percent-encoding that does not decode (`/%ff`, `/en/shop/%ff/x`)
 * or a NUL anywhere in it (`/shops?q=%00`). Next's router fails on the first kind with a bare
 * 500 before any route runs, so the proxy answers these itself.
 */
export function isUnreadable(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  if (/%00/i.test(url.pathname)) return true;
  // A NUL in the API's query is the API's to refuse: it names the parameter.
  return !url.pathname.startsWith('/api/') && /%00/i.test(url.search);
}

const PAGE = {
  ar: [
    'العنوان غير صالح',
    'لا يمكن قراءة هذا العنوان. تحقق منه أو ابدأ من الصفحة الرئيسية.',
    'إلى الصفحة الرئيسية',
  ],
  en: [
    'This address is not valid',
    'This address cannot be read. Check it, or start from the home page.',
    'Go to the home page',
  ],
} as const;

/**
 * The answer to an unreadable address: the API's BAD_REQUEST envelope under `/api/`, else a
 * small page in the language the path starts with (no script, nothing loaded).
 */
export function unreadableResponse(url: URL): Response {
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (url.pathname.startsWith('/api/')) {
    const { code, message } = ERROR_CATALOGUE.BAD_REQUEST;
    const body = {
      success: false,
      error: {
        code,
        title: 'BAD_REQUEST',
        message,
        details: [{ key: 'path', message: 'validation.malformed_path' }],
      },
    };
    return Response.json(body, { status: 400, headers });
  }
  const locale = /^\/en(\/|$)/.test(url.pathname) ? 'en' : 'ar';
  const [title, text, home] = PAGE[locale];
  const html = smallPageHtml({
    locale,
    title,
    body: `<h1>${title}</h1><p>${text}</p><p><a href="${localizedPath(locale, '/')}">${home}</a></p>`,
  });
  return new Response(html, {
    status: 400,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': SMALL_PAGE_CSP,
    },
  });
}
