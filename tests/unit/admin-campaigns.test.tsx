/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import type { ReactNode } from 'react';
import { recordHref } from '@/components/admin/audit/audit-bits';
import {
  moveItem,
  OrderedPicker,
  toggleItem,
} from '@/components/admin/sections/catalog/ordered-picker';
import { CampaignsSection } from '@/components/admin/sections/campaign/campaigns-section';
import { campaignSchedule } from '@/components/admin/sections/campaign/columns';
import { PermissionsProvider } from '@/components/admin/shell/permissions';
import { TooltipProvider } from '@/components/ui/tooltip';
import en from '@/messages/en.json';

const SHOPS = ['Amazon', 'Noon', 'Namshi'].map((name, i) => ({
  id: `1111111${i}-1111-4111-8111-111111111111`,
  name: { en: name, ar: name },
  deletedAt: null,
}));
const p = en.admin.resource.orderedPicker;
const c = en.admin.campaign;

function answer(path: string): unknown {
  const shop = SHOPS.find((s) => path === `shop/${s.id}`);
  if (shop) return shop;
  return { items: [], total: 0, page: 1, limit: 25 };
}

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname.replace('/api/session/api/', '');
    return new Response(JSON.stringify({ success: true, code: 2000, data: answer(path) }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => jest.restoreAllMocks());

function wrap(children: ReactNode, permissions: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider
      locale="en"
      messages={{ admin: en.admin, errors: en.errors, validation: en.validation }}
    >
      <QueryClientProvider client={client}>
        <NuqsTestingAdapter hasMemory>
          <PermissionsProvider permissions={permissions}>
            <TooltipProvider>{children}</TooltipProvider>
          </PermissionsProvider>
        </NuqsTestingAdapter>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('ordering helpers', () => {
  it('moves an item one place and stays put at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('adds a new id at the end and takes a chosen one out', () => {
    expect(toggleItem(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleItem(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('OrderedPicker', () => {
  it('lists the chosen shops by name in order and reorders or removes them', async () => {
    const onChange = jest.fn();
    wrap(
      <OrderedPicker
        section="shop"
        legend="Stores"
        addLabel="Add a store…"
        value={SHOPS.map((s) => s.id)}
        onChange={onChange}
      />,
    );
    const list = screen.getByRole('list', { name: 'Stores' });
    expect(await within(list).findByText('Namshi')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Amazon'),
      expect.stringContaining('Noon'),
      expect.stringContaining('Namshi'),
    ]);
    expect(
      screen.getByRole('button', { name: p.moveUp.replace('{name}', 'Amazon') }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: p.moveDown.replace('{name}', 'Namshi') }),
    ).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: p.moveUp.replace('{name}', 'Namshi') }));
    expect(onChange).toHaveBeenLastCalledWith([SHOPS[0]!.id, SHOPS[2]!.id, SHOPS[1]!.id]);
    fireEvent.click(screen.getByRole('button', { name: p.remove.replace('{name}', 'Amazon') }));
    expect(onChange).toHaveBeenLastCalledWith([SHOPS[1]!.id, SHOPS[2]!.id]);
  });

  it('says when nothing is chosen', () => {
    wrap(
      <OrderedPicker
        section="coupon"
        legend="Coupons"
        addLabel="Add"
        value={[]}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByText(p.empty)).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveTextContent('Add');
  });
});

describe('/admin/campaigns', () => {
  it('explains instead of listing when view_campaign is missing', () => {
    wrap(<CampaignsSection />);
    expect(screen.getByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(c.noAccess);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('lists campaigns with view_campaign and offers New with create_campaign', async () => {
    wrap(<CampaignsSection />, ['view_campaign', 'create_campaign']);
    expect(await screen.findByRole('table', { name: c.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: c.new })).toBeInTheDocument();
  });

  it('opens audit entries of a campaign on its own route', () => {
    expect(recordHref('campaign', 'abc')).toBe('/admin/campaigns?edit=abc');
  });

  it('tells running, scheduled and ended campaigns apart', () => {
    const at = Date.parse('2031-11-20T00:00:00Z');
    const range = { startsAt: '2031-11-20T00:00:00Z', endsAt: '2031-11-30T00:00:00Z' };
    expect(campaignSchedule(range, at - 1)).toBe('scheduled');
    expect(campaignSchedule(range, at)).toBe('running');
    expect(campaignSchedule(range, Date.parse(range.endsAt))).toBe('ended');
  });
});
