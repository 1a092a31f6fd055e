/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { UsersSection } from '@/components/admin/sections/user/users-section';
import { ALL_PERMISSIONS } from '@/lib/auth/permissions';
import en from '@/messages/en.json';
import { renderAdminSection } from '../support/admin-section';

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
};
const ROLES = [
  { id: 'r-admin', name: 'admin', permissions: ALL_PERMISSIONS, userCount: 1 },
  { id: 'r-shop', name: 'shop editor', permissions: ['view_shop', 'update_shop'], userCount: 0 },
];
const DETAILS = {
  sessions: [
    {
      id: 's1',
      userAgent: 'Firefox on Linux',
      ip: '203.0.113.9',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: '2026-11-21T10:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
      revokedAt: null,
    },
  ],
  invitees: [],
  inviter: null,
  roles: [],
};

type Sent = { method: string; path: string; query: URLSearchParams; json: unknown };

/** The API as the screen sees it; PATCH user/{id} answers `patchAnswer`; GET user lists `users`. */
function api(
  patchAnswer: { status: number; body: unknown },
  users: (typeof USER & { deletedAt?: string })[] = [USER],
) {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/session/api/', '');
    const json: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    sent.push({ method: request.method, path, query: url.searchParams, json });
    const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
    const answer =
      request.method === 'PATCH'
        ? patchAnswer
        : path === 'user'
          ? ok({ items: users, total: users.length, page: 1, limit: 25 })
          : path === `user/${USER.id}`
            ? ok(users.find((u) => u.id === USER.id) ?? USER)
            : path === `user/${USER.id}/details`
              ? ok(DETAILS)
              : path === 'role'
                ? ok({ items: ROLES, total: 2, page: 1, limit: 100 })
                : ok({ items: [], total: 0, page: 1, limit: 50 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderUsers(permissions: string[], search = `?view=${USER.id}`) {
  renderAdminSection(<UsersSection />, { search, permissions });
}

const d = en.admin.users.detail;
afterEach(() => jest.restoreAllMocks());

describe('User detail sheet', () => {
  it('shows the sign-ins and asks before suspending, saying the sign-ins end', async () => {
    const sent = api({
      status: 200,
      body: { success: true, data: { ...USER, status: 'suspended' } },
    });
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderUsers(ALL_PERMISSIONS);
    const sheet = await screen.findByRole('dialog', { name: d.title });
    const sessions = await within(sheet).findByRole('table', { name: d.sessions });
    expect(within(sessions).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(sessions).getByText(d.live)).toBeInTheDocument();

    fireEvent.change(within(sheet).getByLabelText(d.status), { target: { value: 'suspended' } });
    fireEvent.click(within(sheet).getByRole('button', { name: d.save }));
    const confirm = await screen.findByRole('dialog', { name: `Suspend ${USER.email}?` });
    expect(confirm).toHaveTextContent(d.endsSessionsText);
    expect(sent.some((s) => s.method === 'PATCH')).toBe(false);

    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    });
    await waitFor(() => expect(sent.find((s) => s.method === 'PATCH')).toBeDefined());
    const patch = sent.find((s) => s.method === 'PATCH')!;
    expect(patch.path).toBe(`user/${USER.id}`);
    expect(patch.json).toEqual({ status: 'suspended' });
  });

  it.each([
    [409, 'CONFLICT', en.admin.users.lastAdmin],
    [403, 'FORBIDDEN', en.admin.roles.escalation],
  ])('explains a %i %s answer in its own words', async (status, title, message) => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
    api({ status, body: { success: false, error: { code: 1, title, details: [] } } });
    renderUsers(ALL_PERMISSIONS);
    const sheet = await screen.findByRole('dialog', { name: d.title });
    const admin = await within(sheet).findByRole('checkbox', { name: 'admin' });
    fireEvent.click(admin);
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: d.save }));
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
  });

  it('does not let an editor give a role whose permissions they lack', async () => {
    api({ status: 200, body: { success: true, data: USER } });
    renderUsers(['view_user', 'update_user', 'view_role', 'view_shop', 'update_shop']);
    const sheet = await screen.findByRole('dialog', { name: d.title });
    expect(await within(sheet).findByRole('checkbox', { name: 'admin' })).toBeDisabled();
    expect(within(sheet).getByRole('checkbox', { name: 'shop editor' })).toBeEnabled();
  });
});

describe('Users list', () => {
  it('sends its filters from the URL to GET /user', async () => {
    const sent = api({ status: 200, body: { success: true, data: USER } });
    renderUsers(['view_user'], '?status=suspended&type=beta&verified=false&sort=email&page=2');
    expect(await screen.findByRole('button', { name: `View ${USER.email}` })).toBeInTheDocument();
    const list = sent.find((s) => s.path === 'user')!;
    expect(Object.fromEntries(list.query)).toEqual({
      status: 'suspended',
      userType: 'beta',
      verified: 'false',
      sort: 'email',
      page: '2',
      limit: '25',
    });
    // Without view_role the Roles tab is not offered.
    expect(screen.queryByRole('tab', { name: en.admin.users.tabRoles })).toBeNull();
  });
});

describe('accounts the reader may not change (their own, or one above their rights)', () => {
  const ADMIN = {
    ...USER,
    id: '22222222-2222-4222-8222-222222222222',
    email: 'owner@example.com',
    firstName: 'Owner',
    roleIds: ['r-admin'],
    manageable: false,
  };
  const EDITOR = ['view_user', 'update_user', 'delete_user', 'view_role'];

  it('the sheet shows why and offers no change of status, type or roles', async () => {
    const sent = api({ status: 200, body: { success: true, data: USER } }, [
      { ...USER, roleIds: ['r-shop'], manageable: false },
    ]);
    renderUsers(ALL_PERMISSIONS);
    const sheet = await screen.findByRole('dialog', { name: d.title });
    expect(await within(sheet).findByText(en.admin.users.notManageable)).toBeInTheDocument();
    expect(within(sheet).getByLabelText(d.status)).toBeDisabled();
    expect(within(sheet).getByLabelText(d.type)).toBeDisabled();
    expect(within(sheet).getByRole('checkbox', { name: 'admin' })).toBeDisabled();
    expect(within(sheet).getByRole('checkbox', { name: 'shop editor' })).toBeDisabled();
    expect(within(sheet).queryByRole('button', { name: d.save })).toBeNull();
    expect(sent.some((s) => s.method !== 'GET')).toBe(false);
  });

  it('a manageable account keeps its controls and no such note', async () => {
    api({ status: 200, body: { success: true, data: USER } });
    renderUsers(ALL_PERMISSIONS);
    const sheet = await screen.findByRole('dialog', { name: d.title });
    expect(await within(sheet).findByLabelText(d.status)).toBeEnabled();
    expect(within(sheet).getByRole('button', { name: d.save })).toBeInTheDocument();
    expect(within(sheet).queryByText(en.admin.users.notManageable)).toBeNull();
  });

  it('the list selects and bulk-changes only the rows the reader may change', async () => {
    const sent = api({ status: 200, body: { success: true, data: USER } }, [USER, ADMIN]);
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderUsers(EDITOR, '');
    const own = await screen.findByRole('checkbox', { name: `Select ${USER.email}` });
    const above = screen.getByRole('checkbox', { name: `Select ${ADMIN.email}` });
    expect(own).toBeEnabled();
    expect(above).toBeDisabled();
    expect(above).toHaveAccessibleDescription(en.admin.users.notManageable);

    fireEvent.click(screen.getByRole('checkbox', { name: en.admin.users.selectAll }));
    expect(own).toBeChecked();
    expect(above).not.toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.admin.users.bulkActivate }));
    });
    await waitFor(() => expect(sent.find((s) => s.path === 'user/bulk')).toBeDefined());
    expect(sent.find((s) => s.path === 'user/bulk')!.json).toEqual({
      ids: [USER.id],
      action: 'activate',
    });
  });

  it('the trash offers restore only for the rows the reader may change', async () => {
    const gone = { status: 'deleted', deletedAt: '2026-11-02T10:00:00.000Z' };
    api({ status: 200, body: { success: true, data: USER } }, [
      { ...USER, ...gone },
      { ...ADMIN, ...gone },
    ]);
    renderUsers(EDITOR, '?deleted=only');
    const rows = await screen.findAllByRole('row');
    const rowOf = (email: string) => rows.find((r) => within(r).queryByText(email))!;
    expect(
      within(rowOf(USER.email)).getByRole('button', { name: en.admin.users.restore }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(ADMIN.email)).queryByRole('button', { name: en.admin.users.restore }),
    ).toBeNull();
  });
});

describe('roles above the editor', () => {
  const ROLE_EDITOR = [
    'view_user',
    'view_role',
    'update_role',
    'delete_role',
    'view_shop',
    'update_shop',
  ];
  const r = en.admin.roles;

  it('a role holding a permission the editor lacks: renamed only, never re-permissioned or deleted', async () => {
    api({ status: 200, body: { success: true, data: ROLES[0] } });
    renderUsers(ROLE_EDITOR, '?tab=roles&role=r-admin');
    const editor = await screen.findByRole('form', {
      name: r.editorLabel.replace('{name}', 'admin'),
    });
    expect(within(editor).getByText(r.outranks)).toBeInTheDocument();
    expect(within(editor).getByLabelText(r.name)).not.toHaveAttribute('readonly');
    // Even the permissions the editor holds stay as they are.
    expect(within(editor).getByRole('checkbox', { name: 'Shops – View' })).toBeDisabled();
    expect(within(editor).queryByRole('button', { name: r.delete })).toBeNull();
  });

  it('a role within the editor’s rights keeps its matrix and its delete button', async () => {
    api({ status: 200, body: { success: true, data: ROLES[1] } });
    renderUsers(ROLE_EDITOR, '?tab=roles&role=r-shop');
    const editor = await screen.findByRole('form', {
      name: r.editorLabel.replace('{name}', 'shop editor'),
    });
    expect(within(editor).queryByText(r.outranks)).toBeNull();
    expect(within(editor).getByRole('checkbox', { name: 'Shops – View' })).toBeEnabled();
    expect(within(editor).getByRole('button', { name: r.delete })).toBeInTheDocument();
  });
});
