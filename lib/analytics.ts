/**
 * Page views and events (navbar login/profile clicks, form success or error, download clicks
 * `home_{location}_download` with action `download`), sent to a Plausible-compatible collector:
 * `POST {collector}/api/event` with `{ name, url, domain, referrer?, props? }` (`pageview` for a
 * page view). Configured at run time: the locale layout reads NEXT_PUBLIC_ANALYTICS_URL and
 * NEXT_PUBLIC_ANALYTICS_DOMAIN on the server (lib/site/integrations.mjs) and hands them to
 * `configureAnalytics` in the browser; until then, and when unset, nothing is sent.
 *
 * Privacy: nothing at all under Do Not Track or Global Privacy Control; no cookie (the request
 * carries no credentials, and nothing is stored); addresses lose their query string (campaign
 * tags excepted), fragment and token path segments; props are whitelisted and an email address
 * is never one of their values.
 */

export interface AnalyticsSettings {
  /** The collector's event endpoint, `https://plausible.example/api/event`. */
  endpoint: string;
  /** The site's name at the collector. */
  domain: string;
}

export interface AnalyticsEvent {
  name: string;
  action?: string;
  params?: Record<string, string | number | boolean>;
}

type EventProps = Record<string, string | number | boolean>;

export interface AnalyticsPayload {
  name: string;
  url: string;
  domain: string;
  referrer?: string;
  props?: EventProps;
}

/** The only props an event may carry (anything else is dropped before sending). */
const PROP_KEYS = ['action', 'target', 'code', 'reason', 'rule', 'provider'] as const;

/** Query parameters that say where a visit came from, and nothing about the visitor. */
const CAMPAIGN_PARAMS = /^(utm_(source|medium|campaign|term|content)|ref|source)$/;

/** Path segments that follow these are secrets (a reset link's token). */
const SECRET_AFTER = new Set(['reset-password']);

const EMAIL = /[^\s@/]+@[^\s@/]+/;

let settings: AnalyticsSettings | null = null;

/** Turns the sender on (settings) or off (null); called by the locale layout's integrations. */
export function configureAnalytics(next: AnalyticsSettings | null): void {
  settings = next;
}

/** Whether the visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export function optedOut(nav: Partial<Navigator> & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * An address as analytics may see it: origin and path, secret and email-like segments replaced
 * by `_`, campaign tags kept, everything else of the query and the fragment dropped.
 */
export function sanitizeUrl(address: string): string {
  const url = new URL(address);
  const segments = url.pathname.split('/');
  const path = segments
    .map((segment, i) => {
      const previous = i > 0 ? segments[i - 1] : undefined;
      if (previous && SECRET_AFTER.has(previous)) return '_';
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // An undecodable segment is checked as it is.
      }
      return EMAIL.test(decoded) ? '_' : segment;
    })
    .join('/');
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (CAMPAIGN_PARAMS.test(key) && !EMAIL.test(value)) kept.append(key, value);
  }
  const query = kept.toString();
  return `${url.origin}${path}${query ? `?${query}` : ''}`;
}

/** The whitelisted props of an event; strings are cut to 100 characters, emails dropped. */
function safeProps(props: Record<string, unknown>): EventProps | undefined {
  const safe: EventProps = {};
  for (const key of PROP_KEYS) {
    const value = props[key];
    if (typeof value === 'number' || typeof value === 'boolean') safe[key] = value;
    else if (typeof value === 'string' && value !== '' && !EMAIL.test(value)) {
      safe[key] = value.slice(0, 100);
    }
  }
  return Object.keys(safe).length > 0 ? safe : undefined;
}

/** The body of one event as the collector receives it. */
export function analyticsPayload(
  name: string,
  props: Record<string, unknown>,
  page: { href: string; referrer: string },
  domain: string,
): AnalyticsPayload {
  const payload: AnalyticsPayload = { name, url: sanitizeUrl(page.href), domain };
  // Another site's address only, reduced to its origin: never a path of this one.
  try {
    if (page.referrer) {
      const from = new URL(page.referrer);
      if (from.origin !== new URL(page.href).origin) payload.referrer = from.origin;
    }
  } catch {
    // No usable referrer.
  }
  const safe = safeProps(props);
  if (safe) payload.props = safe;
  return payload;
}

function send(name: string, props: Record<string, unknown>): void {
  if (!settings || typeof window === 'undefined' || optedOut(navigator)) return;
  try {
    const body = JSON.stringify(
      analyticsPayload(
        name,
        props,
        { href: window.location.href, referrer: document.referrer },
        settings.domain,
      ),
    );
    // text/plain, no credentials: a simple request (no preflight), no cookie either way.
    void fetch(settings.endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => undefined);
  } catch {
    // Analytics never breaks the page.
  }
}

/** A page view of the current address (the locale layout calls it on every route change). */
export function trackPageview(): void {
  send('pageview', {});
}

/** A named event; `action` and the whitelisted `params` become its props. */
export function track(event: AnalyticsEvent): void {
  send(event.name, { ...event.params, ...(event.action ? { action: event.action } : {}) });
}
