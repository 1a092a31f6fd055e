import { randomUUID } from 'node:crypto';
import { adminCall, signInStaff, staff, unique } from './support/admin';
import { expect, test, type APIRequestContext, type APIResponse } from './support/test';

// The Node server keeps the answers Next gave for cached public pages and sends them again
// without Next while Next would send the same (server/page-memo.ts). These read the answers as a
// crawler does (no cookie): the memo's answer is Next's, header for header and byte for byte, and
// an admin's change is on the very next answer.
const MEMO = 'x-safqa-memo';
/** Headers of the connection and the framing (the memo sends a Content-Length, Next streams). */
const FRAMING = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

type Seen = { response: APIResponse; body: Buffer };

/** Asks for `address` until an answer comes from the memo; that one and Next's before it. */
async function untilMemo(request: APIRequestContext, address: string) {
  let previous: Seen | null = null;
  for (let i = 0; i < 5; i += 1) {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    const seen = { response, body: await response.body() };
    if (response.headers()[MEMO] === 'hit') {
      expect(previous, 'the memo answers only after Next did').not.toBeNull();
      return { next: previous!, memo: seen };
    }
    previous = seen;
  }
  throw new Error(`${address}: no answer from the memo in five requests`);
}

function headersWithout(response: APIResponse, names: string[]) {
  return Object.fromEntries(
    response
      .headersArray()
      .map(({ name, value }) => [name.toLowerCase(), value] as const)
      .filter(([name]) => !names.includes(name))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

async function storePage(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/shop/shop-list?limit=1')).json();
  const shop = list.data.items[0];
  return `/shop/${shop.id}/${encodeURIComponent(shop.slug.ar)}`;
}

test("a cached store page sent again from the memo is Next's answer: the same headers and bytes", async ({
  request,
}) => {
  // An address of its own (the query is not part of the page), so that its first answer is Next's.
  const address = `${await storePage(request)}?visit=${randomUUID()}`;
  const { next, memo } = await untilMemo(request, address);
  expect(next.response.headers()['x-nextjs-cache']).toBe('HIT');
  expect(next.response.headers()[MEMO]).toBeUndefined();
  expect(headersWithout(memo.response, [...FRAMING, MEMO])).toEqual(
    headersWithout(next.response, FRAMING),
  );
  expect(memo.body.equals(next.body)).toBe(true);
  // The page's own policy and the security headers are among them.
  expect(memo.response.headers()['content-security-policy']).toContain(
    "script-src 'self' 'sha256-",
  );
  expect(memo.response.headers()['x-frame-options']).toBe('DENY');

  // The same address asked by the router (RSC) or with a cookie goes to Next.
  const rsc = await request.get(address, { headers: { RSC: '1' } });
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  expect(rsc.headers()[MEMO]).toBeUndefined();
  const withCookie = await request.get(address, { headers: { Cookie: 'NEXT_LOCALE=ar' } });
  expect(withCookie.headers()[MEMO]).toBeUndefined();
});

test("an admin's change to a shop is on the store page's very next answer", async ({
  page,
  request,
}) => {
  const u = unique();
  await signInStaff(page, staff.admin, 'en', '/admin/shops');
  const created = await adminCall(page, 'POST', 'shop', {
    name: { en: `Memo shop ${u}`, ar: `متجر الذاكرة ${u}` },
    slug: { en: `memo-shop-${u}`, ar: `متجر-الذاكرة-${u}` },
    websiteUrl: `https://www.memo-${u}.example/`,
    countries: ['sa'],
  });
  expect(created.status).toBe(200);
  const shop = created.body.data as { id: string };
  const address = `/en/shop/${shop.id}/memo-shop-${u}`;

  // `request` carries no cookie of the admin's: a crawler's view.
  const { memo } = await untilMemo(request, address);
  expect(memo.body.toString()).toContain(`Memo shop ${u}`);

  const renamed = await adminCall(page, 'PATCH', `shop/${shop.id}`, {
    name: { en: `Renamed shop ${u}`, ar: `متجر الذاكرة ${u}` },
  });
  expect(renamed.status).toBe(200);
  const after = await request.get(address);
  expect(after.headers()[MEMO]).toBeUndefined();
  const html = await after.text();
  expect(html).toContain(`Renamed shop ${u}`);
  expect(html).not.toContain(`Memo shop ${u}`);
});
