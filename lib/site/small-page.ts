// The site's small standalone pages — a short link that is gone, an address that cannot be read,
// the price-alert unsubscribe — answered without the app: one HTML document, no script, no
// external file, so they work before (or without) any route, font or bundle.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place inside HTML (element content or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a}' +
  'h1{font-size:1.5rem}a{color:#047857}' +
  'section+section{margin-top:2rem;border-top:1px solid #e2e8f0;padding-top:1rem}';

/** What such a page allows: its own inline style, nothing loaded, never framed. */
export const SMALL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The document around `body` (HTML already escaped): `lang`/`dir` of its first language,
 * `title` plain text, `style` added to the shared one.
 */
export function smallPageHtml(page: {
  locale: 'ar' | 'en';
  title: string;
  body: string;
  style?: string;
}): string {
  const dir = page.locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${page.locale}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}${page.style ?? ''}</style>
</head><body>
${page.body}
</body></html>`;
}
