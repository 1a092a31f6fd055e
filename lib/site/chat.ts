/**
 * The live chat in the browser: a Chatwoot-compatible website SDK (`{baseUrl}/packs/js/sdk.js`,
 * then `window.chatwootSDK.run({ websiteToken, baseUrl })`), loaded at most once per page, in the
 * page's language and direction. The locale layout configures it (components/site/
 * site-integrations.tsx) from the server's settings; unconfigured, nothing here does anything.
 * The signed-in shopper's name and email reach the widget through `$chatwoot.setUser`, never a
 * token.
 */

/**
 * How long a page that nobody touches stays open, after loading and going idle, before the chat
 * loads by itself. The real widget is a few hundred kB of script and a frame: started at the
 * first idle moment it competed with the page's own last work on slow phones (Lighthouse's
 * simulated phone showed it on /shops as ~250 ms more total blocking time). The visitor's first
 * interaction loads it sooner (components/site/site-integrations.tsx).
 */
export const CHAT_QUIET_MS = 10_000;

export interface ChatOptions {
  baseUrl: string;
  websiteToken: string;
  locale: string;
  rtl: boolean;
}

interface ChatwootGlobal {
  hasLoaded?: boolean;
  setUser(identifier: string, user: { name?: string; email?: string }): void;
  setLocale(locale: string): void;
  toggle(state?: 'open' | 'close'): void;
}

declare global {
  interface Window {
    chatwootSettings?: Record<string, unknown>;
    chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
    $chatwoot?: ChatwootGlobal;
  }
}

/** Who the widget is told is writing: the profile's id, name and email. */
export interface ChatUser {
  id: string;
  name: string;
  email: string;
}

let options: ChatOptions | null = null;
let loading: Promise<void> | null = null;
let identify: (() => Promise<ChatUser | null>) | null = null;

/** The settings for this page (null: off); a language change reaches a loaded widget. */
export function configureChat(
  next: ChatOptions | null,
  who: (() => Promise<ChatUser | null>) | null = null,
): void {
  options = next;
  identify = who;
  if (next && window.$chatwoot?.hasLoaded) window.$chatwoot.setLocale(next.locale);
}

/** Runs `fn` once the widget is ready (Chatwoot's `chatwoot:ready` event). */
function whenReady(fn: (chat: ChatwootGlobal) => void) {
  const chat = window.$chatwoot;
  if (chat?.hasLoaded) {
    fn(chat);
    return;
  }
  window.addEventListener(
    'chatwoot:ready',
    () => {
      if (window.$chatwoot) fn(window.$chatwoot);
    },
    { once: true },
  );
}

/** Loads the SDK once and starts the widget; later calls return the same promise. */
export function loadChat(): Promise<void> {
  const current = options;
  if (!current) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    window.chatwootSettings = {
      locale: current.locale,
      position: current.rtl ? 'left' : 'right',
      type: 'standard',
    };
    whenReady((chat) => {
      const who = identify;
      if (!who) return;
      who().then(
        (user) => {
          if (user) chat.setUser(user.id, { name: user.name, email: user.email });
        },
        () => undefined,
      );
    });
    const script = document.createElement('script');
    script.src = `${current.baseUrl}/packs/js/sdk.js`;
    script.async = true;
    script.onload = () => {
      window.chatwootSDK?.run({ websiteToken: current.websiteToken, baseUrl: current.baseUrl });
      resolve();
    };
    script.onerror = () => {
      console.warn('the live chat could not be loaded');
      resolve();
    };
    document.body.appendChild(script);
  });
  return loading;
}

/** "Chat with us": loads the widget if it is not yet, then opens it. */
export function openChat(): void {
  void loadChat().then(() => whenReady((chat) => chat.toggle('open')));
}
