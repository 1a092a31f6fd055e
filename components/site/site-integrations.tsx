'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { configureAnalytics, trackPageview } from '@/lib/analytics';
import { hasSignedInMark } from '@/lib/auth/signed-in-cookie';
import type { PublicUser } from '@/lib/auth/user-state';
import { configureChat, loadChat, type ChatUser } from '@/lib/site/chat';

/** The signed-in shopper as the chat is told: name and email from the profile, nothing else. */
async function chatUser(): Promise<ChatUser | null> {
  if (!hasSignedInMark(document.cookie)) return null;
  // Only once the chat has loaded: the BFF client stays out of every public page's first load.
  const { sessionApi } = await import('@/lib/api/session-client');
  const { user } = await sessionApi.get<{ user: PublicUser }>('profile');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { id: user.id, name, email: user.email };
}

/** Calls `fn` once the page has loaded and then gone idle (a timer where idle callbacks are missing). */
function afterLoadAndIdle(fn: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(fn)
        : window.setTimeout(fn, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The page's third parties, configured on the server at run time (lib/site/integrations.mjs) and
 * each off when unset: a page view on every route (client-side navigations included), and the
 * live chat, loaded once the page is idle (or by "Chat with us", components/site/chat-button.tsx)
 * in the page's language and direction.
 */
export function SiteIntegrations({
  analytics,
  chat,
  locale,
  rtl,
}: {
  analytics: { endpoint: string; domain: string } | null;
  chat: { baseUrl: string; websiteToken: string } | null;
  locale: string;
  rtl: boolean;
}) {
  const pathname = usePathname();
  const endpoint = analytics?.endpoint;
  const domain = analytics?.domain;

  useEffect(() => {
    configureAnalytics(endpoint && domain ? { endpoint, domain } : null);
  }, [endpoint, domain]);

  useEffect(() => {
    if (endpoint) trackPageview();
  }, [pathname, endpoint]);

  const baseUrl = chat?.baseUrl;
  const websiteToken = chat?.websiteToken;
  useEffect(() => {
    if (!baseUrl || !websiteToken) {
      configureChat(null);
      return;
    }
    configureChat({ baseUrl, websiteToken, locale, rtl }, chatUser);
    return afterLoadAndIdle(() => void loadChat());
  }, [baseUrl, websiteToken, locale, rtl]);

  return null;
}
