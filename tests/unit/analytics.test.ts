/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import {
  analyticsPayload,
  configureAnalytics,
  optedOut,
  sanitizeUrl,
  track,
  trackPageview,
} from '@/lib/analytics';
import { analyticsSettingsOf } from '@/lib/site/integrations.mjs';

const SETTINGS = { endpoint: 'https://stats.example/api/event', domain: 'safqa.app' };

/** Records the requests the sender makes, without sending them. */
function recordFetch() {
  const sent: { url: string; init: RequestInit; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    sent.push({ url: String(input), init, body: JSON.parse(String(init.body)) });
    return new Response(null, { status: 202 });
  });
  return sent;
}

function setPrivacy(dnt: string | null, gpc: boolean | undefined) {
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
}

beforeEach(() => {
  setPrivacy(null, undefined);
  window.history.replaceState(null, '', '/shops');
});

afterEach(() => {
  configureAnalytics(null);
  jest.restoreAllMocks();
});

describe('the analytics sender', () => {
  it('sends nothing while unconfigured (the variables unset)', () => {
    const sent = recordFetch();
    trackPageview();
    track({ name: 'navbar_login', action: 'click' });
    expect(sent).toEqual([]);
  });

  it('posts a Plausible event: name, url, domain, props; text/plain, no credentials', () => {
    const sent = recordFetch();
    configureAnalytics(SETTINGS);
    trackPageview();
    track({ name: 'home_hero_download', action: 'download' });
    expect(sent.map((s) => s.url)).toEqual([SETTINGS.endpoint, SETTINGS.endpoint]);
    expect(sent[0]!.body).toEqual({
      name: 'pageview',
      url: 'http://localhost/shops',
      domain: 'safqa.app',
    });
    expect(sent[1]!.body).toEqual({
      name: 'home_hero_download',
      url: 'http://localhost/shops',
      domain: 'safqa.app',
      props: { action: 'download' },
    });
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
    });
  });

  it.each([
    ['Do Not Track', '1', undefined],
    ['Global Privacy Control', null, true],
  ])('sends nothing under %s', (_name, dnt, gpc) => {
    setPrivacy(dnt, gpc);
    const sent = recordFetch();
    configureAnalytics(SETTINGS);
    trackPageview();
    track({ name: 'signin_form', action: 'success' });
    expect(sent).toEqual([]);
    expect(optedOut(navigator)).toBe(true);
  });

  it('never sends an email address, a token or a query string that may carry them', () => {
    const sent = recordFetch();
    configureAnalytics(SETTINGS);
    window.history.replaceState(
      null,
      '',
      '/en/reset-password/abc123secret?email=a%40b.co&token=t0k&utm_source=news#x',
    );
    track({
      name: 'reset_form',
      action: 'error',
      params: { code: 'INVALID', email: 'a@b.co', token: 't0k', reason: 'me@x.io' },
    });
    expect(sent[0]!.body).toEqual({
      name: 'reset_form',
      url: 'http://localhost/en/reset-password/_?utm_source=news',
      domain: 'safqa.app',
      props: { action: 'error', code: 'INVALID' },
    });
    expect(JSON.stringify(sent)).not.toMatch(/@|secret|t0k/);
  });

  it('sets no cookie and stores nothing', () => {
    recordFetch();
    configureAnalytics(SETTINGS);
    trackPageview();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });
});

describe('addresses and referrers as analytics sees them', () => {
  it('drops the fragment, every parameter but campaign tags, and email path segments', () => {
    expect(sanitizeUrl('https://safqa.app/oauth/callback?id=123#t')).toBe(
      'https://safqa.app/oauth/callback',
    );
    expect(sanitizeUrl('https://safqa.app/u/me%40x.io/x?ref=tw')).toBe(
      'https://safqa.app/u/_/x?ref=tw',
    );
  });

  it('keeps another site as its origin only, never this site', () => {
    const page = (referrer: string) =>
      analyticsPayload('pageview', {}, { href: 'https://safqa.app/', referrer }, 'safqa.app');
    expect(page('https://www.google.com/search?q=me@x.io').referrer).toBe('https://www.google.com');
    expect(page('https://safqa.app/reset-password/abc').referrer).toBeUndefined();
  });
});

describe('analytics settings (run time)', () => {
  it('is off unless the collector is set; the domain defaults to the site host', () => {
    expect(analyticsSettingsOf({})).toBeNull();
    expect(analyticsSettingsOf({ NEXT_PUBLIC_ANALYTICS_URL: ' ' })).toBeNull();
    expect(
      analyticsSettingsOf({
        NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example/',
        APP_URL: 'https://safqa.app',
      }),
    ).toEqual({ endpoint: 'https://stats.example/api/event', domain: 'safqa.app' });
    expect(
      analyticsSettingsOf({
        NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example',
        NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.safqa.app',
      }),
    ).toEqual({ endpoint: 'https://stats.example/api/event', domain: 'www.safqa.app' });
  });
});
