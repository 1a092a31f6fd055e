// Every string the panel shows, in both of the product's languages. The panel is in Arabic
// (right to left) or English: the signed-in shopper's language, else the page's, else the
// browser's (`panelLanguage`).

export type Language = 'ar' | 'en';

const en = {
  panelLabel: 'Safqa coupons',
  close: 'Close',
  couponsFor: 'Coupons for {shop}',
  noCoupons: 'No coupons for this store right now.',
  noCode: 'No code needed',
  signedInAs: 'Signed in as {name}',
  signIn: 'Sign in to Safqa',
  trying: 'Trying {code} ({index} of {count})…',
  applied: 'Applied {code}',
  saved: 'Applied {code}: you save {amount} {currency}',
  noneWorked: 'None of the codes worked on this order.',
  noCheckoutField: 'The coupon field was not found on this page.',
  sponsored: 'Sponsored',
};

type Messages = typeof en;

const ar: Messages = {
  panelLabel: 'كوبونات صفقة',
  close: 'إغلاق',
  couponsFor: 'كوبونات {shop}',
  noCoupons: 'لا كوبونات لهذا المتجر الآن.',
  noCode: 'بلا كود',
  signedInAs: 'مسجّل الدخول باسم {name}',
  signIn: 'سجّل الدخول إلى صفقة',
  trying: 'نجرّب {code} ({index} من {count})…',
  applied: 'طُبّق {code}',
  saved: 'طُبّق {code}: توفّر {amount} {currency}',
  noneWorked: 'لم ينجح أي كود في هذا الطلب.',
  noCheckoutField: 'لم نجد خانة الكوبون في هذه الصفحة.',
  sponsored: 'إعلان',
};

const MESSAGES: Record<Language, Messages> = { ar, en };

export type MessageKey = keyof Messages;

/** The message `key` in `language`, its `{name}` placeholders filled from `values`. */
export function message(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

/** `ar` or `en` for a language tag (`ar-SA`, `en`, `EN-gb`); null for any other. */
function languageOf(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'ar' || primary === 'en' ? primary : null;
}

/**
 * The panel's language: the signed-in shopper's profile language first (their choice on the
 * site), then the page's `<html lang>`, then the browser's; English when none is ar or en.
 */
export function panelLanguage(sources: {
  shopperLocale?: string | null;
  pageLang?: string | null;
  browserLang?: string | null;
}): Language {
  return (
    languageOf(sources.shopperLocale) ??
    languageOf(sources.pageLang) ??
    languageOf(sources.browserLang) ??
    'en'
  );
}
