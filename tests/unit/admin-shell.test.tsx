import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AdminShell, shellEntryOf } from '@/components/admin/shell/admin-shell';
import { AdminWelcome } from '@/components/admin/shell/admin-welcome';
import { PALETTE_DEBOUNCE_MS } from '@/components/admin/shell/command-palette';
import { usePermissions } from '@/components/admin/shell/permissions';
import { TooltipProvider } from '@/components/ui/tooltip';
import { adminApi } from '@/lib/admin/api-client';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// No network and no Next router in unit tests.
jest.mock('@/lib/admin/api-client', () => ({ adminApi: { get: jest.fn() } }));
jest.mock('@/lib/api/session-client', () => ({ sessionApi: { post: jest.fn() } }));
const push = jest.fn();
let pathname = '/admin/shop';
// The rest of the module stays real: next-intl imports more of it (redirect, notFound).
jest.mock('next/navigation', () => ({
  ...jest.requireActual<object>('next/navigation'),
  usePathname: () => pathname,
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
const get = adminApi.get as jest.Mock;

// jsdom lacks what cmdk and Radix measure with.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  pathname = '/admin/shop';
});

const USER = { firstName: 'Layla', lastName: 'Haddad', email: 'layla@safqa.test' };

function Providers({ locale = 'en', children }: { locale?: 'en' | 'ar'; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const messages = locale === 'ar' ? ar : en;
  return (
    <NextIntlClientProvider locale={locale} messages={{ admin: messages.admin }}>
      <QueryClientProvider client={client}>
        <TooltipProvider>{children}</TooltipProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

function renderShell(
  permissions: string[],
  { collapsed = false, locale = 'en' }: { collapsed?: boolean; locale?: 'en' | 'ar' } = {},
) {
  return render(
    <Providers locale={locale}>
      <AdminShell
        user={USER}
        permissions={permissions}
        locale={locale}
        initialCollapsed={collapsed}
      >
        <p>page</p>
      </AdminShell>
    </Providers>,
  );
}

const sidebar = (name = en.admin.shell.navigation) =>
  screen.getAllByRole('navigation', { name })[0]!;

describe('admin shell', () => {
  it('lists the always-on sections and those the permissions open, marking the current one', () => {
    renderShell(['update_shop', 'view_shop']);
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Welcome',
      'Shops',
      'Media',
      'Campaigns',
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Shops' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const crumbs = screen.getByRole('navigation', { name: en.admin.shell.breadcrumb });
    expect(within(crumbs).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(crumbs).getByText('Shops')).toHaveAttribute('aria-current', 'page');
  });

  it('collapses to icons and remembers it in d-app and the sidebar cookie', () => {
    renderShell(['view_user']);
    fireEvent.click(screen.getByRole('button', { name: en.admin.shell.collapseSidebar }));
    expect(screen.getByRole('button', { name: en.admin.shell.expandSidebar })).toBeVisible();
    // The label stays for screen readers; the entry keeps its accessible name.
    expect(within(sidebar()).getByRole('link', { name: 'Users & roles' })).toBeInTheDocument();
    expect(within(sidebar()).getByText('Users & roles')).toHaveClass('sr-only');
    expect(JSON.parse(window.localStorage.getItem('d-app')!)).toMatchObject({
      isSidebarCollapsed: true,
      pageTitle: 'Shops',
    });
    expect(document.cookie).toContain('safqa_admin_sidebar=1');
  });

  it('renders in Arabic with the Arabic labels', () => {
    renderShell([], { locale: 'ar' });
    const nav = sidebar(ar.admin.shell.navigation);
    expect(within(nav).getByRole('link', { name: ar.admin.nav.dashboard })).toBeVisible();
    expect(screen.getByRole('button', { name: ar.admin.shell.userMenu })).toBeVisible();
  });

  it('searches shops and coupons from two characters, never users without view_user', async () => {
    jest.useFakeTimers();
    try {
      get.mockImplementation((section: string) =>
        Promise.resolve({
          items:
            section === 'shop'
              ? [{ id: 's-1', name: { en: 'Noon', ar: 'نون' } }]
              : [{ id: 'c-1', title: { en: '10% off', ar: 'خصم' }, code: 'NOON10' }],
        }),
      );
      renderShell(['view_shop', 'view_coupon']);
      fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
      const dialog = await screen.findByRole('dialog', { name: en.admin.palette.title });
      const input = within(dialog).getByRole('combobox');

      fireEvent.change(input, { target: { value: 'n' } });
      await act(async () => {
        jest.advanceTimersByTime(PALETTE_DEBOUNCE_MS);
      });
      expect(get).not.toHaveBeenCalled();

      fireEvent.change(input, { target: { value: 'no' } });
      await act(async () => {
        jest.advanceTimersByTime(PALETTE_DEBOUNCE_MS);
      });
      expect(get).toHaveBeenCalledWith('shop', { q: 'no', limit: 5 });
      expect(get).toHaveBeenCalledWith('coupon', { q: 'no', limit: 5 });
      expect(get).not.toHaveBeenCalledWith('user', expect.anything());

      fireEvent.click(await within(dialog).findByRole('option', { name: 'Noon' }));
      expect(push).toHaveBeenCalledWith('/admin/shop?edit=s-1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('jumps to a visible section from the palette', async () => {
    renderShell([]);
    fireEvent.click(screen.getAllByRole('button', { name: en.admin.palette.open })[0]!);
    const dialog = await screen.findByRole('dialog', { name: en.admin.palette.title });
    expect(within(dialog).queryByRole('option', { name: 'Shops' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('option', { name: 'Campaigns' }));
    expect(push).toHaveBeenCalledWith('/admin/campaigns');
  });

  it('names no section for an unknown admin path', () => {
    expect(shellEntryOf('/admin')?.key).toBe('dashboard');
    expect(shellEntryOf('/admin/')?.key).toBe('dashboard');
    expect(shellEntryOf('/admin/nope')).toBeUndefined();
    expect(shellEntryOf('/admin/coupon/x')?.key).toBe('coupon');
  });
});

describe('permissions and welcome', () => {
  function Probe() {
    const { can, permissions } = usePermissions();
    return (
      <p>
        {permissions.length} {String(can('update', 'shop'))} {String(can('delete', 'shop'))}
      </p>
    );
  }

  it('tells client screens what the staff member may do', () => {
    render(
      <Providers>
        <AdminShell
          user={USER}
          permissions={['update_shop', 'view_shop']}
          locale="en"
          initialCollapsed={false}
        >
          <Probe />
        </AdminShell>
      </Providers>,
    );
    expect(screen.getByText('2 true false')).toBeInTheDocument();
  });

  it('greets by first name with a card per section, and explains when only basics are open', () => {
    const { rerender } = render(
      <Providers>
        <AdminWelcome firstName="Layla" permissions={['view_insights']} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Layla' })).toBeVisible();
    expect(screen.getByText(en.admin.welcome.onlyBasics)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Shops/ })).not.toBeInTheDocument();

    rerender(
      <Providers>
        <AdminWelcome firstName={null} permissions={['view_shop']} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    expect(screen.queryByText(en.admin.welcome.onlyBasics)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shops/ })).toHaveAttribute('href', '/admin/shop');
  });
});
