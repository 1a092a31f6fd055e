/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { recordHref } from '@/components/admin/audit/audit-bits';
import { ProductsSection } from '@/components/admin/sections/product/products-section';
import { ADMIN_NAV, canSee } from '@/lib/admin/sections';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderAdminSection, stubLayoutApis } from '../support/admin-section';

// /admin/product: the list (image, title, shop, price, stock, last seen), the Prices tab with
// the history chart, the observations and "remove", and merging a duplicate into another product.

const SHOP = {
  id: '11111111-1111-4111-8111-111111111111',
  name: { en: 'Noon', ar: 'نون' },
  slug: { en: 'noon', ar: 'نون' },
  logo: null,
};
const product = (id: string, en: string, ar: string, price: string | null) => ({
  id,
  shopId: SHOP.id,
  shop: SHOP,
  url: `https://noon.example/p/${id.slice(0, 4)}`,
  storeProductId: null,
  title: { en, ar },
  image: 'https://cdn.example/kettle.png',
  currency: 'SAR',
  currentPrice: price,
  inStock: price !== null,
  firstSeenAt: '2026-10-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  deletedAt: null,
});
const KETTLE = product('22222222-2222-4222-8222-222222222222', 'Kettle', 'غلاية', '129.90');
const DUPLICATE = product('33333333-3333-4333-8333-333333333333', 'Kettle 1.7L', 'غلاية', null);
const PRICE = {
  id: '44444444-4444-4444-8444-444444444444',
  productId: KETTLE.id,
  price: '99.00',
  currency: 'SAR',
  inStock: true,
  observedAt: '2026-11-19T08:00:00.000Z',
  source: 'EXTENSION',
  flagged: true,
  userId: null,
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-19T08:00:00.000Z',
  deletedAt: null,
};

type Sent = { method: string; path: string; query: URLSearchParams; json: unknown };
const ok = (data: unknown) => ({ success: true, data });

function api() {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/session/api/', '');
    const json: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    sent.push({ method: request.method, path, query: url.searchParams, json });
    let body: unknown = ok({ items: [], total: 0, page: 1, limit: 25 });
    if (request.method === 'GET' && path === 'product') {
      body = ok({ items: [KETTLE, DUPLICATE], total: 2, page: 1, limit: 25 });
    } else if (request.method === 'GET' && path === `product/${KETTLE.id}`) {
      body = ok(KETTLE);
    } else if (request.method === 'GET' && path === `product/${DUPLICATE.id}`) {
      body = ok(DUPLICATE);
    } else if (path === `product/${KETTLE.id}/history`) {
      body = ok({
        productId: KETTLE.id,
        currency: 'SAR',
        range: url.searchParams.get('range'),
        points: [
          { day: '2026-11-18', low: '139.00', high: '139.00', close: '139.00' },
          { day: '2026-11-19', low: '99.00', high: '129.90', close: '129.90' },
        ],
        lowestEver: { price: '99.00', day: '2026-11-19' },
        highestEver: { price: '139.00', day: '2026-11-18' },
      });
    } else if (request.method === 'GET' && path === 'price') {
      body = ok({ items: [PRICE], total: 1, page: 1, limit: 50 });
    } else if (request.method === 'POST' && path === `product/${KETTLE.id}/merge`) {
      body = ok(DUPLICATE);
    } else if (request.method === 'DELETE' && path === `price/${PRICE.id}`) {
      body = ok({ ...PRICE, deletedAt: '2026-11-25T00:00:00.000Z' });
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const ALL = ['product', 'price'].flatMap((s) =>
  ['view', 'create', 'update', 'delete'].map((a) => `${a}_${s}`),
);

function renderProducts(search = '', locale: 'en' | 'ar' = 'en') {
  renderAdminSection(<ProductsSection />, { search, permissions: ALL, locale });
}

// jsdom lacks what cmdk, Radix and recharts measure with; the chart's numbers are read from its
// table instead.
beforeAll(stubLayoutApis);
beforeEach(() => {
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('of chart should be greater than 0')) return;
    warn(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

const p = en.admin.product;

describe('the products section', () => {
  it('has its sidebar entry for holders of view_product', () => {
    const entry = ADMIN_NAV.find((e) => e.key === 'product')!;
    expect(entry).toMatchObject({ href: '/admin/product', permission: 'product' });
    expect(canSee(['view_product'], entry.permission)).toBe(true);
    expect(canSee(['view_price'], entry.permission)).toBe(false);
    expect(recordHref('product', KETTLE.id)).toBe(`/admin/product?edit=${KETTLE.id}`);
  });

  it('lists products with image, shop, current price, stock and no CSV export', async () => {
    api();
    renderProducts();
    const open = await screen.findByRole('button', { name: 'Open Kettle' });
    const row = open.closest('tr')!;
    expect(row.querySelector('img')).toHaveAttribute('src', KETTLE.image);
    expect(within(row).getByText('Noon')).toBeInTheDocument();
    expect(within(row).getByText('SAR 129.90')).toBeInTheDocument();
    expect(within(row).getByText(p.inStock)).toBeInTheDocument();
    const other = screen.getByRole('button', { name: 'Open Kettle 1.7L' }).closest('tr')!;
    expect(within(other).getByText(p.noPrice)).toBeInTheDocument();
    expect(within(other).getByText(p.outOfStock)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.admin.resource.export })).toBeNull();
  });

  it('charts the history, lists observations and removes one with Undo', async () => {
    const sent = api();
    const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderProducts(`?edit=${KETTLE.id}&panel=prices`);
    const tab = await screen.findByRole('tab', { name: p.prices.tab });
    expect(tab).toHaveAttribute('aria-selected', 'true');

    const chart = await screen.findByRole('table', {
      name: p.prices.perDay.replace('{currency}', 'SAR'),
    });
    await waitFor(() => expect(within(chart).getByText('129.90')).toBeInTheDocument());
    // Close and low of the first day are both 139.00.
    expect(within(chart).getAllByText('139.00')).toHaveLength(2);
    expect(sent.find((s) => s.path.endsWith('/history'))?.query.get('range')).toBe('3m');
    // Whole amounts read without decimals ("SAR 99"), as on the site.
    expect(screen.getByText(/^SAR 99 on /)).toBeInTheDocument();
    expect(screen.getByText(/^SAR 139 on /)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: p.prices.range }), {
      target: { value: '1y' },
    });
    await waitFor(() =>
      expect(
        sent
          .filter((s) => s.path.endsWith('/history'))
          .at(-1)
          ?.query.get('range'),
      ).toBe('1y'),
    );

    const list = await screen.findByRole('table', { name: p.prices.observationsTitle });
    expect(within(list).getByText(p.prices.source.EXTENSION)).toBeInTheDocument();
    expect(within(list).getByText(p.prices.flagged)).toBeInTheDocument();
    const priceQuery = sent.find((s) => s.path === 'price')!.query;
    expect(priceQuery.get('productId')).toBe(KETTLE.id);
    expect(priceQuery.get('sort')).toBe('-observedAt');

    fireEvent.click(within(list).getByRole('button', { name: /SAR\s99\s/ }));
    await waitFor(() =>
      expect(sent.some((s) => s.method === 'DELETE' && s.path === `price/${PRICE.id}`)).toBe(true),
    );
    await waitFor(() => expect(success).toHaveBeenCalled());
    const [message, options] = success.mock.calls[0]!;
    expect(message).toBe(p.prices.removed);
    const undo = (options as { action: { label: string; onClick: () => void } }).action;
    expect(undo.label).toBe(en.admin.resource.undo);
    undo.onClick();
    await waitFor(() =>
      expect(sent.some((s) => s.method === 'PATCH' && s.path === `price/${PRICE.id}/restore`)).toBe(
        true,
      ),
    );
  });

  it('merges a duplicate into a product of the same shop, in Arabic too', async () => {
    const sent = api();
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderProducts(`?edit=${KETTLE.id}&panel=prices`, 'ar');
    const m = ar.admin.product.merge;
    fireEvent.click(await screen.findByRole('combobox', { name: m.choose }));
    // The product itself is never offered; the search stays in its shop.
    const option = await screen.findByRole('option', { name: 'غلاية — نون' });
    expect(option.closest('[role="listbox"]')!.querySelectorAll('[role="option"]')).toHaveLength(1);
    const search = sent.filter((s) => s.method === 'GET' && s.path === 'product').at(-1)!;
    expect(search.query.get('shopId')).toBe(SHOP.id);
    fireEvent.click(option);
    const confirm = await screen.findByRole('button', {
      name: m.confirm.replace('{name}', 'غلاية — نون'),
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')).toMatchObject({
        path: `product/${KETTLE.id}/merge`,
        json: { intoId: DUPLICATE.id },
      }),
    );
  });
});
