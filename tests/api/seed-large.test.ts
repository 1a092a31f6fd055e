import { asc, count, like } from 'drizzle-orm';
import { coupons, shopDailyStats, shops, users } from '@/server/db/schema';
import { LARGE_SLUG_PREFIX, seedLargeData } from '@/server/db/seed/large';
import { seedDemoData } from '@/server/db/seed/seed';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../support/test-database';
import { createLocalStorage } from '@/server/media/storage';

// `npm run db:seed -- --large` at a small size: the same rows on every run, added once.
const sizes = { shops: 40, coupons: 120, users: 30, statsDays: 90, auditEntries: 50 };
const now = new Date('2026-05-01T12:00:00Z');

async function seeded() {
  const database = await createTestDatabase();
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'safqa-seed-'));
  await seedDemoData(database.db, { media: createLocalStorage(mediaDir), now });
  const result = await seedLargeData(database.db, { now, sizes });
  rmSync(mediaDir, { recursive: true, force: true });
  return { database, result };
}

it('adds the bulk rows once, deterministically', async () => {
  const [a, b] = [await seeded(), await seeded()];
  try {
    expect(a.result).toMatchObject({ skipped: false, shops: 40, coupons: 120, users: 30 });
    const bulkShops = (db: typeof a.database.db) =>
      db
        .select({ id: shops.id, nameEn: shops.nameEn, status: shops.status })
        .from(shops)
        .where(like(shops.slugEn, `${LARGE_SLUG_PREFIX}%`))
        .orderBy(asc(shops.slugEn));
    expect(await bulkShops(a.database.db)).toEqual(await bulkShops(b.database.db));
    const accounts = (db: typeof a.database.db) =>
      db
        .select({ id: users.id, email: users.email, at: users.createdAt })
        .from(users)
        .orderBy(users.email);
    expect(await accounts(a.database.db)).toEqual(await accounts(b.database.db));
    const [couponCount] = await a.database.db.select({ n: count() }).from(coupons);
    expect(couponCount!.n).toBe(153 + 120);
    // Accounts over the last 90 days; counters only inside them.
    const created = (await accounts(a.database.db)).map((u) => u.at.getTime());
    expect(Math.min(...created)).toBeGreaterThanOrEqual(now.getTime() - 90 * 86_400_000);
    const days = await a.database.db.select({ day: shopDailyStats.day }).from(shopDailyStats);
    expect(days.length).toBe(a.result.dailyStats);
    expect(days.every((d) => d.day >= '2026-01-31' && d.day <= '2026-05-01')).toBe(true);

    const again = await seedLargeData(a.database.db, { now, sizes });
    expect(again).toMatchObject({ skipped: true, shops: 40 });
  } finally {
    await Promise.all([a.database.close(), b.database.close()]);
  }
});
