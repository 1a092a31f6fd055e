/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { Dashboard } from '@/components/admin/dashboard/dashboard';
import { resolveRange, fillDays } from '@/components/admin/dashboard/date-range';
import { PermissionsProvider } from '@/components/admin/shell/permissions';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const TODAY = '2026-11-25';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
});
beforeEach(() => {
  // jsdom lays nothing out, so recharts measures 0 × 0 and says so; the numbers are checked in
  // the charts' tables instead.
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('of chart should be greater than 0')) return;
    warn(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

const usersBody = {
  total: 40,
  verified: 30,
  newInRange: 5,
  signupsPerDay: [{ day: '2026-11-20', count: 3 }],
  byCountry: [
    { country: 'sa', count: 25 },
    { country: null, count: 15 },
  ],
  byType: [{ type: 'regular', count: 40 }],
  byStatus: [{ status: 'active', count: 38 }],
};
const catalogBody = {
  activeShops: 12,
  couponsByStatus: [
    { status: 'ACTIVE', count: 7 },
    { status: 'PAUSED', count: 2 },
  ],
  clicksInRange: 99,
  clicksPerDay: [{ day: '2026-11-24', clicks: 99 }],
  votesPerDay: [{ day: '2026-11-24', worked: 4, failed: 1 }],
  topShops: [{ id: 's1', nameAr: 'نون', nameEn: 'Noon', clicks: 60 }],
};
const emptyUsers = {
  ...usersBody,
  newInRange: 0,
  signupsPerDay: [],
  byCountry: [],
  byType: [],
  byStatus: [],
};
const emptyCatalog = {
  ...catalogBody,
  clicksInRange: 0,
  clicksPerDay: [],
  votesPerDay: [],
  topShops: [],
};

/** Answers GET insights/users and insights/catalog; records each asked URL. */
function answer(users: unknown, catalog: unknown, status = 200) {
  const urls: URL[] = [];
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    urls.push(url);
    const ok = status === 200;
    const data = url.pathname.endsWith('/insights/users') ? users : catalog;
    const body = ok
      ? { success: true, data }
      : { success: false, error: { code: 1005, title: 'FORBIDDEN', details: [] } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, urls };
}

function renderDashboard({
  permissions = ['view_insights'],
  search = '',
  locale = 'en',
  onUrlUpdate,
}: {
  permissions?: string[];
  search?: string;
  locale?: 'en' | 'ar';
  onUrlUpdate?: (event: UrlUpdateEvent) => void;
} = {}) {
  const messages = locale === 'ar' ? ar : en;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ admin: messages.admin, errors: messages.errors }}
    >
      <QueryClientProvider client={client}>
        <NuqsTestingAdapter searchParams={search} onUrlUpdate={onUrlUpdate} hasMemory>
          <PermissionsProvider permissions={permissions}>
            <Dashboard today={TODAY} />
          </PermissionsProvider>
        </NuqsTestingAdapter>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const t = en.admin.dashboard;

describe('Dashboard', () => {
  it('tells staff without view_insights that they cannot see figures, and asks nothing', () => {
    const { fetch } = answer(usersBody, catalogBody);
    renderDashboard({ permissions: ['view_shop'] });
    expect(screen.getByRole('heading', { name: t.forbiddenTitle })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the same state when the API answers FORBIDDEN', async () => {
    answer(null, null, 403);
    renderDashboard();
    expect(await screen.findByRole('heading', { name: t.forbiddenTitle })).toBeInTheDocument();
  });

  it('asks for the last 30 days by default and shows the figures', async () => {
    const { urls } = answer(usersBody, catalogBody);
    renderDashboard();
    const figures = screen.getByLabelText(t.figuresLabel);
    await waitFor(() => expect(within(figures).getByText('40')).toBeInTheDocument());
    expect(within(figures).getByText('75%')).toBeInTheDocument();
    expect(within(figures).getByText('99')).toBeInTheDocument();
    expect(urls.map((u) => u.searchParams.get('from'))).toEqual(['2026-10-27', '2026-10-27']);
    expect(urls.every((u) => u.searchParams.get('to') === TODAY)).toBe(true);
    // Every chart is a named figure with its numbers in a table.
    const countries = screen.getByRole('figure', { name: new RegExp(t.charts.countries) });
    const table = within(countries).getByRole('table', { name: t.charts.countries });
    expect(within(table).getByRole('rowheader', { name: 'Saudi Arabia' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: t.unknownCountry })).toBeInTheDocument();
    const votes = screen.getByRole('figure', { name: new RegExp(t.charts.votes) });
    expect(within(votes).getByRole('columnheader', { name: t.series.failed })).toBeInTheDocument();
  });

  it('names countries and shops in Arabic for an Arabic admin', async () => {
    answer(usersBody, catalogBody);
    renderDashboard({ locale: 'ar' });
    const a = ar.admin.dashboard;
    const countries = await screen.findByRole('figure', { name: new RegExp(a.charts.countries) });
    expect(
      await within(countries).findByRole('rowheader', { name: 'السعودية' }),
    ).toBeInTheDocument();
    const shops = screen.getByRole('figure', { name: new RegExp(a.charts.topShops) });
    expect(within(shops).getByRole('rowheader', { name: 'نون' })).toBeInTheDocument();
  });

  it('says "no data" on each chart when the period is empty', async () => {
    answer(emptyUsers, emptyCatalog);
    renderDashboard();
    await waitFor(() => expect(screen.getAllByText(t.noData)).toHaveLength(7));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the period in the URL: presets, the default, and a checked custom range', async () => {
    answer(emptyUsers, emptyCatalog);
    const onUrlUpdate = jest.fn<void, [UrlUpdateEvent]>();
    renderDashboard({ search: '?from=2026-11-01&to=2026-11-10', onUrlUpdate });
    const presets = screen.getByRole('group', { name: t.range.presets });
    expect(within(presets).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await act(async () => {
      fireEvent.click(within(presets).getByRole('button', { name: '7 days' }));
    });
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe('?from=2026-11-19&to=2026-11-25');
    expect(within(presets).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await act(async () => {
      fireEvent.click(within(presets).getByRole('button', { name: '30 days' }));
    });
    await waitFor(() => expect(onUrlUpdate.mock.lastCall![0].queryString).toBe(''));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Custom period/ }));
    });
    const from = await screen.findByLabelText(t.range.from);
    const to = screen.getByLabelText(t.range.to);
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(to, { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: t.range.apply }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.range.reversed);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.range.apply }));
    });
    await waitFor(() =>
      expect(onUrlUpdate.mock.lastCall![0].queryString).toBe('?from=2026-11-01&to=2026-11-02'),
    );
  });
});

describe('date range helpers', () => {
  it('repairs what a hand-edited URL asks for', () => {
    expect(resolveRange(null, null, TODAY)).toEqual({ from: '2026-10-27', to: TODAY });
    expect(resolveRange('nonsense', 'x', TODAY)).toEqual({ from: '2026-10-27', to: TODAY });
    expect(resolveRange('2026-11-10', '2026-11-01', TODAY)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(resolveRange('2026-11-20', '2027-01-01', TODAY)).toEqual({
      from: '2026-11-20',
      to: TODAY,
    });
    expect(resolveRange('2020-01-01', TODAY, TODAY).from).toBe('2025-11-25');
  });

  it('fills the days without rows with zeros', () => {
    const rows = fillDays(
      { from: '2026-11-01', to: '2026-11-03' },
      [{ day: '2026-11-02', n: 4 }],
      ['n'],
    );
    expect(rows).toEqual([
      { day: '2026-11-01', n: 0 },
      { day: '2026-11-02', n: 4 },
      { day: '2026-11-03', n: 0 },
    ]);
  });
});

describe('the uninstall reasons chart', () => {
  const u = en.admin.uninstall;
  const stats = {
    range: { from: '2026-10-27', to: TODAY },
    total: 5,
    reasons: [
      { reason: 'NOT_USEFUL', count: 2 },
      { reason: 'FOUND_BETTER_EXTENSION', count: 0 },
      { reason: 'TOO_MANY_ADS', count: 3 },
      { reason: 'OTHER', count: 0 },
    ],
  };
  const ANSWERS = [
    {
      id: 'a1',
      reason: 'TOO_MANY_ADS',
      feedback: 'الإعلانات كثيرة جدًا',
      locale: 'ar',
      userAgent: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'a2',
      reason: 'NOT_USEFUL',
      feedback: null,
      locale: 'en',
      userAgent: null,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ];
  const answers = (reason: string | null) => {
    const items = ANSWERS.filter((a) => !reason || a.reason === reason);
    return { items, total: items.length, page: 1, limit: 10 };
  };
  const answerStats = () => {
    const urls: URL[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL((input as Request).url);
      urls.push(url);
      const data = url.pathname.endsWith('/uninstall/stats')
        ? stats
        : url.pathname.endsWith('/uninstall')
          ? answers(url.searchParams.get('reason'))
          : url.pathname.endsWith('/insights/users')
            ? usersBody
            : catalogBody;
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    return urls;
  };

  it('shows view_uninstall holders the reasons of the period, even without view_insights', async () => {
    const urls = answerStats();
    renderDashboard({ permissions: ['view_uninstall'] });
    const figure = await screen.findByRole('figure', { name: new RegExp(u.chartTitle) });
    await waitFor(() => expect(within(figure).getByText(u.reasons.TOO_MANY_ADS)).toBeTruthy());
    const row = within(figure).getByText(u.reasons.TOO_MANY_ADS).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    const asked = urls.find((url) => url.pathname.endsWith('/uninstall/stats'))!;
    expect(asked.searchParams.get('from')).toBe('2026-10-27');
    expect(asked.searchParams.get('to')).toBe(TODAY);
  });

  it('lists what people wrote in the period and filters it by reason', async () => {
    const urls = answerStats();
    renderDashboard({ permissions: ['view_uninstall'] });
    const list = await screen.findByRole('region', { name: u.listTitle });
    expect(await within(list).findByText('الإعلانات كثيرة جدًا')).toBeTruthy();
    expect(within(list).getByText(u.noText)).toBeTruthy();
    const asked = urls.find((url) => url.pathname.endsWith('/uninstall'))!;
    expect(asked.searchParams.get('from')).toBe('2026-10-27');
    fireEvent.change(within(list).getByLabelText(u.reason), { target: { value: 'NOT_USEFUL' } });
    await waitFor(() => expect(within(list).queryByText('الإعلانات كثيرة جدًا')).toBeNull());
    expect(urls.at(-1)!.searchParams.get('reason')).toBe('NOT_USEFUL');
  });

  it('is neither shown nor asked for without view_uninstall', async () => {
    const urls = answerStats();
    renderDashboard({ permissions: ['view_insights'] });
    await screen.findByRole('figure', { name: new RegExp(t.charts.signups) });
    expect(screen.queryByRole('figure', { name: new RegExp(u.chartTitle) })).toBeNull();
    expect(urls.some((url) => url.pathname.endsWith('/uninstall/stats'))).toBe(false);
  });
});
