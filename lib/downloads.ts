import { shortLinkHref } from './short-links';

/**
 * Download targets and their short links: the seeded short links `chrome`,
 * `firefox`, `android` and `ios` (admin /admin/shortner), so a store link changes without a
 * deploy. On the link domain when NEXT_PUBLIC_LINK_DOMAIN is set, else `/l/{target}` here.
 */
export const DOWNLOAD_TARGETS = ['chrome', 'firefox', 'android', 'ios'] as const;
export type DownloadTarget = (typeof DOWNLOAD_TARGETS)[number];

/**
 * Where the seeded download links point at first (the stores' pages); after that the admin owns
 * them. Placeholders until the published store listings' addresses are known.
 */
export const DOWNLOAD_STORE_URLS: Record<DownloadTarget, string> = {
  chrome: 'https://chromewebstore.google.com/detail/safqa/hgbfkjkpfjcmhfdfmcdinaoddiodjhjj',
  firefox: 'https://addons.mozilla.org/firefox/addon/safqa/',
  android: 'https://play.google.com/store/apps/details?id=app.safqa',
  ios: 'https://apps.apple.com/app/safqa/id6475018215',
};

export const DOWNLOAD_LINKS: Record<DownloadTarget, string> = {
  chrome: shortLinkHref('chrome'),
  firefox: shortLinkHref('firefox'),
  android: shortLinkHref('android'),
  ios: shortLinkHref('ios'),
};

/**
 * Which download fits a device: mobile Android → android, iOS → ios, other mobile → chrome; desktop Firefox →
 * firefox; Chrome, Chromium, Opera, Edge, Vivaldi, Yandex and anything else → chrome.
 */
export function chooseDownloadTarget(userAgent: string | null | undefined): DownloadTarget {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && /mobile/i.test(ua))) return 'ios';
  if (/mobi/i.test(ua)) return 'chrome';
  if (/firefox|fxios/i.test(ua) && !/seamonkey/i.test(ua)) return 'firefox';
  return 'chrome';
}

/** The download a visitor with this User-Agent is sent to (/auto-dl, reinstall links). */
export function downloadLinkFor(userAgent: string | null | undefined): {
  target: DownloadTarget;
  href: string;
} {
  const target = chooseDownloadTarget(userAgent);
  return { target, href: DOWNLOAD_LINKS[target] };
}
