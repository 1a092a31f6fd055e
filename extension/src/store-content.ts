/// <reference types="chrome" />
// On every other page (document_idle): asks the worker whether the page belongs to a known
// store; if so shows the panel, counts the banner's impression, and on a checkout page of the
// store's cartarm rule tries its coupon codes, reporting each result.
import { isCheckoutPage, resultOf, tryCoupons } from './checkout';
import { panelLanguage } from './messages';
import { mountPanel } from './panel';
import { ask } from './protocol';

async function main() {
  const { shop, shopper, banner } = await ask({ kind: 'lookup', url: window.location.href });
  if (!shop) return;
  const language = panelLanguage({
    shopperLocale: shopper?.locale,
    pageLang: document.documentElement.lang,
    browserLang: navigator.language,
  });
  const panel = mountPanel(language, shop, shopper, banner);
  if (banner) {
    ask({ kind: 'countImpression', adId: banner.id }).catch((error: unknown) =>
      console.warn('Safqa: the impression was not counted', error),
    );
  }

  const rule = shop.cartarm;
  if (!rule || !isCheckoutPage(rule, window.location.href)) return;
  const outcome = await tryCoupons(rule, shop.coupons, {
    onTry: (code, index, count) => panel.setStatus('trying', { code, index, count }),
    // One report per try; a report that fails (offline, rate-limited) does not stop the loop.
    onResult: (attempt) =>
      ask({ kind: 'reportResult', couponId: attempt.coupon.id, result: resultOf(attempt) }).then(
        () => undefined,
        (error: unknown) => console.warn('Safqa: the result was not reported', error),
      ),
  });
  if (!outcome) return panel.setStatus('noCheckoutField');
  const { best } = outcome;
  if (!best) return panel.setStatus('noneWorked');
  const saved =
    best.before && best.after && best.after.currency
      ? (Number(best.before.amount) - Number(best.after.amount)).toFixed(2)
      : null;
  panel.setStatus(saved ? 'saved' : 'applied', {
    code: best.coupon.code,
    amount: saved ?? '',
    currency: best.after?.currency ?? '',
  });
}

main().catch((error: unknown) => console.warn('Safqa: the panel could not be shown', error));
