/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { PermissionsProvider } from '@/components/admin/shell/permissions';
import type { MediaFileDto, MediaListingDto } from '@/lib/validation/media';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const m = en.admin.media;

const file = (path: string, extra: Partial<MediaFileDto> = {}): MediaFileDto => ({
  name: path.split('/').at(-1)!,
  path,
  size: 20_480,
  type: 'image/png',
  width: 256,
  height: 128,
  url: `/media/${path}`,
  modifiedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const FOLDERS: Record<string, MediaListingDto> = {
  '/': {
    dir: '',
    folders: [
      { name: 'defaultDirectory', path: 'defaultDirectory' },
      { name: 'shops', path: 'shops' },
    ],
    files: [],
  },
  defaultDirectory: {
    dir: 'defaultDirectory',
    folders: [],
    files: [file('defaultDirectory/banner.png')],
  },
  shops: { dir: 'shops', folders: [], files: [file('shops/noon.svg', { type: 'image/svg+xml' })] },
};

type Sent = { method: string; path: string; dir: string | null; json: unknown };

/** The BFF as the screen sees it (fetch); folders from FOLDERS, writes answered ok. */
function api() {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/session/api/', '');
    const json: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    const dir = url.searchParams.get('dir');
    sent.push({ method: request.method, path, dir, json });
    let data: unknown = FOLDERS[dir ?? ''] ?? { dir, folders: [], files: [] };
    if (path === 'media/rename') {
      const body = json as { path: string; name: string };
      data = file(body.path.replace(/[^/]+$/, `${body.name}.png`));
    }
    if (path === 'media/delete') data = file((json as { path: string }).path);
    return new Response(JSON.stringify({ success: true, code: 2000, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** XMLHttpRequest as a test double: the test reports progress and answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

function Providers({
  children,
  permissions,
  locale = 'en',
}: {
  children: ReactNode;
  permissions: string[];
  locale?: 'en' | 'ar';
}) {
  const messages = locale === 'ar' ? ar : en;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        admin: messages.admin,
        errors: messages.errors,
        validation: messages.validation,
      }}
    >
      <QueryClientProvider client={client}>
        <NuqsTestingAdapter hasMemory>
          <PermissionsProvider permissions={permissions}>{children}</PermissionsProvider>
        </NuqsTestingAdapter>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

const ALL = ['view_media', 'create_media', 'update_media', 'delete_media'];

const RealXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = RealXhr;
});
afterEach(() => jest.restoreAllMocks());

describe('the media library screen', () => {
  it('shows one progress bar per dropped file and lists the folder again when done', async () => {
    const sent = api();
    render(
      <Providers permissions={ALL}>
        <MediaLibrary />
      </Providers>,
    );
    await screen.findByText('banner.png');
    const zone = screen.getByText(m.upload.drop.replace('{folder}', 'defaultDirectory'));
    const logo = new File(['png bytes'], 'Logo.png', { type: 'image/png' });
    const photo = new File(['jpeg bytes'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.drop(zone, { dataTransfer: { files: [logo, photo] } });

    const first = await screen.findByRole('progressbar', { name: 'Uploading Logo.png' });
    expect(first).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'Uploading photo.jpg' })).toBeInTheDocument();
    expect(screen.getByText(m.upload.waiting)).toBeInTheDocument();

    // One upload at a time, through the BFF, into the folder on screen.
    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/session/api/media?dir=defaultDirectory');
    expect(xhr.headers['x-product-version']).toBeTruthy();
    expect((xhr.body!.get('file') as File).name).toBe('Logo.png');

    xhr.progress(30, 100);
    expect(first).toHaveAttribute('aria-valuenow', '30');
    xhr.progress(75, 100);
    expect(first).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
    xhr.respond(200, { success: true, code: 2000, data: file('defaultDirectory/logo.png') });
    expect(await screen.findByText('Stored as logo.png')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-valuenow', '100');

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(400, {
      success: false,
      error: {
        code: 1001,
        title: 'VALIDATION_ERROR',
        message: 'Validation error',
        details: [{ key: 'file', message: 'validation.media.type_not_allowed' }],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      en.validation.media.type_not_allowed,
    );
    // The folder is read again once the queue is done.
    await waitFor(() =>
      expect(sent.filter((s) => s.dir === 'defaultDirectory').length).toBeGreaterThan(1),
    );
  });

  it('uploads chosen files without resizing when that box is cleared', async () => {
    api();
    const { container } = render(
      <Providers permissions={ALL}>
        <MediaLibrary />
      </Providers>,
    );
    await screen.findByText('banner.png');
    fireEvent.click(
      screen.getByRole('checkbox', { name: m.upload.resize.replace('{px}', '2048') }),
    );
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.png')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe('/api/session/api/media?dir=defaultDirectory&resize=false');
  });

  it('creates a folder by opening it and uploading into it', async () => {
    api();
    const { container } = render(
      <Providers permissions={ALL}>
        <MediaLibrary />
      </Providers>,
    );
    await screen.findByText('banner.png');
    fireEvent.click(screen.getByRole('button', { name: m.newFolder }));
    const dialog = await screen.findByRole('dialog', { name: m.newFolderTitle });
    fireEvent.change(within(dialog).getByRole('textbox', { name: m.folderName }), {
      target: { value: 'Summer Sale 2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: m.newFolderCreate }));
    const path = await screen.findByRole('navigation', { name: m.path });
    expect(await within(path).findByText('summer-sale-2026')).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    fireEvent.change(container.querySelector('input[type="file"]')!, {
      target: { files: [new File(['x'], 'hero.png')] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe(
      '/api/session/api/media?dir=defaultDirectory%2Fsummer-sale-2026',
    );
  });

  it('opens folders from the tree, renames and deletes with confirmation, copies the URL', async () => {
    const sent = api();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    render(
      <Providers permissions={ALL}>
        <MediaLibrary />
      </Providers>,
    );
    const tree = await screen.findByRole('navigation', { name: m.tree });
    fireEvent.click(await within(tree).findByRole('button', { name: 'shops' }));
    expect(await screen.findByText('noon.svg')).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'shops' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const menu = () => screen.getByRole('button', { name: 'Actions for noon.svg' });
    fireEvent.keyDown(menu(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: m.copyUrl }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('http://localhost/media/shops/noon.svg'),
    );

    fireEvent.keyDown(menu(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: m.rename }));
    const dialog = await screen.findByRole('dialog', { name: m.renameTitle });
    const field = within(dialog).getByRole('textbox', { name: m.newName });
    expect(field).toHaveValue('noon');
    fireEvent.change(field, { target: { value: '../up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.rename }));
    expect(await within(dialog).findByText(en.validation.media.name_invalid)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Noon Logo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.rename }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === 'media/rename')?.json).toEqual({
        path: 'shops/noon.svg',
        name: 'Noon Logo',
      }),
    );

    fireEvent.keyDown(menu(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: m.delete }));
    const confirm = await screen.findByRole('dialog', { name: m.deleteTitle });
    expect(confirm).toHaveTextContent('noon.svg is removed for good');
    expect(sent.some((s) => s.path === 'media/delete')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: m.delete }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === 'media/delete')?.json).toEqual({ path: 'shops/noon.svg' }),
    );
    expect(success).toHaveBeenCalledWith('noon.svg is deleted');
  });

  it('hides what the staff member may not do', async () => {
    api();
    render(
      <Providers permissions={['view_media']}>
        <MediaLibrary />
      </Providers>,
    );
    await screen.findByText('banner.png');
    expect(screen.queryByRole('button', { name: m.upload.choose })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.newFolder })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for banner.png' }), {
      key: 'Enter',
    });
    expect(await screen.findByRole('menuitem', { name: m.copyUrl })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: m.rename })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: m.delete })).not.toBeInTheDocument();
  });

  it('switches to the list view and reads in Arabic', async () => {
    api();
    render(
      <Providers permissions={ALL} locale="ar">
        <MediaLibrary />
      </Providers>,
    );
    await screen.findByText('banner.png');
    fireEvent.click(screen.getByRole('button', { name: ar.admin.media.listView }));
    const table = await screen.findByRole('table', { name: ar.admin.media.items });
    expect(within(table).getByText('256 × 128')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.admin.media.listView })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('the media picker', () => {
  it('opens the library in a dialog and hands back the chosen image', async () => {
    api();
    const onPick = jest.fn();
    render(
      <Providers permissions={['view_media']}>
        <MediaPicker onPick={onPick} startDir="shops" />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: m.picker.open }));
    const dialog = await screen.findByRole('dialog', { name: m.picker.title });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose noon.svg' }));
    expect(onPick).toHaveBeenCalledWith(
      '/media/shops/noon.svg',
      expect.objectContaining({ path: 'shops/noon.svg' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can upload inside the picker, then pick from another folder', async () => {
    api();
    const onPick = jest.fn();
    render(
      <Providers permissions={ALL}>
        <MediaPicker onPick={onPick} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: m.picker.open }));
    const dialog = await screen.findByRole('dialog', { name: m.picker.title });
    expect(
      await within(dialog).findByRole('button', { name: m.upload.choose }),
    ).toBeInTheDocument();
    // The path above the grid (the tree is hidden on a phone) leads back to the root.
    const path = within(dialog).getByRole('navigation', { name: m.path });
    fireEvent.click(within(path).getByRole('button', { name: m.root }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open folder shops' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose noon.svg' }));
    expect(onPick).toHaveBeenCalledWith('/media/shops/noon.svg', expect.anything());
  });
});
