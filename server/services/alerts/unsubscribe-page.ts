import { absoluteUrl } from '@/lib/site/urls';
import { escapeHtml, smallPageHtml } from '@/lib/site/small-page';

/**
 * The small pages of the unsubscribe link, in both languages (Arabic first, right to left), with
 * no script and no external file. Opening the link only asks: mail scanners open links too, so
 * the alerts stop on the button's POST (the same one-click POST mail clients send).
 */
export type UnsubscribePage =
  | { kind: 'confirm'; titles: { ar: string; en: string } | null; action: string }
  | { kind: 'done'; appUrl: string }
  | { kind: 'invalid'; appUrl: string };

const TEXTS = {
  ar: {
    confirm: [
      'إيقاف تنبيهات الأسعار؟',
      'لن تصلك رسائل تنبيه عن هذا المنتج بعد الآن.',
      'إيقاف التنبيهات',
    ],
    done: [
      'أُوقفت تنبيهات الأسعار',
      'لن تصلك رسائل تنبيه عن هذا المنتج. يبقى المنتج في قائمة متابعتك، ويمكنك إعادة التنبيهات من حسابك.',
      'المنتجات التي أتابعها',
    ],
    invalid: [
      'الرابط غير صالح',
      'رابط إيقاف التنبيهات هذا غير صحيح. افتح آخر رسالة تنبيه وجرّب رابطها، أو غيّر التنبيهات من حسابك.',
      'إلى صفقة',
    ],
  },
  en: {
    confirm: [
      'Stop price alerts?',
      'You will no longer get alert emails about this product.',
      'Stop alerts',
    ],
    done: [
      'Price alerts stopped',
      'You will no longer get alert emails about this product. It stays in your tracked products, and you can turn alerts back on in your account.',
      'My tracked products',
    ],
    invalid: [
      'This link is not valid',
      'This unsubscribe link is not right. Try the link in your latest alert email, or change your alerts in your account.',
      'Go to Safqa',
    ],
  },
} as const;

function section(locale: 'ar' | 'en', page: UnsubscribePage): string {
  const [heading, text, action] = TEXTS[locale][page.kind];
  const attrs = locale === 'ar' ? '' : ' lang="en" dir="ltr"';
  const title =
    page.kind === 'confirm' && page.titles
      ? page.titles[locale] || page.titles.ar || page.titles.en
      : '';
  const product = title ? `<p><strong>${escapeHtml(title)}</strong></p>` : '';
  const next =
    page.kind === 'confirm'
      ? `<form method="post" action="${escapeHtml(page.action)}"><button type="submit">${action}</button></form>`
      : `<p><a href="${escapeHtml(
          page.kind === 'done'
            ? absoluteUrl(page.appUrl, locale, '/dashboard') + '#tracking'
            : absoluteUrl(page.appUrl, locale, '/'),
        )}">${action}</a></p>`;
  return `<section${attrs}><h1>${heading}</h1>${product}<p>${text}</p>${next}</section>`;
}

/** The page as a response: 200, or 400 for a bad token; never cached or indexed. */
export function unsubscribePageResponse(page: UnsubscribePage): Response {
  const html = smallPageHtml({
    locale: 'ar',
    title: `${TEXTS.ar[page.kind][0]} · ${TEXTS.en[page.kind][0]}`,
    body: `${section('ar', page)}\n${section('en', page)}`,
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
