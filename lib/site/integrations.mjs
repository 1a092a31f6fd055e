// The third-party services a page may talk to — live chat (a Chatwoot-compatible website SDK) and
// page views and events (a Plausible-compatible collector) — from the server's environment at run
// time. Plain JavaScript: proxy.ts and the page cache handler (loaded by Next uncompiled) build
// the CSP from it, the locale layout hands the settings to the browser as props.
//
// Always read from an `env` argument, never `process.env.NEXT_PUBLIC_…` written out: Next inlines
// those at build time, and public pages are built once and configured where they run.
//
// Privacy (both services are off when unset, and then nothing loads and the CSP is unchanged):
// - analytics sends no cookie, nothing under Do Not Track or Global Privacy Control, no query
//   string but campaign tags, no path segment that is a token, no email address, and only the
//   whitelisted event props (lib/analytics.ts);
// - the chat widget loads after the page is idle or on "Chat with us", and is told the signed-in
//   shopper's name and email — never a token (components/site/chat-widget.tsx).

import { appUrlOf } from './deployment.mjs';

/** A set value, or undefined for unset and blank. */
const valueOf = (env, name) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The origin of an http(s) address, or undefined when it is none. */
function originOf(address) {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The chat settings: NEXT_PUBLIC_CHAT_URL (the chat server's address, whose `/packs/js/sdk.js`
 * is the SDK) and NEXT_PUBLIC_CHAT_TOKEN (the website inbox's token). Null unless both are set.
 *
 * @param {Record<string, unknown>} env
 * @returns {{ baseUrl: string, websiteToken: string } | null}
 */
export function chatSettingsOf(env) {
  const base = valueOf(env, 'NEXT_PUBLIC_CHAT_URL');
  const websiteToken = valueOf(env, 'NEXT_PUBLIC_CHAT_TOKEN');
  const origin = base && originOf(base);
  if (!origin || !websiteToken) return null;
  return { baseUrl: origin, websiteToken };
}

/**
 * The analytics settings: NEXT_PUBLIC_ANALYTICS_URL (the collector's origin; events go to its
 * `/api/event`) and NEXT_PUBLIC_ANALYTICS_DOMAIN (the site's name there; default the host of the site's address).
 * Null unless the collector is set.
 *
 * @param {Record<string, unknown>} env
 * @returns {{ endpoint: string, domain: string } | null}
 */
export function analyticsSettingsOf(env) {
  const collector = valueOf(env, 'NEXT_PUBLIC_ANALYTICS_URL');
  const origin = collector && originOf(collector);
  if (!origin) return null;
  const domain = valueOf(env, 'NEXT_PUBLIC_ANALYTICS_DOMAIN') ?? new URL(appUrlOf(env)).host;
  return { endpoint: `${origin}/api/event`, domain };
}

/**
 * What the CSP must allow for the configured services, beyond the site itself: the chat server
 * serves a script, a frame, images and a WebSocket; the collector only receives requests.
 *
 * @param {Record<string, unknown>} env
 * @returns {{ script: string[], connect: string[], frame: string[], img: string[] }}
 */
export function integrationSources(env) {
  const chat = chatSettingsOf(env);
  const analytics = analyticsSettingsOf(env);
  const sources = { script: [], connect: [], frame: [], img: [] };
  if (chat) {
    const socket = chat.baseUrl.replace(/^http/, 'ws');
    sources.script.push(chat.baseUrl);
    sources.connect.push(chat.baseUrl, socket);
    sources.frame.push(chat.baseUrl);
    sources.img.push(chat.baseUrl);
  }
  if (analytics) sources.connect.push(new URL(analytics.endpoint).origin);
  return sources;
}
