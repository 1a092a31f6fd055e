/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { NuqsTestingAdapter, type OnUrlUpdateFunction } from 'nuqs/adapters/testing';
import { toast } from 'sonner';
import { CategoriesSection } from '@/components/admin/sections/category/categories-section';
import { PermissionsProvider } from '@/components/admin/shell/permissions';
import { TooltipProvider } from '@/components/ui/tooltip';
import en from '@/messages/en.json';

const CATEGORY = {
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'fashion',
  name: { en: 'Fashion', ar: 'أزياء' },
  icon: 'shirt',
  priority: 5,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
};

type Sent = { method: string; path: string; query: URLSearchParams; json: unknown };
type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

/** The API as the screen sees it; `answer` may override any call. */
function api(answer: (sent: Sent) => Answer | undefined = () => undefined) {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/session/api/', '');
    const json: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    const call = { method: request.method, path, query: url.searchParams, json };
    sent.push(call);
    const a =
      answer(call) ??
      (path === 'category' && request.method === 'GET'
        ? ok({ items: [CATEGORY], total: 1, page: 1, limit: 25 })
        : path === `category/${CATEGORY.id}`
          ? ok(CATEGORY)
          : ok({ items: [], total: 0, page: 1, limit: 50 }));
    return new Response(JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderCategories(permissions: string[], search = '', onUrlUpdate?: OnUrlUpdateFunction) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider
      locale="en"
      messages={{
        admin: en.admin,
        errors: en.errors,
        validation: en.validation,
        fieldErrors: en.fieldErrors,
      }}
    >
      <QueryClientProvider client={client}>
        <NuqsTestingAdapter searchParams={search} hasMemory onUrlUpdate={onUrlUpdate}>
          <PermissionsProvider permissions={permissions}>
            <TooltipProvider>
              <CategoriesSection />
            </TooltipProvider>
          </PermissionsProvider>
        </NuqsTestingAdapter>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const r = en.admin.resource;
const c = en.admin.category;
const ALL = ['view', 'create', 'update', 'delete'].map((a) => `${a}_category`);
afterEach(() => jest.restoreAllMocks());

describe('the generic catalogue list (categories)', () => {
  it('asks the API for what the URL says: search, sort, page, trash', async () => {
    const sent = api();
    renderCategories(ALL, '?q=fash&sort=-nameEn&page=2&deleted=only');
    await screen.findByRole('button', { name: 'Open Fashion' });
    const list = sent.find((s) => s.path === 'category' && s.method === 'GET')!;
    expect(Object.fromEntries(list.query)).toEqual({
      q: 'fash',
      sort: '-nameEn',
      page: '2',
      limit: '25',
      deleted: 'only',
    });
  });

  it('sorts by a header click and keeps the sort in the URL', async () => {
    api();
    const urls: string[] = [];
    renderCategories(ALL, '', (update) => urls.push(update.queryString));
    await screen.findByRole('button', { name: 'Open Fashion' });
    fireEvent.click(screen.getByRole('button', { name: c.columns.slug }));
    await waitFor(() => expect(urls.at(-1)).toBe('?sort=slug'));
    fireEvent.click(screen.getByRole('button', { name: c.columns.slug }));
    await waitFor(() => expect(urls.at(-1)).toBe('?sort=-slug'));
  });

  it('deletes with Undo in the toast, and Undo restores', async () => {
    const sent = api();
    const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderCategories(ALL);
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Fashion' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: r.delete }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(sent.some((s) => s.method === 'DELETE' && s.path === `category/${CATEGORY.id}`)).toBe(
      true,
    );
    const [message, options] = success.mock.calls[0]!;
    expect(message).toBe('Fashion moved to the trash.');
    const action = (options as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe(r.undo);
    await act(async () => action.onClick());
    await waitFor(() =>
      expect(
        sent.some((s) => s.method === 'PATCH' && s.path === `category/${CATEGORY.id}/restore`),
      ).toBe(true),
    );
  });

  it('deletes for good only once the name is typed', async () => {
    const sent = api((s) =>
      s.path === 'category' && s.method === 'GET'
        ? ok({
            items: [{ ...CATEGORY, deletedAt: '2026-11-02T00:00:00.000Z' }],
            total: 1,
            page: 1,
            limit: 25,
          })
        : undefined,
    );
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    renderCategories(ALL, '?deleted=only');
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Fashion' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: r.hardDelete }));
    const dialog = await screen.findByRole('dialog', { name: r.hardDeleteTitle });
    const confirm = within(dialog).getByRole('button', { name: r.hardDelete });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Type Fashion to confirm'), {
      target: { value: 'Fash' },
    });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Type Fashion to confirm'), {
      target: { value: 'Fashion' },
    });
    await act(async () => fireEvent.click(confirm));
    await waitFor(() =>
      expect(
        sent.some((s) => s.method === 'DELETE' && s.path === `category/${CATEGORY.id}/hard`),
      ).toBe(true),
    );
  });

  it('checks the form with the API’s schema and shows its messages before sending', async () => {
    const sent = api();
    renderCategories(ALL, '?edit=new');
    const sheet = await screen.findByRole('dialog', { name: c.newTitle });
    fireEvent.change(within(sheet).getByLabelText(c.form.priority), { target: { value: '5000' } });
    await act(async () =>
      fireEvent.click(within(sheet).getByRole('button', { name: en.admin.common.save })),
    );
    // Both names, and the slug that an empty English name cannot make.
    expect(within(sheet).getAllByText(en.validation.catalog.required)).toHaveLength(3);
    expect(within(sheet).getByText(en.validation.catalog.priority_invalid)).toBeInTheDocument();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
  });

  it('sends the payload the API takes and puts its field errors on the fields', async () => {
    const sent = api((s) =>
      s.method === 'POST'
        ? {
            status: 409,
            body: {
              success: false,
              error: {
                code: 1,
                title: 'CONFLICT',
                details: [{ key: 'slug', message: 'validation.catalog.taken' }],
              },
            },
          }
        : undefined,
    );
    renderCategories(ALL, '?edit=new');
    const sheet = await screen.findByRole('dialog', { name: c.newTitle });
    const name = within(sheet).getByRole('group', { name: c.form.name });
    fireEvent.change(within(name).getByLabelText(r.lang.en), { target: { value: 'Pet Food!' } });
    fireEvent.change(within(name).getByLabelText(r.lang.ar), {
      target: { value: 'طعام الحيوانات' },
    });
    await act(async () =>
      fireEvent.click(within(sheet).getByRole('button', { name: en.admin.common.save })),
    );
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')).toBeDefined());
    expect(sent.find((s) => s.method === 'POST')!.json).toEqual({
      name: { en: 'Pet Food!', ar: 'طعام الحيوانات' },
      slug: 'pet-food',
      icon: null,
      priority: 0,
    });
    expect(await within(sheet).findByText(en.validation.catalog.taken)).toBeInTheDocument();
  });

  it('hides writes the permissions do not allow', async () => {
    api();
    renderCategories(['view_category']);
    await screen.findByRole('button', { name: 'Open Fashion' });
    expect(screen.queryByRole('button', { name: c.new })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: r.selectAll })).toBeNull();
  });
});

describe('the list keeps its rows mounted', () => {
  it('an open row menu stays open when data the columns read arrives', async () => {
    const { ShopsSection } = await import('@/components/admin/sections/shop/shops-section');
    const SHOP = {
      id: '33333333-3333-4333-8333-333333333333',
      name: { en: 'Noon', ar: 'نون' },
      slug: { en: 'noon', ar: 'نون' },
      description: { en: '', ar: '' },
      logo: null,
      websiteUrl: 'https://noon.example/',
      hosts: ['noon.example'],
      categoryIds: [CATEGORY.id],
      countries: [],
      status: 'ACTIVE',
      priority: 1,
      createdAt: CATEGORY.createdAt,
      updatedAt: CATEGORY.updatedAt,
      deletedAt: null,
      affiliateUrl: null,
      providerId: null,
      clicks: 0,
    };
    let release: () => void = () => undefined;
    const categoriesArrive = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname.replace('/api/session/api/', '');
      if (path === 'category') await categoriesArrive;
      const data =
        path === 'shop'
          ? { items: [SHOP], total: 1, page: 1, limit: 25 }
          : path === 'category'
            ? { items: [CATEGORY], total: 1, page: 1, limit: 100 }
            : { items: [], total: 0, page: 1, limit: 100 };
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <NextIntlClientProvider
        locale="en"
        messages={{ admin: en.admin, errors: en.errors, validation: en.validation }}
      >
        <QueryClientProvider client={client}>
          <NuqsTestingAdapter searchParams="" hasMemory>
            <PermissionsProvider permissions={['view_shop', 'update_shop', 'delete_shop']}>
              <TooltipProvider>
                <ShopsSection />
              </TooltipProvider>
            </PermissionsProvider>
          </NuqsTestingAdapter>
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Noon' }), {
      key: 'Enter',
    });
    expect(await screen.findByRole('menuitem', { name: r.delete })).toBeInTheDocument();
    await act(async () => release());
    // The category's name, in the filter and in the row's cell.
    await waitFor(() => expect(screen.getAllByText('Fashion')).toHaveLength(2));
    expect(screen.getByRole('menuitem', { name: r.delete })).toBeInTheDocument();
  });
});
