import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { DEFAULT_MEDIA_DIR, MAX_UPLOAD_BYTES } from '@/lib/validation/media';
import { SESSION_COOKIE, cookieValue } from '@/server/bff/session';
import { auditLog, userRoles } from '@/server/db/schema';
import { findMediaFile } from '@/server/media/read-media-file';
import { createLocalStorage, createS3Storage, type MediaStorage } from '@/server/media/storage';
import { upsertRole } from '@/server/services/auth/permissions';
import { listMedia } from '@/server/services/media';
import { registerUser } from '../support/auth-helpers';
import { testBff } from '../support/bff-helpers';
import { crud, tokenWith } from '../support/catalog-helpers';
import { startS3Server } from '../support/s3-server';
import { createTestApp, TEST_APP_URL, type TestApp } from '../support/test-app';

// GET/POST /media, /media/rename, /media/delete (docs/admin.md) — the same suite on the local
// folder and on a real S3-protocol server, plus what only a folder has (symbolic links).

interface Backend {
  storage: MediaStorage;
  /** Every file the backend holds, as relative paths (temp files included). */
  allFiles(): Promise<string[]>;
  /** What exists beside the root that a traversal could reach: must never change. */
  outsideSnapshot(): string[];
  /** The local root (null on S3). */
  root: string | null;
  close(): Promise<void>;
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isSymbolicLink()) return [];
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** A folder with `root/` (the media) and `outside/secret.png` beside it. */
function sandbox() {
  const base = mkdtempSync(path.join(tmpdir(), 'safqa-media-'));
  const root = path.join(base, 'root');
  const outside = path.join(base, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'secret.png'), 'not for the media library');
  return { base, root, outside };
}

async function localBackend(): Promise<Backend> {
  const { base, root, outside } = sandbox();
  return {
    storage: createLocalStorage(root),
    root,
    allFiles: async () => walk(root).sort(),
    outsideSnapshot: () => [...walk(base).filter((f) => !f.startsWith('root')), ...walk(outside)],
    close: async () => rmSync(base, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server = await startS3Server();
  const { base } = sandbox();
  return {
    storage: createS3Storage(server.settings),
    root: null,
    allFiles: async () => {
      const page = await server.client.send(
        new ListObjectsV2Command({ Bucket: server.settings.bucket }),
      );
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    },
    // s3rver keeps objects under its folder: a key with `..` would land beside the bucket.
    outsideSnapshot: () => [
      ...walk(server.directory).filter(
        (f) => !f.startsWith(`${server.settings.bucket}${path.sep}`),
      ),
      ...walk(base),
    ],
    close: async () => {
      await server.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}

const png = (width: number, height: number, background = '#047857') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe.each([
  ['the local folder', localBackend],
  ['an S3-protocol server', s3Backend],
])('media library on %s', (_name, makeBackend) => {
  let t: TestApp;
  let backend: Backend;
  let admin: string;
  let viewer: string;
  let outsider: string;
  let before: string[];

  beforeAll(async () => {
    backend = await makeBackend();
    t = await createTestApp({ media: { storage: backend.storage } });
    admin = await tokenWith(t, crud('media'));
    viewer = await tokenWith(t, ['view_media']);
    outsider = await tokenWith(t, ['view_shop']);
    before = backend.outsideSnapshot();
  });
  afterAll(async () => {
    await t.close();
    await backend.close();
  });

  const headers = (token?: string) => ({
    [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  async function upload(
    bytes: Uint8Array | string,
    name: string,
    options: { dir?: string; resize?: string; query?: string; token?: string | null } = {},
  ) {
    const form = new FormData();
    form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    if (options.dir !== undefined) form.set('dir', options.dir);
    if (options.resize !== undefined) form.set('resize', options.resize);
    const token = options.token === undefined ? admin : (options.token ?? undefined);
    const res = await t.app.request(`${MAIN_API_BASE}/media${options.query ?? ''}`, {
      method: 'POST',
      headers: headers(token),
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  /** `token` null: no sign-in. */
  const list = (dir?: string, token: string | null = admin) =>
    t.api('GET', `/api/v1/media${dir === undefined ? '' : `?dir=${encodeURIComponent(dir)}`}`, {
      token: token ?? undefined,
    });
  const rename = (json: unknown, token: string | null = admin) =>
    t.api('POST', '/api/v1/media/rename', { token: token ?? undefined, json });
  const remove = (json: unknown, token: string | null = admin) =>
    t.api('POST', '/api/v1/media/delete', { token: token ?? undefined, json });

  const fieldError = (body: { error: { title: string; details?: { key: string }[] } }) => ({
    title: body.error.title,
    keys: body.error.details?.map((d) => d.key),
  });

  it('stores an upload resized within 2048 px and without its EXIF, and lists it', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#c2410c' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'owner-secret-42', Make: 'TestCam' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload(photo, 'Summer Sale!!.JPEG');
    expect(res.status).toBe(200);
    const file = res.body.data;
    expect(file).toMatchObject({
      name: 'summer-sale.jpg',
      path: `${DEFAULT_MEDIA_DIR}/summer-sale.jpg`,
      type: 'image/jpeg',
      width: 2048,
      height: 1024,
      url: `/media/${DEFAULT_MEDIA_DIR}/summer-sale.jpg`,
    });
    expect(Date.parse(file.modifiedAt)).not.toBeNaN();

    const stored = (await backend.storage.read(file.path))!;
    expect(stored.length).toBe(file.size);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1024]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('owner-secret-42')).toBe(false);

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.data.dir).toBe(DEFAULT_MEDIA_DIR);
    expect(listed.body.data.files).toContainEqual(file);
    const root = await list('/');
    expect(root.body.data.folders).toContainEqual({
      name: DEFAULT_MEDIA_DIR,
      path: DEFAULT_MEDIA_DIR,
    });

    // The file route reads through the same storage.
    const served = await findMediaFile(backend.storage, file.path.split('/'));
    expect(served?.type).toBe('image/jpeg');
    expect(Buffer.compare(await served!.read(), stored)).toBe(0);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.recordId, file.path));
    expect(audit).toMatchObject([{ section: 'media', action: 'create' }]);
  });

  it('keeps the pixel size with resize=false, still without metadata', async () => {
    const big = await sharp({
      create: { width: 2500, height: 400, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .withExif({ IFD0: { Copyright: 'keep-out' } })
      .toBuffer();
    const res = await upload(big, 'wide.png', { query: '?resize=false&dir=banners' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ path: 'banners/wide.png', width: 2500, height: 400 });
    const meta = await sharp((await backend.storage.read('banners/wide.png'))!).metadata();
    expect(meta.width).toBe(2500);
    expect(meta.exif).toBeUndefined();
  });

  it('names by content and never replaces a file: the type decides the extension', async () => {
    const bytes = await png(40, 40);
    const first = await upload(bytes, 'Logo.jpg', { dir: 'Shop Logos/2026' });
    const second = await upload(bytes, 'logo.png', { dir: 'shop-logos/2026' });
    expect(first.body.data.path).toBe('shop-logos/2026/logo.png');
    expect(second.body.data.path).toBe('shop-logos/2026/logo-2.png');
    const arabic = await upload(bytes, 'شعار.png', { dir: 'shop-logos/2026' });
    expect(arabic.body.data.name).toBe('image.png');
    const folder = await list('shop-logos');
    expect(folder.body.data.folders).toEqual([{ name: '2026', path: 'shop-logos/2026' }]);
    const files = (await list('shop-logos/2026')).body.data.files.map(
      (f: { name: string }) => f.name,
    );
    expect(files).toEqual(['image.png', 'logo-2.png', 'logo.png']);
  });

  it('keeps a safe SVG as it is and refuses one that could run or fetch anything', async () => {
    const safe =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32">' +
      '<rect width="64" height="32" fill="#047857"/></svg>';
    const ok = await upload(safe, 'mark.svg', { dir: 'icons' });
    expect(ok.body.data).toMatchObject({ type: 'image/svg+xml', width: 64, height: 32 });
    expect((await backend.storage.read(ok.body.data.path))!.toString()).toBe(safe);
    const unsafe = safe.replace('<rect', '<script>alert(document.cookie)</script><rect');
    const refused = await upload(unsafe, 'evil.svg', { dir: 'icons' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { key: 'file', message: 'validation.media.svg_unsafe' },
    ]);
    expect(await backend.storage.exists('icons/evil.svg')).toBe(false);
  });

  it('refuses an SVG reaching outside the file through CSS escapes, a doctype or xml:base', async () => {
    const svg = (inside: string, before = '') =>
      `${before}<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">${inside}</svg>`;
    const files = [
      svg('<style>@\\69 mport "https://evil.example/a.css";</style>'),
      svg('<rect width="8" height="8" style="fill:u\\72 l(https://evil.example/x)"/>'),
      svg('<style>rect{fill:image-set("https://evil.example/x.png" 1x)}</style>'),
      svg('<rect/>', '<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">'),
      svg('<rect/>').replace('<svg ', '<svg xml:base="https://evil.example/" '),
    ];
    for (const [n, file] of files.entries()) {
      const res = await upload(file, `bypass-${n}.svg`, { dir: 'icons' });
      expect({ n, status: res.status, details: res.body.error?.details }).toEqual({
        n,
        status: 400,
        details: [{ key: 'file', message: 'validation.media.svg_unsafe' }],
      });
      expect(await backend.storage.exists(`icons/bypass-${n}.svg`)).toBe(false);
    }
  });

  it('answers VALIDATION_ERROR on `file` for a 60-megapixel PNG, a fake PNG, an empty or missing file', async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const cases: [Uint8Array | string, string, string][] = [
      [huge, 'poster.png', 'validation.media.too_many_pixels'],
      ['MZ this is a program, not a picture', 'photo.png', 'validation.media.type_not_allowed'],
      ['<html><script>alert(1)</script></html>', 'page.svg', 'validation.media.type_not_allowed'],
      ['', 'empty.png', 'validation.media.empty'],
      [new Uint8Array(MAX_UPLOAD_BYTES + 1), 'big.png', 'validation.media.too_large'],
      [new Uint8Array(MAX_UPLOAD_BYTES + 200_000), 'bigger.png', 'validation.media.too_large'],
    ];
    for (const [bytes, name, message] of cases) {
      const res = await upload(bytes, name, { dir: 'refused' });
      expect(res.status).toBe(400);
      expect(res.body.error.title).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0]).toMatchObject({ key: 'file', message });
    }
    const none = await t.app.request(`${MAIN_API_BASE}/media`, {
      method: 'POST',
      headers: headers(admin),
      body: (() => {
        const form = new FormData();
        form.set('dir', 'refused');
        return form;
      })(),
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error.details).toEqual([
      { key: 'file', message: 'validation.media.file_required' },
    ]);
    expect((await list('refused')).body.data.files).toEqual([]);
  });

  it('leaves no file behind when an upload fails half-way', async () => {
    const good = await png(300, 300, '#7c3aed');
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const broken = await upload(truncated, 'half.png', { dir: 'failed' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.details).toEqual([
      { key: 'file', message: 'validation.media.unreadable' },
    ]);

    // A form cut off in the middle of the file (the connection dropped).
    const form = new Request('http://x/', {
      method: 'POST',
      body: (() => {
        const f = new FormData();
        f.set('file', new Blob([good]), 'cut.png');
        return f;
      })(),
    });
    const type = form.headers.get('content-type')!;
    const whole = new Uint8Array(await form.arrayBuffer());
    const cut = await t.app.request(`${MAIN_API_BASE}/media?dir=failed`, {
      method: 'POST',
      headers: { ...headers(admin), 'content-type': type },
      body: whole.subarray(0, whole.length - 200),
    });
    expect(cut.status).toBe(400);
    expect((await cut.json()).error.details).toEqual([
      { key: 'file', message: 'validation.media.upload_incomplete' },
    ]);

    const files = await backend.allFiles();
    expect(files.filter((f) => f.startsWith('failed'))).toEqual([]);
    expect(files.filter((f) => /\.upload-|\.tmp$/.test(f))).toEqual([]);
  });

  it('refuses traversal in dir, file name and path, writing and reading nothing outside', async () => {
    const bytes = await png(8, 8);
    const badDirs = [
      '../',
      '..',
      'a/../../outside',
      '%2e%2e/outside',
      '%252e%252e/outside',
      '..%2foutside',
      'a\\..\\..\\outside',
      '/etc',
      'a//b',
      'a\u0000b',
    ];
    for (const dir of badDirs) {
      const res = await upload(bytes, 'x.png', { dir });
      expect([dir, fieldError(res.body)]).toEqual([
        dir,
        { title: 'VALIDATION_ERROR', keys: ['dir'] },
      ]);
      const listed = await list(dir);
      expect([dir, listed.status, listed.body.error?.details?.[0]?.key]).toEqual([dir, 400, 'dir']);
    }
    const viaQuery = await upload(bytes, 'x.png', { query: '?dir=..%2F..%2Foutside' });
    expect(fieldError(viaQuery.body)).toEqual({ title: 'VALIDATION_ERROR', keys: ['dir'] });

    for (const name of [
      '../../evil.png',
      '..\\..\\evil.png',
      '%2e%2e%2fevil.png',
      'ev\u0000il.png',
    ]) {
      const res = await upload(bytes, name, { dir: 'safe' });
      expect([name, res.body.error.details]).toEqual([
        name,
        [{ key: 'file', message: 'validation.media.name_invalid' }],
      ]);
    }

    await upload(bytes, 'target.png', { dir: 'safe' });
    const badPaths = [
      '../outside/secret.png',
      'safe/../../outside/secret.png',
      '%2e%2e/outside/secret.png',
      '%252e%252e/outside/secret.png',
      'safe\\..\\..\\outside\\secret.png',
      '/etc/passwd',
      'safe/target.png\u0000.png',
      '',
    ];
    for (const p of badPaths) {
      const renamed = await rename({ path: p, name: 'moved' });
      const removed = await remove({ path: p });
      expect([p, fieldError(renamed.body), fieldError(removed.body)]).toEqual([
        p,
        { title: 'VALIDATION_ERROR', keys: ['path'] },
        { title: 'VALIDATION_ERROR', keys: ['path'] },
      ]);
      expect(await findMediaFile(backend.storage, p.split('/'))).toBeNull();
    }
    for (const name of ['../moved', 'a/b', 'a\\b', '%2e%2e', '..', 'x\u0000y']) {
      const res = await rename({ path: 'safe/target.png', name });
      expect([name, fieldError(res.body)]).toEqual([
        name,
        { title: 'VALIDATION_ERROR', keys: ['name'] },
      ]);
    }
    expect(await backend.storage.exists('safe/target.png')).toBe(true);
    expect(backend.outsideSnapshot()).toEqual(before);
    expect((await backend.allFiles()).filter((f) => f.includes('evil'))).toEqual([]);
  });

  it('asks for view_media, create_media, update_media and delete_media', async () => {
    const bytes = await png(8, 8);
    await upload(bytes, 'guarded.png', { dir: 'perm' });
    const anonymous = [
      await list('perm', null),
      await upload(bytes, 'anon.png', { dir: 'perm', token: null }),
      await rename({ path: 'perm/guarded.png', name: 'x' }, null),
      await remove({ path: 'perm/guarded.png' }, null),
    ];
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const readOnly = [
      await list('perm', viewer),
      await upload(bytes, 'viewer.png', { dir: 'perm', token: viewer }),
      await rename({ path: 'perm/guarded.png', name: 'x' }, viewer),
      await remove({ path: 'perm/guarded.png' }, viewer),
    ];
    expect(readOnly.map((r) => r.status)).toEqual([200, 403, 403, 403]);
    expect((await list('perm', outsider)).status).toBe(403);
    // Refused before the input is looked at: a bad dir from a viewer is still 403.
    expect((await upload(bytes, 'x.png', { query: '?dir=..%2F', token: viewer })).status).toBe(403);
    expect((await list('perm')).body.data.files.map((f: { name: string }) => f.name)).toEqual([
      'guarded.png',
    ]);
  });

  it('renames within the folder (keeping the extension) and deletes', async () => {
    const bytes = await png(64, 32);
    await upload(bytes, 'old.png', { dir: 'moves' });
    await upload(bytes, 'taken.png', { dir: 'moves' });
    const renamed = await rename({ path: 'moves/old.png', name: 'Brand New.gif' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'brand-new.png',
      path: 'moves/brand-new.png',
      width: 64,
      height: 32,
      url: '/media/moves/brand-new.png',
    });
    expect(await backend.storage.exists('moves/old.png')).toBe(false);
    const clash = await rename({ path: 'moves/brand-new.png', name: 'taken' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details).toEqual([
      { key: 'name', message: 'validation.media.name_taken' },
    ]);
    expect((await rename({ path: 'moves/nothing.png', name: 'x' })).status).toBe(404);

    expect((await remove({ path: 'moves/brand-new.png' })).status).toBe(200);
    expect((await remove({ path: 'moves/brand-new.png' })).status).toBe(404);
    expect((await remove({ path: 'moves/taken.png' })).status).toBe(200);
    // A folder exists while something is in it (a bucket has no empty folders; the disk follows).
    expect((await list('/')).body.data.folders.map((f: { name: string }) => f.name)).not.toContain(
      'moves',
    );
    const actions = await t.db
      .select({ action: auditLog.action, recordId: auditLog.recordId })
      .from(auditLog)
      .where(eq(auditLog.section, 'media'));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'update', recordId: 'moves/brand-new.png' },
        { action: 'delete', recordId: 'moves/taken.png' },
      ]),
    );
  });

  it('documents the four calls in the OpenAPI reference', async () => {
    const { paths } = (await t.api('GET', '/api/v1/openapi.json')).body;
    expect(Object.keys(paths['/api/v1/media'])).toEqual(['get', 'post']);
    expect(
      paths['/api/v1/media'].post.requestBody.content['multipart/form-data'].schema.required,
    ).toEqual(['file']);
    expect(paths['/api/v1/media/rename'].post.requestBody).toBeDefined();
    expect(paths['/api/v1/media/delete'].post.requestBody).toBeDefined();
  });

  it('lists public URLs under MEDIA_PUBLIC_URL when one is configured', async () => {
    await upload(await png(8, 8), 'cdn.png', { dir: 'cdn' });
    const listing = await listMedia(
      { storage: backend.storage, publicUrl: 'https://cdn.safqa.test/media/' },
      'cdn',
    );
    expect(listing.files.map((f) => f.url)).toEqual(['https://cdn.safqa.test/media/cdn/cdn.png']);
  });

  it('takes an upload through the BFF as multipart, with the CSRF check', async () => {
    const account = await registerUser(t);
    const role = await upsertRole(t.db, `media-${Date.now()}`, crud('media'));
    await t.db.insert(userRoles).values({ userId: account.user.id, roleId: role.id });
    const bff = testBff(t);
    const login = await bff.handle(
      new Request(`${TEST_APP_URL}/api/session/login`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
      ['login'],
    );
    const cookie = cookieValue(login.headers.get('set-cookie')?.split(';')[0], SESSION_COOKIE)!;
    const send = (bytes: Uint8Array, site: string) => {
      const form = new FormData();
      form.set(
        'file',
        new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]),
        'via-bff.png',
      );
      return bff.handle(
        new Request(`${TEST_APP_URL}/api/session/api/media?dir=bff`, {
          method: 'POST',
          headers: { 'sec-fetch-site': site, cookie: `${SESSION_COOKIE}=${cookie}` },
          body: form,
        }),
        ['api', 'media'],
      );
    };
    const bytes = await png(120, 60);
    const crossSite = await send(bytes, 'cross-site');
    expect(crossSite.status).toBe(403);
    const tooBig = await send(new Uint8Array(MAX_UPLOAD_BYTES + 100_000), 'same-origin');
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as { error: { details: unknown[] } }).error.details).toEqual([
      { key: 'file', message: 'validation.media.too_large', params: { maximum: 10 } },
    ]);
    expect((await list('bff')).body.data.files).toEqual([]);

    const res = await send(bytes, 'same-origin');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { path: string; width: number } };
    expect(body.data).toMatchObject({ path: 'bff/via-bff.png', width: 120 });
    expect(await backend.storage.exists('bff/via-bff.png')).toBe(true);
  });

  if (_name === 'the local folder') {
    it('neither follows nor lists a symbolic link that leaves the root', async () => {
      const root = backend.root!;
      const outside = path.join(root, '..', 'outside');
      symlinkSync(outside, path.join(root, 'escape'));
      symlinkSync(path.join(outside, 'secret.png'), path.join(root, 'leak.png'));
      const snapshot = backend.outsideSnapshot();

      const top = (await list('/')).body.data;
      expect(top.folders.map((f: { name: string }) => f.name)).not.toContain('escape');
      expect(top.files.map((f: { name: string }) => f.name)).not.toContain('leak.png');
      expect((await list('escape')).body.data).toMatchObject({ folders: [], files: [] });

      const into = await upload(await png(8, 8), 'planted.png', { dir: 'escape' });
      expect(fieldError(into.body)).toEqual({ title: 'VALIDATION_ERROR', keys: ['dir'] });
      const nested = await upload(await png(8, 8), 'planted.png', { dir: 'escape/deeper' });
      expect(fieldError(nested.body)).toEqual({ title: 'VALIDATION_ERROR', keys: ['dir'] });

      expect((await rename({ path: 'leak.png', name: 'mine' })).status).toBe(404);
      expect((await remove({ path: 'leak.png' })).status).toBe(404);
      expect((await remove({ path: 'escape/secret.png' })).status).toBe(404);
      expect(await findMediaFile(backend.storage, ['leak.png'])).toBeNull();
      expect(await findMediaFile(backend.storage, ['escape', 'secret.png'])).toBeNull();
      expect(await backend.storage.read('escape/secret.png')).toBeNull();

      expect(backend.outsideSnapshot()).toEqual(snapshot);
      expect(readFileSync(path.join(outside, 'secret.png'), 'utf8')).toBe(
        'not for the media library',
      );
    });
  }
});
