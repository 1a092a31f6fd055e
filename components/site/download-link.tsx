'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { track } from '@/lib/analytics';
import { chooseDownloadTarget, DOWNLOAD_LINKS, type DownloadTarget } from '@/lib/downloads';

/**
 * Which download a link offers: the visitor's best one (`device`), the browser extension
 * (Firefox's for Firefox, else Chrome's), the mobile app (iOS for Apple devices, else Android),
 * or one named target.
 */
export type DownloadPick = 'device' | 'extension' | 'app' | DownloadTarget;

/**
 * Before the browser is known (the cached page, or no JavaScript): `/auto-dl` chooses by the
 * User-Agent on the server; the extension and the app default to Chrome's and Android's.
 */
const SERVER_HREF: Record<DownloadPick, string> = {
  ...DOWNLOAD_LINKS,
  device: '/auto-dl',
  extension: DOWNLOAD_LINKS.chrome,
  app: DOWNLOAD_LINKS.android,
};

function hrefFor(pick: DownloadPick, userAgent: string) {
  if (pick in DOWNLOAD_LINKS) return DOWNLOAD_LINKS[pick as DownloadTarget];
  if (pick === 'device') return DOWNLOAD_LINKS[chooseDownloadTarget(userAgent)];
  if (pick === 'extension') {
    return DOWNLOAD_LINKS[chooseDownloadTarget(userAgent) === 'firefox' ? 'firefox' : 'chrome'];
  }
  return DOWNLOAD_LINKS[/iphone|ipad|macintosh/i.test(userAgent) ? 'ios' : 'android'];
}

const never = () => () => {};

/**
 * A download link that opens in a new tab and reports `home_{location}_download` (action
 * `download`; a named target goes along as the `target` prop). Public pages are cached for every visitor alike, so the link is
 * chosen for this browser once it runs here. Everything else (classes, children) is the caller's.
 */
export function DownloadLink({
  location,
  pick = 'device',
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel' | 'href'> & {
  location: string;
  pick?: DownloadPick;
}) {
  const href = useSyncExternalStore(
    never,
    () => hrefFor(pick, navigator.userAgent),
    () => SERVER_HREF[pick],
  );
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener"
      onClick={() =>
        track({
          name: `home_${location}_download`,
          action: 'download',
          ...(pick in DOWNLOAD_LINKS && { params: { target: pick } }),
        })
      }
    />
  );
}
