import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lchownSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { SEED_SHOPS } from '../../server/db/seed/stores-data';
import { startS3Server } from '../support/s3-server';
import { codeIn, PASSWORD, waitForMail } from './support/account';
import { SMTP_URL } from './support/constants';
import staff from './support/staff.json';
import {
  TEST_JWT_SECRET,
  TEST_SESSION_SECRET,
  bffRequest,
  createFreshDatabase,
  flushRedis,
  redisDatabaseUrl,
  runScript,
  sessionCookieOf,
  startApp,
  stopApp,
  waitHealthy,
  type AppProcess,
  type FreshDatabase,
  SHARED_DATABASE_URL,
  SHARED_REDIS_URL,
  SHARED_SERVICES_MISSING,
  SHARED_SERVICES_REASON,
  SHARED_SERVICES_TAG,
} from './support/processes';

// A container host runs the server from an image it may not change, as an unprivileged user.
// With PostgreSQL, Redis and a media bucket configured, the server needs no writable folder of
// its own: pages are cached in Redis, media go to the bucket, mail to SMTP. These tests run a
// read-only copy of the build as user nobody and use what writes data: sign-up, an upload, an
// admin edit and the page cache.

const DATABASE_URL = SHARED_DATABASE_URL;
const REDIS_URL = SHARED_REDIS_URL;
test.skip(SHARED_SERVICES_MISSING, SHARED_SERVICES_REASON);

const PORT = 3431;
const SITE = `http://localhost:${PORT}`;
/** This spec's own Redis logical database, emptied before and after use. */
const REDIS_DB = 10;
/** User and group `nobody`, whose home does not exist. */
const NOBODY = { uid: 65534, gid: 65534, home: '/nonexistent' };
const HEALTHY_MS = 120_000;
/** What a failed write prints: permission refused, a read-only file system. */
const WRITE_ERROR = /EACCES|EROFS|EPERM|read-only/i;

const asRoot = process.getuid?.() === 0;

/** Every entry under `root` (itself first), symbolic links not followed. */
function eachEntry(root: string, visit: (entry: string, kind: 'dir' | 'file' | 'link') => void) {
  visit(root, 'dir');
  for (const item of readdirSync(root, { withFileTypes: true })) {
    const entry = path.join(root, item.name);
    if (item.isDirectory()) eachEntry(entry, visit);
    else visit(entry, item.isSymbolicLink() ? 'link' : 'file');
  }
}

/** Makes the copy's folders writable again (needed unless root) and removes it. */
function removeCopy(folder: string) {
  if (!existsSync(folder)) return;
  eachEntry(folder, (entry, kind) => {
    if (kind === 'dir') chmodSync(entry, 0o755);
  });
  rmSync(folder, { recursive: true, force: true });
}

/**
 * A copy of the standalone build (with `public/` and the browser assets) that nobody but root may
 * change: files 0444, folders 0555, all owned by root (when the test runs as root; otherwise by
 * this user, whom the modes still refuse any write).
 */
function readOnlyCopyOfBuild() {
  const copyAssets = spawnSync(process.execPath, ['scripts/standalone-assets.mjs'], {
    encoding: 'utf8',
  });
  if (copyAssets.status !== 0) {
    throw new Error(`scripts/standalone-assets.mjs failed:\n${copyAssets.stderr}`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'safqa-read-only-'));
  try {
    cpSync('.next/standalone', folder, { recursive: true, verbatimSymlinks: true });
    for (const needed of ['server.js', 'public', '.next/static']) {
      if (!existsSync(path.join(folder, needed))) {
        throw new Error(`the standalone build has no ${needed}: run \`npm run build\` first`);
      }
    }
    eachEntry(folder, (entry, kind) => {
      if (kind === 'link') {
        if (asRoot) lchownSync(entry, 0, 0);
        return;
      }
      chmodSync(entry, kind === 'dir' ? 0o555 : 0o444);
      if (asRoot) chownSync(entry, 0, 0);
    });
    return folder;
  } catch (error) {
    removeCopy(folder);
    throw error;
  }
}

test.describe(`the built server as nobody, from a read-only copy ${SHARED_SERVICES_TAG}`, () => {
  let folder = '';
  let seedDir = '';
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let database: FreshDatabase | undefined;
  let app: AppProcess | undefined;
  /** Everything the server printed (AppProcess keeps only the end). */
  let printed = '';
  let redisUrl = '';

  test.beforeAll(async () => {
    // A copy of the build, seeding (migrations, argon2) and a cold start on two shared cores.
    test.setTimeout(300_000);
    folder = readOnlyCopyOfBuild();
    s3 = await startS3Server();
    database = await createFreshDatabase(DATABASE_URL, 'safqa_read_only');
    redisUrl = redisDatabaseUrl(REDIS_URL, REDIS_DB);
    await flushRedis(redisUrl);
    const services = {
      ...database.settings,
      REDIS_URL: redisUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      JWT_SECRET: TEST_JWT_SECRET,
      APP_URL: SITE,
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };

    // The scripts run as root, which a folder's mode does not stop: they get a data folder of
    // their own, outside the copy. The demo logos go to the bucket, like any media.
    seedDir = mkdtempSync(path.join(tmpdir(), 'safqa-read-only-seed-'));
    const scripts = { ...services, DATA_DIR: seedDir, LOG_LEVEL: 'error' };
    await runScript('scripts/db-seed.ts', [], scripts);
    await runScript(
      'scripts/admin-create.ts',
      [
        ...['--email', staff.admin.email, '--password', staff.password, '--role', 'admin'],
        ...['--first-name', staff.admin.firstName, '--last-name', staff.profile.lastName],
        ...['--sex', staff.profile.sex, '--birth-date', staff.profile.birthDate],
        ...['--country', staff.profile.country],
      ],
      scripts,
    );

    // DATA_DIR inside the copy: anything the server would keep on disk fails loudly there.
    app = await startApp(
      PORT,
      { ...services, DATA_DIR: path.join(folder, 'data'), SMTP_URL, LOG_LEVEL: 'warn' },
      { folder, ...(asRoot && { user: NOBODY }) },
    );
    const keep = (chunk: Buffer) => (printed += chunk.toString());
    app.child.stdout?.on('data', keep);
    app.child.stderr?.on('data', keep);
    await waitHealthy(app, HEALTHY_MS);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await stopApp(app);
    // Every clean-up is tried even when one fails; the first failure is reported afterwards.
    const cleaned = await Promise.allSettled([
      database?.drop(),
      redisUrl ? flushRedis(redisUrl) : undefined,
      s3?.close(),
    ]);
    if (seedDir) rmSync(seedDir, { recursive: true, force: true });
    if (folder) removeCopy(folder);
    const failed = cleaned.find((c) => c.status === 'rejected');
    if (failed) throw failed.reason;
  });

  test('signs up, uploads to the bucket, renames a shop and caches its page without a write', async () => {
    test.setTimeout(120_000);
    const server = app!;
    if (asRoot) {
      // The server really is nobody (setpriv became it, keeping the process id).
      const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      expect(status).toMatch(new RegExp(`^Uid:\\s+${NOBODY.uid}\\s`, 'm'));
      expect(status).toMatch(new RegExp(`^Gid:\\s+${NOBODY.gid}\\s`, 'm'));
    }

    // A new shopper signs up and verifies the mailed code.
    const email = `read-only-${randomUUID().slice(0, 8)}@example.com`;
    const since = Date.now();
    const registered = await bffRequest(server, SITE, 'POST', 'register', {
      json: { email, password: PASSWORD, locale: 'ar' },
    });
    expect(registered.status).toBe(200);
    const shopperCookie = sessionCookieOf(registered);
    expect(shopperCookie).toBeTruthy();
    const code = codeIn(await waitForMail(email, since, 30_000));
    const verified = await bffRequest(server, SITE, 'POST', 'verify', {
      cookie: shopperCookie,
      json: { token: code },
    });
    expect(verified.status).toBe(200);
    const [shopper] = await database!.sql<{ verified: boolean }[]>`
      select is_email_verified as verified from users where email_normalized = ${email}`;
    expect(shopper?.verified).toBe(true);

    // The admin uploads an image: it lands in the bucket and the server serves it from there.
    const login = await bffRequest(server, SITE, 'POST', 'login', {
      json: { email: staff.admin.email, password: staff.password },
    });
    expect(login.status).toBe(200);
    const adminCookie = sessionCookieOf(login);
    expect(adminCookie).toBeTruthy();
    const image = await sharp({
      create: { width: 160, height: 80, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(image)]), 'Read Only Check.png');
    form.set('dir', 'read-only');
    const upload = await bffRequest(server, SITE, 'POST', 'api/media', {
      cookie: adminCookie,
      form,
    });
    expect(upload.status).toBe(200);
    const stored = ((await upload.json()) as { data: { path: string; url: string } }).data;
    expect(stored.path).toBe('read-only/read-only-check.png');
    const object = await s3!.client.send(
      new HeadObjectCommand({ Bucket: s3!.settings.bucket, Key: stored.path }),
    );
    expect(object.ContentType).toBe('image/png');
    const bytes = await (
      await s3!.client.send(new GetObjectCommand({ Bucket: s3!.settings.bucket, Key: stored.path }))
    ).Body!.transformToByteArray();
    const served = await fetch(`${server.origin}${stored.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const variant = await fetch(`${server.origin}${stored.url}?w=96`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');

    // A shop renamed through the back-office's API route.
    const seeded = SEED_SHOPS[0]!;
    const [shop] = await database!.sql<{ id: string; slugAr: string }[]>`
      select id, slug_ar as "slugAr" from shops where slug_en = ${seeded.slugEn}`;
    expect(shop).toBeDefined();
    const renamed = `${seeded.nameAr} ${randomUUID().slice(0, 8)}`;
    const patch = await bffRequest(server, SITE, 'PATCH', `api/shop/${shop!.id}`, {
      cookie: adminCookie,
      json: { name: { ar: renamed, en: seeded.nameEn } },
    });
    expect(patch.status).toBe(200);

    // The seeded logo is in the bucket and served from there.
    const logo = await fetch(`${server.origin}/media/shops/${seeded.slugEn}.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(readdirSync(seedDir, { recursive: true }).join(' ')).not.toContain('.svg');

    // Its page twice: rendered with the new name, then the same answer from the page cache.
    const storePage = `${server.origin}/shop/${shop!.id}/${encodeURIComponent(shop!.slugAr)}`;
    const visit = async () => {
      const response = await fetch(storePage, { redirect: 'manual' });
      return { response, html: await response.text() };
    };
    const first = await visit();
    expect(first.response.status).toBe(200);
    expect(first.html).toContain(renamed);
    const second = await visit();
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.html).toContain(renamed);

    // Nothing failed to write, and the server is still up.
    expect(printed).not.toMatch(WRITE_ERROR);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect((await fetch(`${server.origin}/api/v1/health`)).status).toBe(200);
  });
});
