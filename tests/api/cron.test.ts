import { eq } from 'drizzle-orm';
import { runPurgeCron } from '@/server/cron';
import { users } from '@/server/db/schema';
import { createTestDatabase } from '../support/test-database';
import { insertUser } from '../support/user-helpers';

const SECRET = 'cron-secret-of-this-test-0123456789-abcdef';
const HOUR_MS = 60 * 60 * 1000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const call = (authorization?: string, configured = true) =>
  runPurgeCron(
    new Request('http://localhost/api/cron/purge', {
      headers: authorization ? { authorization } : {},
    }),
    {
      secret: configured ? SECRET : undefined,
      getDb: async () => database.db,
      now: () => new Date('2026-06-02T12:00:00Z'),
    },
  );

const exists = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id))).length === 1;

describe('GET /api/cron/purge', () => {
  it('purges accounts whose deletion was asked for over 24 hours ago', async () => {
    const due = await insertUser(database.db, {
      deletionRequestedAt: new Date(Date.parse('2026-06-02T12:00:00Z') - 25 * HOUR_MS),
    });
    const recent = await insertUser(database.db, {
      deletionRequestedAt: new Date(Date.parse('2026-06-02T12:00:00Z') - 2 * HOUR_MS),
    });
    const res = await call(`Bearer ${SECRET}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: true, code: 2000, data: { purged: 1 } });
    expect(await exists(due.id)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
  });

  it('refuses a missing or wrong secret and purges nothing', async () => {
    const due = await insertUser(database.db, {
      deletionRequestedAt: new Date('2026-05-01T00:00:00Z'),
    });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${SECRET}x`, SECRET]) {
      const res = await call(authorization);
      expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
    }
    expect(await exists(due.id)).toBe(true);
  });

  it('does not exist without CRON_SECRET', async () => {
    const res = await call(`Bearer ${SECRET}`, false);
    expect(res.status).toBe(404);
    expect((await res.json()).error.title).toBe('NOT_FOUND');
  });
});
