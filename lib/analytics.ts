/**
 * Analytics events (navbar login/profile clicks, form success or error, download
 * clicks `home_{location}_download`), through one function. A no-op unless
 * NEXT_PUBLIC_ANALYTICS_URL is set at build time; then each event is sent with sendBeacon.
 */
const ENDPOINT = process.env.NEXT_PUBLIC_ANALYTICS_URL;

export interface AnalyticsEvent {
  name: string;
  action?: string;
  params?: Record<string, string | number | boolean>;
}

export function track(event: AnalyticsEvent): void {
  if (!ENDPOINT || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  try {
    const payload = JSON.stringify({ ...event, path: location.pathname, at: Date.now() });
    navigator.sendBeacon(ENDPOINT, new Blob([payload], { type: 'application/json' }));
  } catch {
    // Analytics never breaks the page.
  }
}
