import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { PersistedQueries, resetStorageFailures } from '@/components/account/persisted-queries';
import { useProfile } from '@/components/account/use-session';
import { sessionApi } from '@/lib/api/session-client';
import { dropQueryCache, QUERY_CACHE_KEY } from '@/lib/cache/local-cache';
import { QUERY_CACHE_BUSTER, QUERY_CACHE_MAX_AGE } from '@/lib/cache/query-persistence';
import { lazyToast } from '@/components/ui/lazy-toaster';
import en from '@/messages/en.json';

// The dashboard's `cache_` entry: TanStack Query's persister keeps the profile across a reload,
// expires and busts it, and storage that throws shows its error once while the page works.
jest.mock('@/lib/api/session-client', () => ({ sessionApi: { get: jest.fn() } }));
const toastError = jest.fn();
jest.mock('@/components/ui/lazy-toaster', () => ({
  lazyToast: jest.fn(() => Promise.resolve({ toast: { error: toastError } })),
}));

const get = sessionApi.get as jest.Mock;
const realStorage = window.localStorage;
const NOW = new Date('2026-11-27T10:00:00Z').getTime();

function Screen() {
  const profile = useProfile();
  const other = useQuery({ queryKey: ['shops'], queryFn: () => 'not kept' });
  return (
    <p>
      {profile.data ? `Hello ${profile.data.user.firstName}` : 'loading'} · {other.data ?? ''}
    </p>
  );
}

function mount(staleTime = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <QueryClientProvider client={client}>
        <PersistedQueries>
          <Screen />
        </PersistedQueries>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return client;
}

/** A stored entry as the persister writes it. */
function stored(firstName: string, { timestamp = NOW, buster = QUERY_CACHE_BUSTER } = {}) {
  return JSON.stringify({
    timestamp,
    buster,
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['session', 'profile'],
          queryHash: '["session","profile"]',
          state: {
            data: { user: { firstName } },
            status: 'success',
            dataUpdatedAt: timestamp,
            dataUpdateCount: 1,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            fetchStatus: 'idle',
          },
        },
      ],
    },
  });
}

/** Lets promises and the persister's throttle (1 s) run on the fake clock. */
async function flush(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  realStorage.clear();
  get.mockReset();
  toastError.mockClear();
  (lazyToast as jest.Mock).mockClear();
  resetStorageFailures();
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'localStorage', { value: realStorage, configurable: true });
});

describe('the cache_ query cache', () => {
  it('keeps only the profile under cache_queries, with its time and the product version', async () => {
    get.mockResolvedValue({ user: { firstName: 'Sara' } });
    mount();
    expect(await screen.findByText(/Hello Sara/)).toBeInTheDocument();
    await flush(1100);
    const entry = JSON.parse(realStorage.getItem(QUERY_CACHE_KEY)!);
    expect(QUERY_CACHE_KEY.startsWith('cache_')).toBe(true);
    expect(entry).toMatchObject({ buster: QUERY_CACHE_BUSTER });
    expect(entry.timestamp - NOW).toBeLessThan(2_000);
    expect(entry.clientState.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([
      ['session', 'profile'],
    ]);
  });

  it('shows the stored profile after a reload before the API answers', async () => {
    realStorage.setItem(QUERY_CACHE_KEY, stored('Layla', { timestamp: NOW - 60_000 }));
    get.mockReturnValue(new Promise(() => {}));
    mount();
    expect(await screen.findByText(/Hello Layla/)).toBeInTheDocument();
  });

  it('asks the API again after a reload, however young the stored entry is', async () => {
    // The app's queries count as fresh for 30 s; a product tracked from the extension a second
    // ago must still show after a reload.
    realStorage.setItem(QUERY_CACHE_KEY, stored('Layla', { timestamp: NOW - 1_000 }));
    get.mockResolvedValue({ user: { firstName: 'Layla-Updated' } });
    mount(30_000);
    expect(await screen.findByText(/Hello Layla-Updated/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('profile');
  });

  it('drops an entry past its expiry or from another product version', async () => {
    for (const old of [
      stored('Old', { timestamp: NOW - QUERY_CACHE_MAX_AGE - 1 }),
      stored('Old', { buster: 'another-version' }),
    ]) {
      realStorage.setItem(QUERY_CACHE_KEY, old);
      get.mockReturnValue(new Promise(() => {}));
      mount();
      await flush();
      expect(screen.queryByText(/Hello Old/)).toBeNull();
      expect(realStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('is removed on sign-out, and a save still pending writes nothing', async () => {
    get.mockResolvedValue({ user: { firstName: 'Sara' } });
    const client = mount();
    await screen.findByText(/Hello Sara/);
    await flush(1100);
    expect(realStorage.getItem(QUERY_CACHE_KEY)).not.toBeNull();
    dropQueryCache();
    client.clear();
    await flush(1100);
    expect(realStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  it('storage that throws shows each error once and the page still works', async () => {
    const refuse = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      value: { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse },
    });
    get.mockResolvedValue({ user: { firstName: 'Sara' } });
    const client = mount();
    expect(await screen.findByText(/Hello Sara/)).toBeInTheDocument();
    await flush(1100);
    // More saves: still one toast each.
    await act(async () => {
      await client.refetchQueries();
    });
    await flush(1100);
    dropQueryCache();
    await flush();
    expect(toastError.mock.calls.map(([text]) => text).sort()).toEqual([
      'Failed to get item from storage',
      'Failed to set item in storage',
    ]);
    expect(screen.getByText(/Hello Sara/)).toBeInTheDocument();
  });
});
