'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { configureAnalytics, trackPageview } from '@/lib/analytics';
import { hasSignedInMark } from '@/lib/auth/signed-in-cookie';
import type { PublicUser } from '@/lib/auth/user-state';
import { CHAT_QUIET_MS, configureChat, loadChat, type ChatUser } from '@/lib/site/chat';

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

/** The visitor's first interaction: from then on the chat loads and the first page view goes. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * Calls `fn` once: at the visitor's first interaction with the page, or once the page has
 * loaded, gone idle and then stayed open `CHAT_QUIET_MS` more (the chat's quiet period, the first
 * page view's too), whichever comes first.
 */
function atFirstInteractionOrQuiet(fn: () => void): () => void {
  let timer: number | undefined;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, options);
    cancelIdle();
    window.clearTimeout(timer);
  };
  function run() {
    stop();
    fn();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, run, options);
  const cancelIdle = afterLoadAndIdle(() => {
    timer = window.setTimeout(run, CHAT_QUIET_MS);
  });
  return stop;
}

/**
 * The first page view of a document is sent at the visitor's first interaction, once the page has
 * stayed quiet a while, or as the visitor leaves, whichever comes first: like the chat, its
 * request (to another origin) stays out of the page's loading. Returns the cancel function.
 */
function firstPageview(): () => void {
  const send = () => {
    cancel();
    trackPageview();
  };
  const cancelWait = atFirstInteractionOrQuiet(send);
  window.addEventListener('pagehide', send);
  function cancel() {
    cancelWait();
    window.removeEventListener('pagehide', send);
  }
  return cancel;
}

/**
 * The page's third parties, configured on the server at run time (lib/site/integrations.mjs) and
 * each off when unset: a page view on every route (client-side navigations included), and the
 * live chat, loaded at the visitor's first interaction or once the page has stayed idle a while
 * (or by "Chat with us", components/site/chat-button.tsx), in the page's language and direction.
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

  // One page view per route: the document's first as firstPageview says, each client-side
  // navigation's at once.
  const viewed = useRef(false);
  useEffect(() => {
    if (!endpoint) return;
    if (viewed.current) {
      trackPageview();
      return;
    }
    viewed.current = true;
    return firstPageview();
  }, [pathname, endpoint]);

  const baseUrl = chat?.baseUrl;
  const websiteToken = chat?.websiteToken;
  useEffect(() => {
    if (!baseUrl || !websiteToken) {
      configureChat(null);
      return;
    }
    configureChat({ baseUrl, websiteToken, locale, rtl }, chatUser);
    return atFirstInteractionOrQuiet(() => void loadChat());
  }, [baseUrl, websiteToken, locale, rtl]);

  return null;
}
