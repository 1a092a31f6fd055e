import { test, type APIRequestContext, type Page } from './support/test';
import { createAccount, expect, messages, test as accountTest } from './support/account';
import { E2E_PORT } from './support/constants';

// Every kind of page runs under a strict Content-Security-Policy: pages served from the shared
// cache carry the hashes of their own inline scripts; pages rendered per request carry a fresh
// nonce. Neither allows 'unsafe-inline' scripts or 'unsafe-eval', and each page hydrates under
// its policy without a single violation.

const HASHED = /script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+;/;
const NONCED = /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic';/;

async function firstShopPath(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/shop/shop-list?limit=1')).json();
  const shop = list.data.items[0];
  return `/en/shop/${shop.id}/${encodeURIComponent(shop.slug.en)}`;
}

async function firstProductPath(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const match = /<loc>https?:\/\/[^/]+(\/en\/product\/[^<]+)<\/loc>/.exec(sitemap);
  expect(match, 'the demo data has a product page in the sitemap').not.toBeNull();
  return match![1]!;
}

/**
 * What the page's policy refused, from the page's own `securitypolicyviolation` events: a refusal
 * the page's code catches (a probe for `eval`, say) logs nothing to the console.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  // A violation the console reports fires the event too (and fails any test through the page
  // error guard of support/test.ts).
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

type Kind = 'cached' | 'perRequest';
const PAGES: { name: string; kind: Kind; path: (r: APIRequestContext) => Promise<string> }[] = [
  { name: 'home (ar)', kind: 'cached', path: async () => '/' },
  { name: 'home (en)', kind: 'cached', path: async () => '/en' },
  { name: 'directory', kind: 'cached', path: async () => '/shops' },
  { name: 'directory letter page', kind: 'cached', path: async () => '/en/shops?letter=n' },
  { name: 'store page', kind: 'cached', path: firstShopPath },
  { name: 'product page', kind: 'cached', path: firstProductPath },
  { name: 'campaign page', kind: 'cached', path: async () => '/en/campaigns/white-friday' },
  { name: 'static page', kind: 'cached', path: async () => '/privacy-policy' },
  { name: 'uninstall page', kind: 'cached', path: async () => '/en/uninstall' },
  { name: 'directory search', kind: 'perRequest', path: async () => '/shops?q=noon' },
  { name: 'sign-in', kind: 'perRequest', path: async () => '/en/signin' },
  { name: 'unknown address', kind: 'perRequest', path: async () => '/en/no-such-page' },
];

for (const { name, kind, path } of PAGES) {
  test(`${name}: ${kind === 'cached' ? 'cached, hashed' : 'per request, nonce'} CSP, no violation`, async ({
    page,
    request,
  }) => {
    const address = await path(request);
    const first = await request.get(address);
    const second = await request.get(address);
    for (const res of [first, second]) {
      const policies = res.headersArray().filter((h) => h.name === 'content-security-policy');
      expect(policies, 'exactly one policy').toHaveLength(1);
      const csp = policies[0]!.value;
      expect(csp).toMatch(kind === 'cached' ? HASHED : NONCED);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
    if (kind === 'cached') {
      expect(second.headers()['x-nextjs-cache']).toBe('HIT');
      // The same document for everyone: the same policy, and no nonce stamped into it.
      expect(second.headers()['content-security-policy']).toBe(
        first.headers()['content-security-policy'],
      );
      expect(await second.text()).not.toContain(' nonce="');
    } else {
      expect(second.headers()['x-nextjs-cache']).toBeUndefined();
      expect(second.headers()['content-security-policy']).not.toBe(
        first.headers()['content-security-policy'],
      );
    }

    const violations = await watchViolations(page);
    await page.goto(address);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await violations()).toEqual([]);
  });
}

test('a form validates its fields in the browser without a violation', async ({ page }) => {
  // zod compiles its object checks with `new Function` where it may; its probe for that is
  // itself a violation under a policy without 'unsafe-eval', unless zod is told not to try.
  const violations = await watchViolations(page);
  await page.goto('/en/signin');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel(messages.en.auth.email).fill('not-an-address');
  await page.getByRole('button', { name: messages.en.signin.submit }).click();
  await expect(page.getByLabel(messages.en.auth.email)).toHaveAttribute('aria-invalid', 'true');
  expect(await violations()).toEqual([]);
});

test('a CSP header sent in never puts a nonce into a cached page', async ({ request }) => {
  const address = '/en/contact';
  const res = await request.get(address, {
    headers: { 'content-security-policy': "script-src 'nonce-attacker0000000000000000'" },
  });
  expect(res.headers()['content-security-policy']).toMatch(HASHED);
  expect(await res.text()).not.toContain('attacker');
});

accountTest(
  'a signed-in visitor sees "My account" on a cached page; the shared copy never does',
  async ({ page }) => {
    const m = messages.en;
    await createAccount(page, 'complete', 'en');
    // Another visitor first, without cookies: the cached copy is rendered for nobody in particular.
    const server = `http://localhost:${E2E_PORT}`;
    const list = await (await fetch(`${server}/api/v1/shop/shop-list?limit=1`)).json();
    const shop = list.data.items[0];
    const address = `/en/shop/${shop.id}/${encodeURIComponent(shop.slug.en)}`;
    const shared = await (await fetch(server + address)).text();
    expect(shared).toContain(`>${m.navbar.login}<`);
    expect(shared).not.toContain(`>${m.navbar.myAccount}<`);

    await page.goto(address);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: m.navbar.myAccount }).first()).toHaveAttribute(
      'href',
      '/en/dashboard',
    );
    await expect(header.getByRole('link', { name: m.navbar.login })).toHaveCount(0);
  },
);
