import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sealData, unsealData } from 'iron-session';
import { decodeJwt, SignJWT } from 'jose';
import { SEED_SHOPS } from '../../server/db/seed/stores-data';
import staff from './support/staff.json';
import {
  TEST_JWT_SECRET,
  TEST_SESSION_SECRET,
  createFreshDatabase,
  flushRedis,
  redisDatabaseUrl,
  runScript,
  startApps,
  stopApp,
  waitHealthy,
  type AppProcess,
  type FreshDatabase,
  SHARED_DATABASE_URL,
  SHARED_REDIS_URL,
  SHARED_SERVICES_MISSING,
  SHARED_SERVICES_REASON,
  SHARED_SERVICES_TAG,
  bffRequest,
  sessionCookieOf,
} from './support/processes';

// The site scales as identical processes sharing PostgreSQL and Redis: what one process does
// (an admin's edit, a token refresh, the start-up migrations) must hold for all of them. These
// tests start their own production servers on their own database, beside the suite's server.

const DATABASE_URL = SHARED_DATABASE_URL;
const REDIS_URL = SHARED_REDIS_URL;
test.skip(SHARED_SERVICES_MISSING, SHARED_SERVICES_REASON);

/**
 * Every process answers as the one public site behind a load balancer: one APP_URL (the access
 * tokens' issuer, which each process checks) and the Origin a browser on it sends.
 */
const SITE = 'http://localhost:3410';
/** This spec's own Redis logical database, emptied before use. */
const REDIS_DB = 9;
const SESSION_TTL_SECONDS = 365 * 24 * 60 * 60;
const HEALTHY_MS = 120_000;

/** A data folder (media, mail outbox) of its own under ./data, removed afterwards. */
function dataFolder(prefix: string) {
  const dir = path.join('data', `${prefix}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The configuration every process of one site shares. */
function siteSettings(database: FreshDatabase, dataDir: string) {
  return {
    ...database.settings,
    REDIS_URL: redisDatabaseUrl(REDIS_URL, REDIS_DB),
    SESSION_SECRET: TEST_SESSION_SECRET,
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: SITE,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  };
}

/** A JSON call of a BFF route of one process, as a page of the site sends it. */
function bffCall(app: AppProcess, method: string, route: string, cookie?: string, json?: unknown) {
  return bffRequest(app, SITE, method, route, { cookie, json });
}

/** Signs in through one process's BFF; the sealed session cookie. */
async function signIn(app: AppProcess, email: string, password: string) {
  const response = await bffCall(app, 'POST', 'login', undefined, { email, password });
  expect(response.status).toBe(200);
  const cookie = sessionCookieOf(response);
  expect(cookie).toBeTruthy();
  return cookie!;
}

type Session = { user: { id: string; email: string }; tokens: { accessToken: string } };

test.describe(`two processes on one PostgreSQL and one Redis ${SHARED_SERVICES_TAG}`, () => {
  let database: FreshDatabase | undefined;
  let dataDir = '';
  let a: AppProcess | undefined;
  let b: AppProcess | undefined;

  test.beforeAll(async () => {
    // Seeding (migrations, argon2) and two cold starts on two shared cores.
    test.setTimeout(300_000);
    database = await createFreshDatabase(DATABASE_URL, 'safqa_multi');
    dataDir = dataFolder('multi');
    const settings = siteSettings(database, dataDir);
    await flushRedis(settings.REDIS_URL);
    await runScript('scripts/db-seed.ts', [], settings);
    await runScript(
      'scripts/admin-create.ts',
      [
        ...['--email', staff.admin.email, '--password', staff.password, '--role', 'admin'],
        ...['--first-name', staff.admin.firstName, '--last-name', staff.profile.lastName],
        ...['--sex', staff.profile.sex, '--birth-date', staff.profile.birthDate],
        ...['--country', staff.profile.country],
      ],
      settings,
    );
    const started = await startApps([3411, 3412], settings);
    [a, b] = started;
    await Promise.all(started.map((app) => waitHealthy(app, HEALTHY_MS)));
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all([stopApp(a), stopApp(b)]);
    if (!database) return;
    await database.drop();
    await flushRedis(redisDatabaseUrl(REDIS_URL, REDIS_DB));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an admin edit through one process is visible through the other on the next request', async () => {
    const seeded = SEED_SHOPS[0]!;
    const [shop] = await database!.sql<{ id: string; slugAr: string }[]>`
      select id, slug_ar as "slugAr" from shops where slug_en = ${seeded.slugEn}`;
    expect(shop).toBeDefined();
    const storePage = `${b!.origin}/shop/${shop!.id}/${encodeURIComponent(shop!.slugAr)}`;
    const visit = async () => {
      const response = await fetch(storePage, { redirect: 'manual' });
      return { response, html: await response.text() };
    };

    // Twice through B: the second answer comes from the shared page cache.
    const first = await visit();
    expect(first.response.status).toBe(200);
    expect(first.html).toContain(seeded.nameAr);
    const second = await visit();
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.html).toContain(seeded.nameAr);

    // Renamed in the back-office's way (the API through A's BFF, with the admin's sign-in).
    const renamed = `${seeded.nameAr} ${randomUUID().slice(0, 8)}`;
    const cookie = await signIn(a!, staff.admin.email, staff.password);
    const patch = await bffCall(a!, 'PATCH', `api/shop/${shop!.id}`, cookie, {
      name: { ar: renamed, en: seeded.nameEn },
    });
    expect(patch.status).toBe(200);
    const patched = (await patch.json()) as { data: { name: { ar: string } } };
    expect(patched.data.name.ar).toBe(renamed);

    // B's very next answer has the new name: A's invalidation reached it through Redis.
    const after = await visit();
    expect(after.response.status).toBe(200);
    expect(after.html).toContain(renamed);
  });

  test('20 parallel requests with one expired sign-in through both processes refresh once', async () => {
    // A verified shopper: registered through A, verified in the database, signed in through A.
    const email = `multi-${randomUUID().slice(0, 8)}@example.com`;
    const password = staff.password;
    const registered = await bffCall(a!, 'POST', 'register', undefined, {
      email,
      password,
      locale: 'ar',
    });
    expect(registered.status).toBe(200);
    await database!.sql`
      update users set is_email_verified = true, email_verified_at = now()
      where email_normalized = ${email.toLowerCase()}`;
    const cookie = await signIn(a!, email, password);

    // The same sign-in with an access token that expired a minute ago.
    const session = await unsealData<Session>(cookie, { password: TEST_SESSION_SECRET });
    expect(session.user.email).toBe(email);
    const claims = decodeJwt(session.tokens.accessToken);
    const signInId = String(claims.sid);
    const now = Math.floor(Date.now() / 1000);
    const expiredToken = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 16 * 60)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const expiredCookie = await sealData(
      { ...session, tokens: { ...session.tokens, accessToken: expiredToken } },
      { password: TEST_SESSION_SECRET, ttl: SESSION_TTL_SECONDS },
    );
    // The API itself refuses that token: every request below has to refresh first.
    const refused = await fetch(`${a!.origin}/api/v1/auth/profile`, {
      headers: { authorization: `Bearer ${expiredToken}` },
    });
    expect(refused.status).toBe(401);

    const family = async () => {
      const [row] = await database!.sql<{ tokens: number; used: number; revoked: boolean }[]>`
        select count(*)::int as tokens, count(t.used_at)::int as used,
               bool_or(s.revoked_at is not null) as revoked
        from refresh_tokens t join auth_sessions s on s.id = t.session_id
        where t.session_id = ${signInId}`;
      return row!;
    };
    expect(await family()).toEqual({ tokens: 1, used: 0, revoked: false });

    // 20 at once, alternating A and B, all with the expired cookie.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bffCall(i % 2 === 0 ? a! : b!, 'GET', 'profile', expiredCookie),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(
      responses.map(async (r) => (await r.json()) as { data: { user: { email: string } } }),
    );
    for (const body of bodies) expect(body.data.user.email).toBe(email);
    // Each answer stores the renewed tokens in the cookie (an empty value would be a sign-out).
    const renewedCookies = responses.map(sessionCookieOf);
    for (const value of renewedCookies) expect(value).toBeTruthy();

    // One rotation of that sign-in's refresh token, shared by all 20; the sign-in lives on.
    expect(await family()).toEqual({ tokens: 2, used: 1, revoked: false });

    // The cookie the last answer set is signed in, without another rotation.
    const next = await bffCall(b!, 'GET', 'profile', renewedCookies.at(-1));
    expect(next.status).toBe(200);
    const nextBody = (await next.json()) as { data: { user: { email: string } } };
    expect(nextBody.data.user.email).toBe(email);
    expect(await family()).toEqual({ tokens: 2, used: 1, revoked: false });
  });
});

test(`ten processes started at once on an empty database migrate once and all answer ${SHARED_SERVICES_TAG}`, async () => {
  test.setTimeout(300_000);
  const database = await createFreshDatabase(DATABASE_URL, 'safqa_multi_start');
  const dataDir = dataFolder('multi-start');
  const settings = siteSettings(database, dataDir);
  const ports = Array.from({ length: 10 }, (_, i) => 3420 + i);
  const apps: AppProcess[] = [];
  try {
    apps.push(...(await startApps(ports, settings)));
    await Promise.all(apps.map((app) => waitHealthy(app, 180_000)));

    const migrations = readMigrationFiles({
      migrationsFolder: path.join(process.cwd(), 'server/db/migrations'),
    });
    const [applied] = await database.sql<{ count: number }[]>`
      select count(*)::int as count from drizzle.__drizzle_migrations`;
    expect(applied!.count).toBe(migrations.length);
  } finally {
    await Promise.all(apps.map((app) => stopApp(app)));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
