import type { Locale } from '@/lib/i18n/routing';
import { getTranslator } from '@/lib/i18n/translator';
import { absoluteUrl } from '@/lib/site/urls';
import { escapeHtml, smallPageHtml } from '@/lib/site/small-page';

/**
 * The small pages of the unsubscribe link, in both languages (Arabic first, right to left; the
 * words are the `alertUnsubscribe` messages), with no script and no external file. Opening the
 * link only asks: mail scanners open links too, so the alerts stop on the button's POST (the same
 * one-click POST mail clients send).
 */
export type UnsubscribePage =
  | { kind: 'confirm'; titles: { ar: string; en: string } | null; action: string }
  | { kind: 'done'; appUrl: string }
  | { kind: 'invalid'; appUrl: string };

type PageTranslator = Awaited<ReturnType<typeof getTranslator<'alertUnsubscribe'>>>;

function section(locale: Locale, t: PageTranslator, page: UnsubscribePage): string {
  const words = (part: 'title' | 'text' | 'action') => escapeHtml(t(`${page.kind}.${part}`));
  const attrs = locale === 'ar' ? '' : ' lang="en" dir="ltr"';
  const title =
    page.kind === 'confirm' && page.titles
      ? page.titles[locale] || page.titles.ar || page.titles.en
      : '';
  const product = title ? `<p><strong>${escapeHtml(title)}</strong></p>` : '';
  const next =
    page.kind === 'confirm'
      ? `<form method="post" action="${escapeHtml(page.action)}"><button type="submit">${words('action')}</button></form>`
      : `<p><a href="${escapeHtml(
          page.kind === 'done'
            ? absoluteUrl(page.appUrl, locale, '/dashboard') + '#tracking'
            : absoluteUrl(page.appUrl, locale, '/'),
        )}">${words('action')}</a></p>`;
  return `<section${attrs}><h1>${words('title')}</h1>${product}<p>${words('text')}</p>${next}</section>`;
}

/** The page as a response: 200, or 400 for a bad token; never cached or indexed. */
export async function unsubscribePageResponse(page: UnsubscribePage): Promise<Response> {
  const [ar, en] = await Promise.all([
    getTranslator('ar', 'alertUnsubscribe'),
    getTranslator('en', 'alertUnsubscribe'),
  ]);
  const html = smallPageHtml({
    locale: 'ar',
    title: `${ar(`${page.kind}.title`)} · ${en(`${page.kind}.title`)}`,
    body: `${section('ar', ar, page)}\n${section('en', en, page)}`,
    style:
      'button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#047857;color:#fff;cursor:pointer}',
  });
  return new Response(html, {
    status: page.kind === 'invalid' ? 400 : 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
