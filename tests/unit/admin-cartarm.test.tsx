/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { recordHref } from '@/components/admin/audit/audit-bits';
import { CartarmSection } from '@/components/admin/sections/cartarm/cartarm-section';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderAdminSection, stubLayoutApis } from '../support/admin-section';

// /admin/cartarm: the list, the form checking selectors and URL patterns with the API's own
// schema (messages in both languages, the line of a bad pattern), the API's field errors on
// their lines, the version, and the JSON tab with what the extension receives.

const SHOP = {
  id: '11111111-1111-4111-8111-111111111111',
  name: { en: 'Noon', ar: 'نون' },
  slug: { en: 'noon', ar: 'نون' },
};
const RULE = {
  id: '22222222-2222-4222-8222-222222222222',
  shopId: SHOP.id,
  shop: { name: SHOP.name, domain: 'noon.example', status: 'ACTIVE' },
  cartUrlPatterns: ['/cart*'],
  checkoutUrlPatterns: ['/checkout/*', 'https://pay.noon.example/*'],
  couponInputSelector: 'input[name="coupon"]',
  applyButtonSelector: '#apply',
  totalSelector: '.total',
  successSelector: null,
  errorSelector: '.coupon-error',
  waitMs: 1500,
  version: 3,
  status: 'ACTIVE',
  notes: 'Team note',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  deletedAt: null,
};

type Sent = { method: string; path: string; json: unknown };
const ok = (data: unknown) => ({ success: true, data });

/** The API behind the BFF; `patchError` answers PATCH with that failure. */
function api(patchError?: unknown) {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/session/api/', '');
    const json: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    sent.push({ method: request.method, path, json });
    let status = 200;
    let body: unknown = ok({ items: [], total: 0, page: 1, limit: 50 });
    if (request.method === 'GET' && path === 'cartarm') {
      body = ok({ items: [RULE], total: 1, page: 1, limit: 25 });
    } else if (request.method === 'GET' && path === `cartarm/${RULE.id}`) {
      body = ok(RULE);
    } else if (request.method === 'GET' && path === 'shop') {
      body = ok({ items: [SHOP], total: 1, page: 1, limit: 10 });
    } else if (request.method === 'GET' && path === `shop/${SHOP.id}`) {
      body = ok(SHOP);
    } else if (request.method === 'POST' && path === 'cartarm') {
      body = ok({ ...RULE, ...(json as object), id: '33333333-3333-4333-8333-333333333333' });
    } else if (request.method === 'PATCH' && patchError) {
      status = 400;
      body = patchError;
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const ALL = ['view', 'create', 'update', 'delete'].map((a) => `${a}_cartarm`);

function renderCartarm(search = '', locale: 'en' | 'ar' = 'en') {
  renderAdminSection(<CartarmSection />, { search, permissions: ALL, locale });
}

// jsdom lacks what cmdk and Radix measure with (the shop picker).
beforeAll(stubLayoutApis);
afterEach(() => jest.restoreAllMocks());

const line = (m: typeof en, n: number, reason: string) =>
  m.admin.cartarm.form.lineError.replace('{line}', String(n)).replace('{reason}', reason);

describe('the cartarm section', () => {
  it('lists rules with their shop, domain, pages and version', async () => {
    api();
    renderCartarm();
    const open = await screen.findByRole('button', { name: 'Open Noon' });
    const row = open.closest('tr')!;
    expect(within(row).getByText('noon.example')).toBeInTheDocument();
    expect(within(row).getByText('/checkout/*')).toBeInTheDocument();
    expect(within(row).getByText('v3')).toBeInTheDocument();
    expect(within(row).getByText(en.admin.cartarm.status.ACTIVE)).toBeInTheDocument();
    expect(recordHref('cartarm', RULE.id)).toBe(`/admin/cartarm?edit=${RULE.id}`);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'checks every selector and pattern before sending, in %s',
    async (locale, messages) => {
      const sent = api();
      jest.spyOn(toast, 'success').mockImplementation(() => 1);
      renderCartarm('?edit=new', locale);
      const f = messages.admin.cartarm.form;
      const v = messages.validation.cartarm;
      const form = await screen.findByRole('form', { name: f.label });

      fireEvent.click(within(form).getByRole('combobox', { name: f.shop }));
      fireEvent.click(await screen.findByRole('option', { name: SHOP.name[locale] }));
      await waitFor(() =>
        expect(within(form).getByRole('combobox', { name: f.shop })).toHaveTextContent(
          SHOP.name[locale],
        ),
      );
      const field = (name: string) => within(form).getByRole('textbox', { name });
      fireEvent.change(field(f.cartUrlPatterns), {
        target: { value: '/cart*\n\ncart page\n' },
      });
      fireEvent.change(field(f.couponInputSelector), { target: { value: 'input[name=' } });
      fireEvent.change(field(f.applyButtonSelector), { target: { value: '#apply' } });
      fireEvent.change(field(f.totalSelector), { target: { value: 'div::before' } });
      fireEvent.change(within(form).getByRole('spinbutton', { name: f.waitMs }), {
        target: { value: '40000' },
      });
      fireEvent.click(within(form).getByRole('button', { name: messages.admin.common.save }));

      expect(await within(form).findByText(line(messages, 3, v.pattern_invalid))).toBeVisible();
      expect(field(f.cartUrlPatterns)).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getAllByText(v.selector_invalid)).toHaveLength(2);
      expect(field(f.couponInputSelector)).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByText(v.wait_invalid)).toBeVisible();
      // An empty required selector says so in its own words.
      fireEvent.change(field(f.applyButtonSelector), { target: { value: ' ' } });
      fireEvent.click(within(form).getByRole('button', { name: messages.admin.common.save }));
      expect(await within(form).findByText(v.selector_required)).toBeVisible();
      expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

      fireEvent.change(field(f.cartUrlPatterns), { target: { value: '/cart*\n\n/basket\n' } });
      fireEvent.change(field(f.couponInputSelector), {
        target: { value: 'input[name="coupon"]' },
      });
      fireEvent.change(field(f.applyButtonSelector), { target: { value: '#apply' } });
      fireEvent.change(field(f.totalSelector), { target: { value: '.total > bdi' } });
      fireEvent.change(within(form).getByRole('spinbutton', { name: f.waitMs }), {
        target: { value: '2000' },
      });
      fireEvent.click(within(form).getByRole('button', { name: messages.admin.common.save }));
      await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
      expect(sent.find((s) => s.method === 'POST')).toEqual({
        method: 'POST',
        path: 'cartarm',
        json: {
          shopId: SHOP.id,
          cartUrlPatterns: ['/cart*', '/basket'],
          checkoutUrlPatterns: [],
          couponInputSelector: 'input[name="coupon"]',
          applyButtonSelector: '#apply',
          totalSelector: '.total > bdi',
          successSelector: null,
          errorSelector: null,
          waitMs: 2000,
          status: 'ACTIVE',
          notes: '',
        },
      });
    },
  );

  it('shows the version and puts the API’s pattern errors on their lines', async () => {
    const sent = api({
      success: false,
      error: {
        code: 1001,
        title: 'VALIDATION_ERROR',
        message: 'Invalid input',
        details: [{ key: 'checkoutUrlPatterns.1', message: 'validation.cartarm.pattern_invalid' }],
      },
    });
    renderCartarm(`?edit=${RULE.id}`);
    const f = en.admin.cartarm.form;
    const form = await screen.findByRole('form', { name: f.label });
    expect(
      within(form).getByText(f.version.replace('{version}', '3').replace('{next}', '4')),
    ).toBeVisible();
    expect(within(form).getByRole('textbox', { name: f.checkoutUrlPatterns })).toHaveValue(
      '/checkout/*\nhttps://pay.noon.example/*',
    );
    fireEvent.click(within(form).getByRole('button', { name: en.admin.common.save }));
    expect(
      await within(form).findByText(line(en, 2, en.validation.cartarm.pattern_invalid)),
    ).toBeVisible();
    expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({
      path: `cartarm/${RULE.id}`,
      json: { checkoutUrlPatterns: RULE.checkoutUrlPatterns, errorSelector: '.coupon-error' },
    });
  });

  it('shows what the extension receives and tries an address against the patterns', async () => {
    api();
    renderCartarm(`?edit=${RULE.id}&panel=json`);
    const j = en.admin.cartarm.json;
    const tab = await screen.findByRole('tab', { name: j.tab });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const pre = await screen.findByLabelText(j.title.replace('{version}', '3'));
    const shown = JSON.parse(pre.textContent ?? '') as Record<string, unknown>;
    expect(shown).toEqual({
      id: RULE.id,
      shopId: RULE.shopId,
      shopDomain: 'noon.example',
      cartUrlPatterns: RULE.cartUrlPatterns,
      checkoutUrlPatterns: RULE.checkoutUrlPatterns,
      couponInputSelector: RULE.couponInputSelector,
      applyButtonSelector: RULE.applyButtonSelector,
      totalSelector: RULE.totalSelector,
      successSelector: null,
      errorSelector: RULE.errorSelector,
      waitMs: 1500,
      version: 3,
      updatedAt: RULE.updatedAt,
    });
    expect(screen.getByText(j.live)).toBeVisible();

    const tryField = screen.getByRole('textbox', { name: j.try });
    fireEvent.change(tryField, { target: { value: 'https://www.noon.example/cart?x=1' } });
    expect(screen.getByRole('status')).toHaveTextContent(j.page.cart);
    fireEvent.change(tryField, { target: { value: 'https://pay.noon.example/step/2' } });
    expect(screen.getByRole('status')).toHaveTextContent(j.page.checkout);
    fireEvent.change(tryField, { target: { value: 'https://other.example/cart' } });
    expect(screen.getByRole('status')).toHaveTextContent(j.page.none);
  });
});
