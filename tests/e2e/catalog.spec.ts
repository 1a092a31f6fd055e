import { expect, test, type APIRequestContext } from './support/test';
import { at, messages, type Locale } from './support/account';

interface ListedShop {
  id: string;
  name: Record<Locale, string>;
  slug: Record<Locale, string>;
}

/** A demo store that has at least one coupon with a code, read from the API. */
async function shopWithCode(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/shop/shop-list?limit=100')).json();
  for (const shop of list.data.items as ListedShop[]) {
    const page = await (await request.get(`/api/v1/shop/shop-list/${shop.id}`)).json();
    const coupon = page.data.coupons.find((c: { code: string | null }) => c.code);
    if (coupon) return { shop, coupon: coupon as { id: string; code: string }, site: page.data };
  }
  throw new Error('The demo data has no coupon with a code');
}

/** A demo store with a usable coupon whose card shows the declared field `name`. */
async function shopWithFact(request: APIRequestContext, name: string) {
  const list = await (await request.get('/api/v1/shop/shop-list?limit=100')).json();
  for (const shop of list.data.items as ListedShop[]) {
    const page = await (await request.get(`/api/v1/shop/shop-list/${shop.id}`)).json();
    const coupon = page.data.coupons.find((c: { facts: { name: string }[] }) =>
      c.facts.some((f) => f.name === name),
    );
    if (coupon) return { shop, coupon: coupon as { id: string; facts: { value: unknown }[] } };
  }
  throw new Error(`The demo data has no usable coupon with ${name}`);
}

/** The start of the card's minimum order line (messages shop.fact, the minOrder branch). */
const MIN_ORDER: Record<Locale, string> = { en: 'Minimum order', ar: 'الحد الأدنى للطلب' };

const shopUrl = (shop: ListedShop, locale: Locale) =>
  at(locale, `/shop/${shop.id}/${encodeURIComponent(shop.slug[locale])}`);

for (const locale of ['ar', 'en'] as const) {
  const t = messages[locale];

  test(`${locale}: search narrows the directory and clear restores it`, async ({ page }) => {
    await page.goto(at(locale, '/shops'));
    const count = page.getByTestId('store-count');
    const before = await count.textContent();
    expect(before).toMatch(/\d+/);

    // Written without the hamza: the search folds Arabic letter variants.
    await page.getByRole('searchbox', { name: t.shops.searchLabel }).fill('امازون');
    await page.getByRole('button', { name: t.shops.searchButton }).click();
    await expect(page).toHaveURL(/\?q=/);
    await expect(count).not.toHaveText(before!);
    const cards = page.locator('main ul.grid > li');
    await expect(cards).toHaveCount(3);
    for (const name of await cards.allTextContents()) expect(name).toMatch(/Amazon|أمازون/);

    await page.getByRole('link', { name: t.shops.clear }).first().click();
    await expect(page).not.toHaveURL(/\?q=/);
    await expect(count).toHaveText(before!);
  });

  test(`${locale}: a search without results shows the empty state`, async ({ page }) => {
    await page.goto(`${at(locale, '/shops')}?q=zzzzqqq`);
    await expect(page.getByText(t.shops.emptyTitle)).toBeVisible();
    await expect(page.getByTestId('store-count')).toContainText(
      locale === 'ar' ? 'لا متاجر' : 'No stores',
    );
  });

  test(`${locale}: reveal opens the store in a new tab, copy puts the code on the clipboard`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { shop, coupon, site } = await shopWithCode(request);
    await page.goto(shopUrl(shop, locale));
    const card = page.locator(`#coupon-${coupon.id}`);
    await expect(card.getByTestId('coupon-code')).toHaveCount(0);

    // The new tab heads for the store's own site through the counting redirect. Store sites are
    // not reachable from the test browser (playwright.config.ts resolves no outside host), so
    // the tab's navigation request is what is checked, not a page it loads.
    const toStore = context.waitForEvent(
      'request',
      (r) => r.isNavigationRequest() && new URL(r.url()).hostname.endsWith(site.websiteHost),
    );
    const [storeTab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: t.shop.revealCode }).click(),
    ]);
    const storeRequest = await toStore;
    expect(storeRequest.frame().page()).toBe(storeTab);
    expect(storeRequest.redirectedFrom()?.url()).toBe(
      new URL(`/api/v1/go/coupon/${coupon.id}`, page.url()).href,
    );
    await storeTab.close();

    await expect(card.getByTestId('coupon-code')).toHaveText(coupon.code);
    // The toaster is not on a public page until its first toast (lazy-toaster.tsx).
    const toaster = page.locator('section[aria-label^="Notifications"]');
    await expect(toaster).toHaveCount(0);
    await card.getByRole('button', { name: t.shop.copyCode }).click();
    await expect(toaster).toHaveCount(1);
    await expect(page.getByText(t.shop.copied.replace('{code}', coupon.code))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.code);
  });

  test(`${locale}: a code that needs a minimum basket says how much on its card`, async ({
    page,
    request,
  }) => {
    const { shop, coupon } = await shopWithFact(request, 'minOrder');
    const { amount, currency } = coupon.facts[0]!.value as { amount: string; currency: string };
    await page.goto(shopUrl(shop, locale));
    // The card's line, in the page's language (digits stay Latin in Arabic: ar-u-nu-latn).
    const money = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(Number(amount));
    const line = MIN_ORDER[locale] + ' ' + money;
    await expect(
      page.locator(`#coupon-${coupon.id}`).getByText(line, { exact: true }),
    ).toBeVisible();
  });

  test(`${locale}: a wrong slug is redirected (308) to the canonical store address`, async ({
    request,
  }) => {
    const { shop } = await shopWithCode(request);
    const res = await request.get(at(locale, `/shop/${shop.id}/not-the-slug`), { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(new URL(res.headers().location!, 'http://x').pathname).toBe(shopUrl(shop, locale));
    const missing = await request.get(at(locale, '/shop/00000000-0000-4000-8000-000000000000/x'));
    expect(missing.status()).toBe(404);
  });
}

test('the language switch keeps the store page (with the other language’s slug)', async ({
  page,
  request,
}) => {
  const { shop } = await shopWithCode(request);
  await page.goto(shopUrl(shop, 'ar'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shop.name.ar);
  await page.getByTestId('language-switcher').first().click();
  await expect(page).toHaveURL(new RegExp(`/en/shop/${shop.id}/${shop.slug.en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shop.name.en);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the Arabic store page mirrors the English one', async ({ page, request }) => {
  const { shop } = await shopWithCode(request);
  const crumbs = page.getByRole('navigation', { name: /Breadcrumb|مسار/ }).getByRole('listitem');
  const xOf = async (i: number) => (await crumbs.nth(i).boundingBox())!.x;

  await page.goto(shopUrl(shop, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await xOf(0)).toBeGreaterThan(await xOf(2)); // "home" on the right
  await page.goto(shopUrl(shop, 'en'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await xOf(0)).toBeLessThan(await xOf(2)); // "home" on the left
});

test('store logos are served as resized WebP; a bad width is refused', async ({ request }) => {
  const list = await (await request.get('/api/v1/shop/shop-list?limit=1')).json();
  const logo: string = list.data.items[0].logo;
  const resized = await request.get(`${logo}?w=96`);
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/webp');
  const body = await resized.body();
  expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect((await request.get(`${logo}?w=big`)).status()).toBe(400);
  const original = await request.get(logo);
  expect(original.headers()['content-type']).toBe('image/svg+xml');
  // An SVG opened on its own is a document: it gets the media route's sandbox, not the page CSP.
  for (const res of [original, resized]) {
    expect(res.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('click redirects hand no referrer to the store; http serves no HSTS', async ({ request }) => {
  const { shop, coupon } = await shopWithCode(request);
  for (const path of [`/api/v1/go/shop/${shop.id}`, `/api/v1/go/coupon/${coupon.id}`]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect({ path, policy: res.headers()['referrer-policy'] }).toEqual({
      path,
      policy: 'no-referrer',
    });
  }
  // APP_URL is http here: HSTS would pin the developer's host (the https case is a unit test).
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
});

/** The RSC payload a document carries inline: the text of its `self.__next_f.push([1, …])` calls. */
function inlinePayload(html: string) {
  let payload = '';
  for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const call = /self\.__next_f\.push\((\[[\s\S]*\])\)\s*$/.exec(script ?? '');
    if (!call) continue;
    const [kind, text] = JSON.parse(call[1]!) as [number, string?];
    if (kind === 1 && text) payload += text;
  }
  return payload;
}

test('the store page and directory carry their cards’ texts in the payload, not their markup', async ({
  request,
}) => {
  const { shop } = await shopWithCode(request);
  for (const locale of ['ar', 'en'] as const) {
    const html = await (await request.get(shopUrl(shop, locale))).text();
    const payload = inlinePayload(html);
    expect(payload.length).toBeGreaterThan(0);
    // The document has the cards, the navbar and the support block…
    for (const marker of ['class="coupon-card"', 'class="nav-link"', 'class="social-link"']) {
      expect({ locale, marker, inHtml: html.includes(marker) }).toEqual({
        locale,
        marker,
        inHtml: true,
      });
    }
    // …the payload only their texts (their client components draw the markup), and nothing of
    // a coupon row that the card does not show.
    for (const marker of [
      'coupon-card',
      'coupon-discount',
      'store-card',
      'nav-link',
      'social-link',
      'votesWorked',
      'autoWorked',
      'expiresAt',
      'verifiedAt',
    ]) {
      expect({ locale, marker, inPayload: payload.includes(marker) }).toEqual({
        locale,
        marker,
        inPayload: false,
      });
    }
    expect(Buffer.byteLength(payload)).toBeLessThan(Buffer.byteLength(html) / 2);
  }
  const directory = await (await request.get('/shops')).text();
  expect(directory).toContain('class="store-card"');
  expect(inlinePayload(directory)).not.toContain('store-card');
});
