/// <reference types="chrome" />
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { message } from '../../extension/src/messages';
import { couponSuccessPercent, type SiteCoupon } from '../../lib/validation/shop';
import { PROFILE, at, createAccount, messages, type Locale } from './support/account';
import { fill, staff } from './support/admin';
import { APP_ORIGIN, CHROMIUM_ARGS } from './support/constants';
import { moveServerClock } from './support/move-server-clock';
import {
  chromium,
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
} from './support/test';

// The reference extension (extension/) on a store's checkout, end to end: built for this worker's
// app server, loaded into Debian's full Chromium (the headless shell cannot load extensions) in
// the new headless mode, signed in by the site's hand-off, then on a fake checkout of the seeded
// store Noon served on noon.localhost: it finds the store, shows its coupons, tries the three
// codes (the page takes one), keeps the one that worked, reports three results and counts its
// banner's impression; the store page's success rate moves.

/** The fake store's host: one of Noon's host entries for the spec (set through the admin API). */
const FAKE_HOST = 'noon.localhost';
/** Noon's cartarm rule (server/db/seed/data/cartarm.json) names `/*\/checkout*` its checkout. */
const CHECKOUT_PATH = '/uae-en/checkout/';

interface Fixtures {
  /** The extension, built for this worker's app server. */
  extensionDir: string;
}

const test = base.extend<{ context: BrowserContext }, Fixtures>({
  extensionDir: [
    async ({}, provide) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'safqa-extension-'));
      const built = spawnSync(process.execPath, ['extension/build.mjs', '--out', dir], {
        env: { ...process.env, SAFQA_ORIGIN: APP_ORIGIN },
        encoding: 'utf8',
      });
      if (built.status !== 0) throw new Error(`extension build failed: ${built.stderr}`);
      await provide(dir);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // Every test its own profile: a fresh install (no tokens, a new client id).
  context: async ({ extensionDir }, provide) => {
    const context = await chromium.launchPersistentContext('', {
      executablePath: '/usr/bin/chromium',
      headless: true,
      baseURL: APP_ORIGIN,
      viewport: { width: 1280, height: 800 },
      // Rate limits are per address: each test is another client of the site.
      extraHTTPHeaders: {
        'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
      },
      ignoreDefaultArgs: ['--disable-extensions'],
      args: [
        ...CHROMIUM_ARGS,
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    });
    await provide(context);
    await context.close();
  },
});

const SPEC_ADDRESS = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Envelope<T> = { success: boolean; data: T };
type Lookup = {
  shop: { id: string; hosts: string[]; name: Record<Locale, string> };
  coupons: SiteCoupon[];
  cartarm: { checkoutUrlPatterns: string[] } | null;
};

/** A JSON call of the main API from the spec (Node reaches the app by its port). */
async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; json?: unknown } = {},
): Promise<T> {
  const res = await request.fetch(`/api/v1/${url}`, {
    method,
    headers: {
      // The spec's own client address: rate limits are per address.
      'x-forwarded-for': SPEC_ADDRESS,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    data: options.json,
  });
  expect([200, 201], `${method} ${url}`).toContain(res.status());
  return ((await res.json()) as Envelope<T>).data;
}

async function adminToken(request: APIRequestContext) {
  const { tokens } = await call<{ tokens: { accessToken: string } }>(
    request,
    'POST',
    'auth/login',
    { json: { email: staff.admin.email, password: staff.password } },
  );
  return tokens.accessToken;
}

/** A checkout page with Noon's selectors that takes only `working`: 200.00 AED, 170.00 with it. */
function checkoutPage(working: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<style>body { font: 16px serif; } section, p, ul, li { all: unset; color: red; }</style></head>
<body>
<h1>Checkout</h1>
<form data-qa="coupon-form" onsubmit="return false">
  <input name="couponCode" aria-label="Coupon code">
  <button type="button" data-qa="btn-applyCoupon">Apply</button>
</form>
<p>Total: <span data-qa="order-total">AED 200.00</span></p>
<div id="messages"></div>
<script>
  const WORKING = ${JSON.stringify(working)};
  document.querySelector('[data-qa="btn-applyCoupon"]').addEventListener('click', () => {
    const code = document.querySelector('input[name="couponCode"]').value.trim();
    const box = document.getElementById('messages');
    box.replaceChildren();
    const note = document.createElement('p');
    const ok = code === WORKING;
    note.setAttribute('data-qa', ok ? 'coupon-applied' : 'coupon-error');
    note.textContent = ok ? code + ' applied' : code + ' is not valid';
    box.append(note);
    document.querySelector('[data-qa="order-total"]').textContent = ok ? 'AED 170.00' : 'AED 200.00';
  });
</script>
</body></html>`;
}

/** The fake store on a free port (every *.localhost name reaches it; Chromium resolves them). */
async function startFakeStore(working: string) {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === CHECKOUT_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(working));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::' }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    checkoutUrl: `http://${FAKE_HOST}:${port}${CHECKOUT_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test(`the extension tries the store's codes at checkout and keeps the one that works (${locale})`, async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const m = messages[locale];
    const token = await adminToken(request);

    // Noon (seeded, with its checkout rule) also answers for the fake store's host.
    const noon = await call<Lookup>(request, 'GET', 'shop/lookup?host=noon.com');
    if (!noon.shop.hosts.includes(FAKE_HOST)) {
      await call(request, 'PATCH', `shop/${noon.shop.id}`, {
        token,
        json: { hosts: [...noon.shop.hosts, FAKE_HOST] },
      });
    }
    const probe = `http://${FAKE_HOST}:1${CHECKOUT_PATH}`;
    const lookUp = () =>
      call<Lookup>(request, 'GET', `shop/lookup?url=${encodeURIComponent(probe)}`);
    // Three codes: Noon's seeded ones usable today (one has run out by design) and, as the one
    // the fake store accepts, a code of this test's own with no report yet, so the store page's
    // success rate visibly moves (none → 100 %). It is verified now, so it is tried first and the
    // two after it fail: the extension must put it back. An earlier test's code goes to the trash.
    for (const old of (await lookUp()).coupons.filter((c) => c.code?.startsWith('SAFQATRY'))) {
      await call(request, 'DELETE', `coupon/${old.id}`, { token });
    }
    const seeded = (await lookUp()).coupons.filter((c) => c.code);
    const fresh = await call<{ id: string }>(request, 'POST', 'coupon', {
      token,
      json: {
        shopId: noon.shop.id,
        code: `SAFQATRY${locale.toUpperCase()}${Date.now() % 100_000}`,
        title: { en: `Extension try (${locale})`, ar: `تجربة الإضافة (${locale})` },
        discount: { en: '10% off', ar: 'خصم 10%' },
        verifiedAt: new Date().toISOString(),
      },
    });
    const before = await lookUp();
    expect(before.shop.id).toBe(noon.shop.id);
    expect(before.cartarm?.checkoutUrlPatterns).toContain('/*/checkout*');
    const coded = before.coupons.filter((c) => c.code);
    expect(coded).toHaveLength(seeded.length + 1);
    expect(coded).toHaveLength(3);
    const working = coded[0]!;
    expect(working.id).toBe(fresh.id);
    expect(couponSuccessPercent(working)).toBeNull();
    const store = await startFakeStore(working.code!);

    // The banner the panel shows, and its impressions so far. Impressions count once per
    // address and minute of the server's clock: a minute on, so this test's is a new one.
    const { items: banners } = await call<{
      items: { id: string; title: Record<Locale, string> }[];
    }>(request, 'GET', 'ads/extension/banner');
    const banner = banners[0]!;
    const impressions = async () =>
      (await call<{ impressions: number }>(request, 'GET', `ads/${banner.id}`, { token }))
        .impressions;
    const impressionsBefore = await impressions();
    await moveServerClock(61_000);

    try {
      // The site hands its sign-in to the extension: /mobile-app-loading?client=extension posts
      // a one-time id to the page, the extension's content script takes it, its worker redeems it.
      await createAccount(page, 'complete', locale);
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      await page.goto(`${at(locale, '/mobile-app-loading')}?client=extension`);
      await expect(page.getByRole('heading', { name: m.mobileApp.toExtension })).toBeVisible();
      await expect
        .poll(() =>
          worker.evaluate(async () => Boolean((await chrome.storage.local.get('tokens')).tokens)),
        )
        .toBe(true);

      // The store's checkout: the panel (the shopper's language), the codes tried, the best kept.
      await page.goto(store.checkoutUrl);
      const panel = page.locator('[data-safqa-panel]');
      await expect(panel).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(panel).toHaveAttribute('lang', locale);
      await expect(
        panel.getByRole('heading', {
          name: message(locale, 'couponsFor', { shop: noon.shop.name[locale] }),
        }),
      ).toBeVisible();
      await expect(
        panel.getByText(
          message(locale, 'signedInAs', { name: `${PROFILE.firstName} ${PROFILE.lastName}` }),
        ),
      ).toBeVisible();
      for (const coupon of coded) {
        await expect(panel.getByText(coupon.code!, { exact: true })).toBeVisible();
      }
      await expect(panel.getByRole('status')).toHaveText(
        message(locale, 'saved', { code: working.code!, amount: '30.00', currency: 'AED' }),
      );
      await expect(page.locator('input[name="couponCode"]')).toHaveValue(working.code!);
      await expect(page.locator('[data-qa="order-total"]')).toHaveText('AED 170.00');
      await expect(page.locator('[data-qa="coupon-applied"]')).toHaveText(
        `${working.code} applied`,
      );
      await expect(panel.getByRole('link', { name: banner.title[locale] })).toBeVisible();

      // Three results reported, each counted: one worked, two failed.
      const after = await lookUp();
      for (const coupon of coded) {
        const now = after.coupons.find((c) => c.id === coupon.id)!;
        const isWorking = coupon.id === working.id;
        expect(now.autoWorked - coupon.autoWorked, coupon.code!).toBe(isWorking ? 1 : 0);
        expect(now.autoFailed - coupon.autoFailed, coupon.code!).toBe(isWorking ? 0 : 1);
      }
      // The banner's impression, counted.
      await expect.poll(impressions).toBe(impressionsBefore + 1);

      // The store page's success rate moved: the working code had none, it now shows 100 %.
      expect(couponSuccessPercent(after.coupons.find((c) => c.id === working.id)!)).toBe(100);
      await page.goto(at(locale, `/shop/${noon.shop.id}/x`));
      const card = page.getByRole('article', { name: working.title[locale] });
      await expect(card.getByText(fill(m.shop.votes.rate, { percent: 100 }))).toBeVisible();
    } finally {
      await store.close();
    }
  });
}
