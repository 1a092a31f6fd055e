// The panel on a store's page: the shop's coupons, who is signed in, the checkout loop's
// progress and the extension's banner. It lives in a shadow root, so the page's CSS cannot
// reach it (and its own cannot leak out), and it is built with DOM calls and `textContent`
// only: no text from the API or the page is ever parsed as HTML.
import { SITE_ORIGIN } from './config';
import { message, type Language, type MessageKey } from './messages';
import type { BannerAd, Shopper, ShopLookup } from './protocol';

const STYLE = `
:host { all: initial; }
.panel {
  position: fixed; inset-block-start: 16px; inset-inline-end: 16px; z-index: 2147483647;
  inline-size: 300px; max-block-size: 80vh; overflow: auto; box-sizing: border-box;
  padding: 12px 14px; border-radius: 12px; background: #fff; color: #0f172a;
  box-shadow: 0 8px 28px rgb(15 23 42 / 0.25);
  font: 14px/1.45 system-ui, 'Segoe UI', Tahoma, sans-serif; text-align: start;
}
h2 { margin: 0 0 6px; font-size: 15px; }
ul { margin: 8px 0; padding: 0; list-style: none; }
li { display: flex; justify-content: space-between; gap: 8px; padding: 4px 0;
  border-block-end: 1px solid #e2e8f0; }
code { font-weight: 700; unicode-bidi: isolate; direction: ltr; }
p { margin: 6px 0; }
.status { font-weight: 600; color: #166534; }
.shopper, .ad small { color: #475569; font-size: 12px; }
a { color: #0e7490; }
button.close { float: inline-end; border: 0; background: none; font-size: 18px; cursor: pointer; }
`;

export interface PanelView {
  /** Shows the checkout loop's progress or outcome (`role="status"`, read out as it changes). */
  setStatus(key: MessageKey, values?: Record<string, string | number>): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The site's hand-off page in `language`: signs in there, then hands the sign-in over. */
const signInUrl = (language: Language) =>
  `${SITE_ORIGIN}${language === 'en' ? '/en' : ''}/mobile-app-loading?client=extension`;

/** Mounts the panel for `lookup` on this page and answers a handle to update its status. */
export function mountPanel(
  language: Language,
  lookup: ShopLookup,
  shopper: Shopper | null,
  banner: BannerAd | null,
): PanelView {
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    message(language, key, values);
  const host = element('div', { 'data-safqa-extension': '' });
  // Open, so the extension's own tests can look inside; the page's CSS still cannot.
  const root = host.attachShadow({ mode: 'open' });
  root.append(element('style', {}, STYLE));

  const panel = element('section', {
    class: 'panel',
    dir: language === 'ar' ? 'rtl' : 'ltr',
    lang: language,
    'aria-label': t('panelLabel'),
    'data-safqa-panel': '',
  });
  const close = element(
    'button',
    { class: 'close', type: 'button', 'aria-label': t('close') },
    '×',
  );
  close.addEventListener('click', () => host.remove());
  panel.append(close, element('h2', {}, t('couponsFor', { shop: lookup.shop.name[language] })));

  if (shopper) {
    panel.append(element('p', { class: 'shopper' }, t('signedInAs', { name: shopper.name })));
  } else {
    const link = element('a', { href: signInUrl(language), target: '_blank', rel: 'noopener' });
    link.textContent = t('signIn');
    panel.append(element('p', { class: 'shopper' }), link);
  }

  if (lookup.coupons.length === 0) {
    panel.append(element('p', {}, t('noCoupons')));
  } else {
    const list = element('ul');
    for (const coupon of lookup.coupons) {
      const item = element('li');
      item.append(
        element('span', {}, coupon.title[language]),
        coupon.code ? element('code', {}, coupon.code) : element('span', {}, t('noCode')),
      );
      list.append(item);
    }
    panel.append(list);
  }

  const status = element('p', { class: 'status', role: 'status' });
  panel.append(status);

  if (banner) {
    const ad = element('p', { class: 'ad' });
    const link = element('a', {
      href: banner.targetUrl,
      target: '_blank',
      rel: 'noopener sponsored',
    });
    link.textContent = banner.title[language];
    ad.append(element('small', {}, `${t('sponsored')} · `), link);
    panel.append(ad);
  }

  root.append(panel);
  document.documentElement.append(host);
  return {
    setStatus: (key, values) => {
      status.textContent = t(key, values);
    },
  };
}
