import { smallPageHtml } from '@/lib/site/small-page';
import { localizedPath } from '@/lib/site/urls';
import { apiErrorAnswer, EDGE_HEADERS, edgeResponse, type EdgeAnswer } from './edge-answers';
import { isApiPath } from './methods';

/**
 * An address no route can read: percent-encoding that does not decode (`/%ff`, `/en/shop/%ff/x`)
 * or a NUL anywhere in it (`/shops?q=%00`). Next's router fails on the first kind with a bare
 * 500 before any route runs, so the server's request guard (server/guard-requests.ts) answers
 * these itself, and the proxy again where no such server runs.
 */
export function isUnreadable(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  if (/%00/i.test(url.pathname)) return true;
  // A NUL in the API's query is the API's to refuse: it names the parameter.
  return !isApiPath(url.pathname) && /%00/i.test(url.search);
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
export function unreadableAnswer(pathname: string): EdgeAnswer {
  if (isApiPath(pathname)) {
    return apiErrorAnswer('BAD_REQUEST', [{ key: 'path', message: 'validation.malformed_path' }]);
  }
  const locale = /^\/en(\/|$)/.test(pathname) ? 'en' : 'ar';
  const [title, text, home] = PAGE[locale];
  const html = smallPageHtml({
    locale,
    title,
    body: `<h1>${title}</h1><p>${text}</p><p><a href="${localizedPath(locale, '/')}">${home}</a></p>`,
  });
  return {
    status: 400,
    headers: { ...EDGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
    body: html,
  };
}

/** The same, as the proxy sends it. */
export function unreadableResponse(url: URL): Response {
  return edgeResponse(unreadableAnswer(url.pathname));
}
