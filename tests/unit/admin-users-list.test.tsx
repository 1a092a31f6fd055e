/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { UsersSection } from '@/components/admin/sections/user/users-section';
import en from '@/messages/en.json';
import { renderAdminSection } from '../support/admin-section';

const u = en.admin.users;
const USER = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Ali',
  country: 'sa',
  status: 'active',
  userType: 'regular',
  isEmailVerified: true,
  roleIds: [] as string[],
  manageable: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
  deletedAt: null,
};

type Sent = { method: string; path: string; query: URLSearchParams; json: unknown };

/** GET user lists USER; POST user/bulk answers one account changed. */
function api() {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/session/api/', '');
    const json: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    sent.push({ method: request.method, path, query: url.searchParams, json });
    const data =
      path === 'user'
        ? { items: [USER], total: 1, page: 1, limit: 25 }
        : path === 'user/bulk'
          ? { affected: 1 }
          : { items: [], total: 0, page: 1, limit: 100 };
    return new Response(JSON.stringify({ success: true, code: 2000, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderUsers(search: string) {
  renderAdminSection(<UsersSection />, {
    search,
    permissions: ['view_user', 'update_user', 'view_role'],
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the users list on the generic list', () => {
  it('asks before a bulk deactivate and sends it only once confirmed', async () => {
    const sent = api();
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderUsers('');
    fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${USER.email}` }));
    const bar = screen.getByRole('region', { name: '1 account selected' });
    fireEvent.click(within(bar).getByRole('button', { name: u.bulkDeactivate }));

    const confirm = await screen.findByRole('dialog', { name: 'Deactivate 1 account?' });
    expect(within(confirm).getByText(u.bulkDeactivateText)).toBeInTheDocument();
    expect(sent.find((s) => s.path === 'user/bulk')).toBeUndefined();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: u.bulkDeactivate }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.path === 'user/bulk')!.json).toEqual({
      ids: [USER.id],
      action: 'deactivate',
    });
    expect(screen.getByRole('checkbox', { name: `Select ${USER.email}` })).not.toBeChecked();
  });

  it('keeps type and role in the URL and sends userType and roleId', async () => {
    const sent = api();
    renderUsers('?type=beta&role=r-shop&verified=maybe');
    expect(await screen.findByRole('table', { name: u.tabUsers })).toBeInTheDocument();
    const list = sent.find((s) => s.method === 'GET' && s.path === 'user')!;
    expect(list.query.get('userType')).toBe('beta');
    expect(list.query.get('roleId')).toBe('r-shop');
    expect(list.query.has('type')).toBe(false);
    expect(list.query.has('role')).toBe(false);
    // A value outside a filter's set is ignored rather than sent.
    expect(list.query.has('verified')).toBe(false);
    expect(list.query.get('sort')).toBe('-createdAt');
  });
});
