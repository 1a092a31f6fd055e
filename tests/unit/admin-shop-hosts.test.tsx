/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ShopsSection } from '@/components/admin/sections/shop/shops-section';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderAdminSection, stubLayoutApis } from '../support/admin-section';

// The shop form's host entries (what GET /shop/lookup finds the shop's pages by): one a line,
// checked with the API's own schema (the line of a bad one named, in both languages), sent
// normalized, and the API's error on an entry put on its line.

const SHOP = {
  id: '33333333-3333-4333-8333-333333333333',
  name: { en: 'Noon', ar: 'نون' },
  slug: { en: 'noon', ar: 'نون' },
  description: { en: '', ar: '' },
  logo: null,
  websiteUrl: 'https://www.noon.example/',
  hosts: ['noon.example', 'noon.example/uae-en'],
  categoryIds: [],
  countries: [],
  status: 'ACTIVE',
  priority: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  deletedAt: null,
  affiliateUrl: null,
  providerId: null,
  clicks: 0,
};

type Sent = { method: string; path: string; json: unknown };

function api(patchError?: unknown) {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/api/session/api/', '');
    const json: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    sent.push({ method: request.method, path, json });
    let status = 200;
    let data: unknown = { items: [], total: 0, page: 1, limit: 100 };
    if (request.method === 'GET' && path === 'shop') {
      data = { items: [SHOP], total: 1, page: 1, limit: 25 };
    } else if (request.method === 'GET' && path === `shop/${SHOP.id}`) {
      data = SHOP;
    } else if (request.method === 'PATCH' && patchError) {
      status = 400;
    } else if (request.method === 'PATCH') {
      data = { ...SHOP, ...(json as object) };
    }
    const body = status === 200 ? { success: true, data } : patchError;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const ALL = ['view', 'create', 'update', 'delete'].map((a) => `${a}_shop`);

beforeAll(stubLayoutApis);
afterEach(() => jest.restoreAllMocks());

const line = (m: typeof en, n: number, reason: string) =>
  m.admin.shop.form.hostLineError.replace('{line}', String(n)).replace('{reason}', reason);

describe('the shop form’s hosts', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('names the bad line, then sends the entries normalized, in %s', async (locale, m) => {
    const sent = api();
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderAdminSection(<ShopsSection />, { search: `?edit=${SHOP.id}`, permissions: ALL, locale });
    const f = m.admin.shop.form;
    const form = await screen.findByRole('form', { name: f.label });
    const hosts = within(form).getByRole('textbox', { name: f.hosts });
    expect(hosts).toHaveValue('noon.example\nnoon.example/uae-en');

    fireEvent.change(hosts, { target: { value: 'noon.example\n\n127.0.0.1\n' } });
    fireEvent.click(within(form).getByRole('button', { name: m.admin.common.save }));
    expect(await within(form).findByText(line(m, 3, m.validation.shop.host_invalid))).toBeVisible();
    expect(hosts).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((s) => s.method === 'PATCH')).toEqual([]);

    fireEvent.change(hosts, {
      target: { value: 'https://WWW.Noon.example/KSA-ar/\nm.noon.example\nnoon.sa.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: m.admin.common.save }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    expect(sent.find((s) => s.method === 'PATCH')!.json).toMatchObject({
      hosts: ['noon.example/ksa-ar', 'noon.example', 'noon.sa.example'],
    });
  });

  it('puts the API’s error on an entry on its line', async () => {
    api({
      success: false,
      error: {
        code: 1001,
        title: 'VALIDATION_ERROR',
        message: 'Invalid input',
        details: [{ key: 'hosts.1', message: 'validation.shop.host_invalid' }],
      },
    });
    renderAdminSection(<ShopsSection />, {
      search: `?edit=${SHOP.id}`,
      permissions: ALL,
      locale: 'en',
    });
    const form = await screen.findByRole('form', { name: en.admin.shop.form.label });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.common.save }));
    expect(
      await within(form).findByText(line(en, 2, en.validation.shop.host_invalid)),
    ).toBeVisible();
  });
});
