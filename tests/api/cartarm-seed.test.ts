import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchesUrlPattern } from '@/lib/cartarm/url-pattern';
import type { CartarmActive } from '@/lib/validation/cartarm';
import { createLocalStorage } from '@/server/media/storage';
import { seedDemoData } from '@/server/db/seed/seed';
import { patternStaysOnShop } from '@/server/services/cartarm';
import { createTestApp, type TestApp } from '../support/test-app';

// The demo data carries cartarm rules, so a fresh `npm run demo` can be tried with an extension:
// GET /cartarm/active answers them, each on its store's own site, each matching the store's real
// cart or checkout addresses.
let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  t = await createTestApp();
  mediaDir = mkdtempSync(path.join(tmpdir(), 'safqa-seed-cartarm-'));
  await seedDemoData(t.db, { media: createLocalStorage(mediaDir) });
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A real cart or checkout address of each store with a demo rule. */
const PAGES: Record<string, string> = {
  'noon.com': 'https://www.noon.com/uae-en/cart/',
  'amazon.ae': 'https://www.amazon.ae/gp/cart/view.html?ref_=nav_cart',
  'amazon.sa': 'https://www.amazon.sa/gp/buy/spc/handlers/display.html?hasWorkingJavascript=1',
  'namshi.com': 'https://www.namshi.com/uae-en/checkout/',
  'ar.shein.com': 'https://ar.shein.com/cart',
  'carrefouruae.com': 'https://www.carrefouruae.com/mafuae/en/cart',
};

it('answers at least five demo rules on GET /cartarm/active, each on its store and its pages', async () => {
  const res = await t.api('GET', '/api/v1/cartarm/active');
  expect(res.status).toBe(200);
  const { rules } = res.body.data as CartarmActive;
  expect(rules.length).toBeGreaterThanOrEqual(5);
  const shops = await t.db.query.shops.findMany({ columns: { id: true, websiteUrl: true } });
  const site = new Map(shops.map((s) => [s.id, s.websiteUrl]));
  for (const rule of rules) {
    const patterns = [...rule.cartUrlPatterns, ...rule.checkoutUrlPatterns];
    for (const pattern of patterns)
      expect(patternStaysOnShop(pattern, site.get(rule.shopId)!)).toBe(true);
    const page = PAGES[rule.shopDomain];
    expect(page).toBeDefined();
    expect(patterns.some((p) => matchesUrlPattern(p, page!, rule.shopDomain))).toBe(true);
    // …and not the store's home page.
    const home = new URL('/', page!).href;
    expect(patterns.some((p) => matchesUrlPattern(p, home, rule.shopDomain))).toBe(false);
  }
});
