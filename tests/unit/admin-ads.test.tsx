/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { AdsSection } from '@/components/admin/sections/ads/ads-section';
import en from '@/messages/en.json';
import { renderAdminSection } from '../support/admin-section';

const AD = {
  id: '33333333-3333-4333-8333-333333333333',
  title: { en: 'Summer sale', ar: 'تخفيضات الصيف' },
  text: { en: 'Up to 50% off', ar: 'خصم حتى 50%' },
  image: null,
  targetUrl: 'https://shop.example/summer',
  platform: 'ALL',
  countries: ['sa'],
  placement: 'MOBILE_BANNER',
  startsAt: null,
  endsAt: null,
  priority: 3,
  status: 'ACTIVE',
  impressions: 200,
  clicks: 10,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
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
    const body =
      path === 'ads' && request.method === 'GET'
        ? ok({ items: [AD], total: 1, page: 1, limit: 25 })
        : path === `ads/${AD.id}/stats`
          ? ok({
              range: { from: url.searchParams.get('from'), to: url.searchParams.get('to') },
              totals: { impressions: 200, clicks: 10, ctr: 0.05 },
              days: [{ day: url.searchParams.get('to'), impressions: 200, clicks: 10, ctr: 0.05 }],
            })
          : /^ads\/[\w-]+$/.test(path) && request.method === 'GET'
            ? ok({ ...AD, id: path.slice(4) })
            : request.method === 'POST'
              ? ok({ ...AD, id: '44444444-4444-4444-8444-444444444444' })
              : ok({ items: [], total: 0, page: 1, limit: 50 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const ALL = ['view', 'create', 'update', 'delete'].map((a) => `${a}_ads`);
const a = en.admin.ads;

function renderAds(search = '') {
  renderAdminSection(<AdsSection />, { search, permissions: ALL });
}

afterEach(() => jest.restoreAllMocks());

describe('the ads section', () => {
  it('lists ads with placement, platform, counters and CTR', async () => {
    api();
    renderAds();
    const open = await screen.findByRole('button', { name: 'Open Summer sale' });
    const row = open.closest('tr')!;
    expect(within(row).getByText(a.placement.MOBILE_BANNER)).toBeTruthy();
    expect(within(row).getByText(a.platform.ALL)).toBeTruthy();
    expect(within(row).getByText('200')).toBeTruthy();
    expect(within(row).getByText('5%')).toBeTruthy();
  });

  it('previews every placement in both languages as the form is typed, and saves', async () => {
    const sent = api();
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderAds('?edit=new');
    const form = await screen.findByRole('form', { name: a.form.label });
    const preview = within(form).getByRole('region', { name: a.preview.label });
    const figures = preview.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    const title = within(form).getByRole('group', { name: a.form.title });
    const lang = en.admin.resource.lang;
    fireEvent.change(within(title).getByRole('textbox', { name: lang.en }), {
      target: { value: 'Eid deals' },
    });
    fireEvent.change(within(title).getByRole('textbox', { name: lang.ar }), {
      target: { value: 'عروض العيد' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: a.form.placement }), {
      target: { value: 'IN_LIST' },
    });
    await waitFor(() => expect(within(preview).getAllByText('Eid deals')).toHaveLength(3));
    expect(within(preview).getAllByText('عروض العيد')).toHaveLength(3);
    for (const node of within(preview).getAllByText('عروض العيد')) {
      expect(node.closest('[lang]')?.getAttribute('dir')).toBe('rtl');
    }
    const chosen = preview.querySelector('[aria-current="true"]');
    expect(chosen?.getAttribute('data-placement')).toBe('IN_LIST');

    fireEvent.change(within(form).getByRole('textbox', { name: a.form.targetUrl }), {
      target: { value: 'https://shop.example/eid' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.common.save }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      path: 'ads',
      json: {
        title: { en: 'Eid deals', ar: 'عروض العيد' },
        placement: 'IN_LIST',
        platform: 'ALL',
        image: null,
        targetUrl: 'https://shop.example/eid',
        startsAt: null,
        endsAt: null,
        priority: 0,
        status: 'ACTIVE',
      },
    });
  });

  it("shows an ad's figures in its own tab of the record sheet", async () => {
    const sent = api();
    renderAds(`?edit=${AD.id}&panel=stats`);
    const tab = await screen.findByRole('tab', { name: a.stats.tab });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const totals = await screen.findByLabelText(a.stats.totals);
    await waitFor(() => expect(within(totals).getByText('5%')).toBeTruthy());
    expect(within(totals).getByText('200')).toBeTruthy();
    expect(within(totals).getByText('10')).toBeTruthy();
    const stats = sent.find((s) => s.path === `ads/${AD.id}/stats`)!;
    expect(stats.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stats.query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
