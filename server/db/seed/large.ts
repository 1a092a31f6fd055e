// `npm run db:seed -- --large`: a catalogue and an audience of production size for the admin
// benchmark (npm run bench:admin) — 10 000 shops, 50 000 coupons, a few thousand accounts over
// the last 90 days and their daily shop counters. Deterministic: one seeded generator makes the
// same rows (ids included) on every run; only the dates move with `now`.
import { count, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '@/lib/countries';
import type { Db } from '../client';
import {
  auditLog,
  categories,
  coupons,
  providers,
  shopCategories,
  shopDailyStats,
  shops,
  users,
} from '../schema';
import { foldForSearch } from '../../services/search-text';

export const LARGE_SIZES = {
  shops: 10_000,
  coupons: 50_000,
  users: 3_000,
  statsDays: 90,
  auditEntries: 20_000,
};
/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest table. */
const BATCH = 1_000;
const DAY = 24 * 60 * 60 * 1000;
/** Every bulk shop's English slug starts so; it is how a second run knows the work is done. */
export const LARGE_SLUG_PREFIX = 'bulk-';

/** mulberry32: small, fast, good enough for test data, and the same sequence for a seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    chance: (p: number) => next() < p,
    /** A version-4-shaped uuid from the sequence. */
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(16).toString(16));
      hex[12] = '4';
      hex[16] = (8 + int(4)).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

/** Word pairs (English, Arabic) that names are built from. */
const ADJECTIVES = [
  ['Golden', 'الذهبي'],
  ['Blue', 'الأزرق'],
  ['Green', 'الأخضر'],
  ['Royal', 'الملكي'],
  ['Smart', 'الذكي'],
  ['Happy', 'السعيد'],
  ['Desert', 'الصحراء'],
  ['Ocean', 'المحيط'],
  ['City', 'المدينة'],
  ['Star', 'النجمة'],
  ['Palm', 'النخلة'],
  ['Falcon', 'الصقر'],
  ['Pearl', 'اللؤلؤة'],
  ['Oasis', 'الواحة'],
  ['Crescent', 'الهلال'],
  ['Silver', 'الفضي'],
] as const;
const NOUNS = [
  ['Market', 'سوق'],
  ['Store', 'متجر'],
  ['Boutique', 'بوتيك'],
  ['Outlet', 'منفذ'],
  ['Electronics', 'إلكترونيات'],
  ['Fashion', 'أزياء'],
  ['Pharmacy', 'صيدلية'],
  ['Books', 'كتب'],
  ['Kitchen', 'مطبخ'],
  ['Gadgets', 'أجهزة'],
  ['Perfumes', 'عطور'],
  ['Toys', 'ألعاب'],
  ['Sports', 'رياضة'],
  ['Home', 'منزل'],
  ['Travel', 'سفر'],
  ['Grocery', 'بقالة'],
] as const;
const OFFERS = [
  ['% off everything', 'خصم % على كل شيء'],
  ['% off your first order', 'خصم % على طلبك الأول'],
  ['% off selected items', 'خصم % على منتجات مختارة'],
  ['% off with the app', 'خصم % عبر التطبيق'],
] as const;
const FIRST_NAMES = [
  ['Layla', 'ليلى'],
  ['Omar', 'عمر'],
  ['Sara', 'سارة'],
  ['Youssef', 'يوسف'],
  ['Nour', 'نور'],
  ['Khalid', 'خالد'],
  ['Mariam', 'مريم'],
  ['Ali', 'علي'],
  ['Huda', 'هدى'],
  ['Karim', 'كريم'],
] as const;
const LAST_NAMES = ['Haddad', 'Rahman', 'Saleh', 'Mansour', 'Khoury', 'Nasser', 'Aziz', 'Farouk'];

const pad = (n: number, width = 5) => String(n).padStart(width, '0');

/** Multi-row inserts of `BATCH` rows each. */
async function insertBatched<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
}

export interface LargeSeedResult {
  skipped: boolean;
  shops: number;
  coupons: number;
  users: number;
  dailyStats: number;
  auditEntries: number;
}

type Random = ReturnType<typeof generator>;
/** A random time within the `maxDays` before now. */
type Ago = (maxDays: number) => Date;

/**
 * Adds the large data set beside whatever the database holds (run the demo seed first for its
 * categories and provider). Does nothing when the bulk shops are there already. One transaction:
 * all of it or none.
 */
export async function seedLargeData(
  db: Db,
  options: { now?: Date; sizes?: Partial<typeof LARGE_SIZES> } = {},
): Promise<LargeSeedResult> {
  const sizes = { ...LARGE_SIZES, ...options.sizes };
  const [existing] = await db
    .select({ n: count() })
    .from(shops)
    .where(like(shops.slugEn, `${LARGE_SLUG_PREFIX}%`));
  if ((existing?.n ?? 0) > 0) {
    return {
      skipped: true,
      shops: existing?.n ?? 0,
      coupons: 0,
      users: 0,
      dailyStats: 0,
      auditEntries: 0,
    };
  }
  const now = (options.now ?? new Date()).getTime();
  const random = generator(0x5afa);
  const ago = (maxDays: number) => new Date(now - random.next() * maxDays * DAY);

  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
  const [provider] = await db.select({ id: providers.id }).from(providers).limit(1);

  // One generator in a fixed order: the same rows on every run.
  const { shopRows, links } = bulkShops(random, ago, sizes.shops, categoryIds, provider?.id);
  const couponRows = bulkCoupons(random, ago, now, sizes.coupons, shopRows);
  const userRows = bulkUsers(random, ago, now, sizes.users);
  const stats = bulkDailyStats(random, now, sizes.statsDays, shopRows);
  const audit = bulkAuditLog(random, ago, sizes, { shopRows, couponRows, userRows });

  await db.transaction(async (tx) => {
    await insertBatched(tx, shops, shopRows);
    await insertBatched(tx, shopCategories, links);
    await insertBatched(tx, coupons, couponRows);
    await insertBatched(tx, users, userRows);
    await insertBatched(tx, shopDailyStats, stats);
    await insertBatched(tx, auditLog, audit);
  });
  await vacuumAnalyze(db);
  return {
    skipped: false,
    shops: shopRows.length,
    coupons: couponRows.length,
    users: userRows.length,
    dailyStats: stats.length,
    auditEntries: audit.length,
  };
}

/** The bulk shops (`bulk-00001`, …), each in one or two of the categories. */
function bulkShops(
  random: Random,
  ago: Ago,
  total: number,
  categoryIds: string[],
  providerId: string | undefined,
) {
  const shopRows: (typeof shops.$inferInsert)[] = [];
  const links: (typeof shopCategories.$inferInsert)[] = [];
  for (let i = 1; i <= total; i++) {
    const [adjEn, adjAr] = random.pick(ADJECTIVES);
    const [nounEn, nounAr] = random.pick(NOUNS);
    const nameEn = `${adjEn} ${nounEn} ${i}`;
    const nameAr = `${nounAr} ${adjAr} ${i}`;
    const slug = `${LARGE_SLUG_PREFIX}${pad(i)}`;
    const id = random.uuid();
    const countries = [...new Set([random.pick(COUNTRY_CODES), random.pick(COUNTRY_CODES)])];
    const createdAt = ago(365);
    shopRows.push({
      id,
      nameEn,
      nameAr,
      slugEn: slug,
      slugAr: `${LARGE_SLUG_PREFIX}${pad(i)}-ar`,
      descriptionEn: `${nameEn}: deals and coupon codes.`,
      descriptionAr: `${nameAr}: عروض وأكواد خصم.`,
      websiteUrl: `https://${slug}.example`,
      hosts: [`${slug}.example`],
      affiliateUrl: random.chance(0.5) ? `https://${slug}.example/?ref=safqa` : null,
      providerId: providerId && random.chance(0.5) ? providerId : null,
      countries,
      status: random.chance(0.9) ? 'ACTIVE' : 'INACTIVE',
      priority: random.int(101),
      searchText: foldForSearch(`${nameEn} ${nameAr}`),
      clicks: random.int(5_000),
      createdAt,
      updatedAt: createdAt,
      deletedAt: random.chance(0.01) ? ago(30) : null,
    });
    const picked = new Set(
      categoryIds.length ? [random.pick(categoryIds), random.pick(categoryIds)] : [],
    );
    for (const categoryId of picked) links.push({ shopId: id, categoryId });
  }
  return { shopRows, links };
}

/** The bulk coupons, spread over the bulk shops. */
function bulkCoupons(
  random: Random,
  ago: Ago,
  now: number,
  total: number,
  shopRows: (typeof shops.$inferInsert)[],
) {
  const couponRows: (typeof coupons.$inferInsert)[] = [];
  for (let i = 1; i <= total; i++) {
    const shop = random.pick(shopRows);
    const percent = 5 + 5 * random.int(14);
    const [offerEn, offerAr] = random.pick(OFFERS);
    const createdAt = ago(365);
    const expiresAt = random.chance(0.3) ? null : new Date(now + (random.next() * 240 - 60) * DAY);
    couponRows.push({
      id: random.uuid(),
      shopId: shop.id!,
      code: random.chance(0.8)
        ? `${shop.nameEn.split(' ')[0]!.toUpperCase().slice(0, 6)}${percent}${pad(i, 5)}`
        : null,
      titleEn: offerEn.replace('%', `${percent}%`),
      titleAr: offerAr.replace('%', `${percent}٪`),
      discountEn: `${percent}%`,
      discountAr: `${percent}٪`,
      countries: shop.countries,
      startsAt: createdAt,
      expiresAt,
      status: random.chance(0.8) ? 'ACTIVE' : random.chance(0.6) ? 'PAUSED' : 'STOPPED',
      verifiedAt: random.chance(0.6) ? ago(30) : null,
      uses: random.int(2_000),
      votesWorked: random.int(200),
      votesFailed: random.int(50),
      createdAt,
      updatedAt: createdAt,
      deletedAt: random.chance(0.01) ? ago(30) : null,
    });
  }
  return couponRows;
}

/** A status as often as accounts have it: mostly active, a few inactive, suspended, deleted. */
function accountStatus(roll: number) {
  if (roll < 0.9) return 'active';
  if (roll < 0.94) return 'inactive';
  return roll < 0.97 ? 'suspended' : 'deleted';
}

/** Accounts of the last 90 days (a fifth invited by an earlier one), without passwords. */
function bulkUsers(random: Random, ago: Ago, now: number, total: number) {
  const userRows: (typeof users.$inferInsert)[] = [];
  for (let i = 1; i <= total; i++) {
    const [firstName] = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${pad(i)}@bulk.example`;
    const createdAt = ago(90);
    const status = accountStatus(random.next());
    const verified = random.chance(0.7);
    const earlier = i > 1 && random.chance(0.2) ? userRows[random.int(i - 1)] : undefined;
    userRows.push({
      id: random.uuid(),
      email,
      emailNormalized: email,
      // Accounts of the benchmark never sign in: no password.
      passwordHash: null,
      firstName: random.chance(0.85) ? firstName : null,
      lastName: random.chance(0.85) ? lastName : null,
      country: random.chance(0.9) ? random.pick(COUNTRY_CODES) : null,
      isEmailVerified: verified,
      emailVerifiedAt: verified ? createdAt : null,
      status,
      userType: random.chance(0.9) ? 'regular' : random.chance(0.5) ? 'test' : 'beta',
      locale: random.chance(0.6) ? 'ar' : 'en',
      // Unique: "B" and the index in base 31 can never collide with another bulk account.
      inviteCode: `B${i.toString(31).toUpperCase().padStart(7, '0')}`,
      invitedBy: earlier?.id ?? null,
      lastLoginAt: random.chance(0.6)
        ? new Date(createdAt.getTime() + random.next() * (now - createdAt.getTime()))
        : null,
      createdAt,
      updatedAt: createdAt,
      deletedAt: status === 'deleted' ? ago(10) : null,
    });
  }
  return userRows;
}

/** Counters of the last `days` days for a tenth of the shops, a few days each. */
function bulkDailyStats(
  random: Random,
  now: number,
  days: number,
  shopRows: (typeof shops.$inferInsert)[],
) {
  const stats = new Map<string, typeof shopDailyStats.$inferInsert>();
  const counted = shopRows.filter((_, i) => i % 10 === 0);
  for (const shop of counted) {
    for (let k = 0; k < 20; k++) {
      const day = new Date(now - random.int(days) * DAY).toISOString().slice(0, 10);
      stats.set(`${day}|${shop.id}`, {
        day,
        shopId: shop.id!,
        clicks: 1 + random.int(60),
        votesWorked: random.int(8),
        votesFailed: random.int(3),
      });
    }
  }
  return [...stats.values()];
}

/** An activity log of the same days: status changes of shops, coupons and accounts. */
function bulkAuditLog(
  random: Random,
  ago: Ago,
  sizes: { auditEntries: number; statsDays: number },
  rows: {
    shopRows: (typeof shops.$inferInsert)[];
    couponRows: (typeof coupons.$inferInsert)[];
    userRows: (typeof users.$inferInsert)[];
  },
) {
  const statusChanges: (() => [string, string, string, readonly [string, string]])[] = [
    () => {
      const shop = random.pick(rows.shopRows);
      return ['shop', shop.id!, shop.nameEn, ['ACTIVE', 'INACTIVE']];
    },
    () => {
      const coupon = random.pick(rows.couponRows);
      return ['coupon', coupon.id!, coupon.titleEn, ['ACTIVE', 'PAUSED']];
    },
    () => {
      const user = random.pick(rows.userRows);
      return ['user', user.id!, user.email, ['active', 'suspended']];
    },
  ];
  const audit: (typeof auditLog.$inferInsert)[] = [];
  for (let i = 0; i < sizes.auditEntries; i++) {
    const [section, recordId, recordLabel, [from, to]] = random.pick(statusChanges)();
    const back = random.chance(0.5);
    audit.push({
      at: ago(sizes.statsDays),
      actorEmail: 'staff@bulk.example',
      section,
      recordId,
      recordLabel,
      action: 'update',
      changes: { status: back ? { before: to, after: from } : { before: from, after: to } },
    });
  }
  return audit;
}

/**
 * Fresh statistics for the planner and the trigram indexes' pending entries merged: the
 * embedded database has no autovacuum to do it, and PostgreSQL's would come minutes later.
 */
async function vacuumAnalyze(db: Db) {
  for (const table of [
    'shops',
    'shop_categories',
    'coupons',
    'users',
    'shop_daily_stats',
    'audit_log',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
