import { DOWNLOAD_STORE_URLS } from '@/lib/downloads';
import { storedHostEntries } from '@/lib/shops/hosts';
import { count } from 'drizzle-orm';
import type { MediaStorage } from '../../media/storage';
import type { Db } from '../client';
import {
  ads,
  campaignCoupons,
  campaignShops,
  campaigns,
  cartarmRules,
  categories,
  coupons,
  providers,
  shopCategories,
  shops,
  shortLinks,
} from '../schema';
import { foldForSearch } from '../../services/search-text';
import { SEED_CARTARM_RULES } from './cartarm-data';
import { campaignBannerSvg, SEED_CAMPAIGN, SEED_CAMPAIGN_SHOPS } from './campaign-data';
import { letterMarkSvg } from './letter-mark';
import { seedDemoProducts } from './products-data';
import { SEED_CATEGORIES, SEED_SHOPS } from './stores-data';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The site's four download links (lib/downloads.ts) as short links, so the team changes a
 * store address in /admin/shortner without a deploy. Each has its store as `targetUrl` and as
 * its platform's target (the same link serves /auto-dl's choice and a direct click).
 */
export const DOWNLOAD_SHORT_LINKS = DOWNLOAD_STORE_URLS;

/** Adds the download links that are missing (a slug already taken is left as it is). */
export async function seedDownloadLinks(db: Db) {
  await db
    .insert(shortLinks)
    .values(
      Object.entries(DOWNLOAD_SHORT_LINKS).map(([slug, url]) => ({
        slug,
        targetUrl: url,
        targets: { [slug]: url },
        title: `Download: ${slug}`,
        tags: ['download'],
      })),
    )
    .onConflictDoNothing({ target: shortLinks.slug });
}

/**
 * Three running demo ads, one per placement, each linking to a demo store with its logo: the
 * extension's banner everywhere, the app's banner in the Gulf, an in-list card in Egypt.
 */
function demoAds(now: Date): (typeof ads.$inferInsert)[] {
  const window = {
    startsAt: new Date(now.getTime() - DAY),
    endsAt: new Date(now.getTime() + 60 * DAY),
  };
  return [
    {
      titleAr: 'عروض نون اليومية',
      titleEn: 'noon daily deals',
      textAr: 'خصومات جديدة كل يوم على الإلكترونيات والأزياء.',
      textEn: 'New discounts every day on electronics and fashion.',
      image: '/media/shops/noon.svg',
      targetUrl: 'https://www.noon.com',
      platform: 'BROWSER_EXTENSION',
      placement: 'EXTENSION_BANNER',
      countries: [],
      priority: 10,
      ...window,
    },
    {
      titleAr: 'أمازون: توصيل مجاني',
      titleEn: 'Amazon: free delivery',
      textAr: 'على الطلبات المؤهلة في الخليج.',
      textEn: 'On eligible orders across the Gulf.',
      image: '/media/shops/amazon-ae.svg',
      targetUrl: 'https://www.amazon.ae',
      platform: 'MOBILE_APP',
      placement: 'MOBILE_BANNER',
      countries: ['ae', 'sa', 'kw'],
      priority: 5,
      ...window,
    },
    {
      titleAr: 'وفّر أكثر مع صفقة',
      titleEn: 'Save more with Safqa',
      textAr: 'ثبّت الإضافة لتطبيق الكوبونات تلقائيًا.',
      textEn: 'Install the extension to apply coupons automatically.',
      image: '/media/shops/noon.svg',
      targetUrl: 'https://www.noon.com',
      platform: 'ALL',
      placement: 'IN_LIST',
      countries: ['eg'],
      priority: 1,
      ...window,
    },
  ];
}

/** Stores a demo SVG through the configured storage (a file already there is kept). */
type WriteSvg = (file: string, text: string) => Promise<boolean>;

/** Per featured store: its id and its first coupon that is usable now. */
type Featured = Map<string, { shopId: string; couponId?: string }>;

/**
 * Loads the download short links, then the demo catalogue (categories, stores with letter-mark
 * logos, bilingual coupons, three running ads, products with 120 days of prices). Idempotent:
 * the links are added when missing; the catalogue is left alone when stores exist already.
 */
export async function seedDemoData(db: Db, options: { media: MediaStorage; now?: Date }) {
  await seedDownloadLinks(db);
  const [existing] = await db.select({ n: count() }).from(shops);
  if ((existing?.n ?? 0) > 0)
    return { skipped: true as const, shops: existing?.n ?? 0, coupons: 0 };

  const now = options.now ?? new Date();
  // Through the configured storage (the local folder or the bucket); a file already there (a
  // database seeded again over old media) is kept.
  const svg = { contentType: 'image/svg+xml' };
  const writeSvg: WriteSvg = (file, text) =>
    options.media.write(file, Buffer.from(text, 'utf8'), svg);

  return db.transaction(async (tx) => {
    const categoryId = await seedCategories(tx);
    const [provider] = await tx
      .insert(providers)
      .values({ name: 'Direct', website: null, trackingTemplate: '{url}' })
      .returning({ id: providers.id });
    const shopsSeeded = await seedShops(tx, {
      categoryId,
      providerId: provider!.id,
      now,
      writeSvg,
    });
    await seedCampaign(tx, shopsSeeded.featured, now, writeSvg);
    await tx.insert(ads).values(demoAds(now));
    const productCount = await seedDemoProducts(tx, shopsSeeded.stored, now);
    const cartarmCount = await seedCartarmRules(tx, shopsSeeded.stored);
    return {
      skipped: false as const,
      shops: SEED_SHOPS.length,
      coupons: shopsSeeded.couponTotal,
      products: productCount,
      cartarmRules: cartarmCount,
    };
  });
}

/** The demo cartarm rules of the stores that were seeded active; answers how many. */
async function seedCartarmRules(tx: Db, stored: ReadonlyMap<string, { id: string }>) {
  const rows = SEED_CARTARM_RULES.flatMap(({ shop, rule }) => {
    const shopId = stored.get(shop)?.id;
    return shopId ? [{ ...rule, shopId }] : [];
  });
  if (rows.length) await tx.insert(cartarmRules).values(rows);
  return rows.length;
}

/** The demo categories, first listed first; answers their ids by slug. */
async function seedCategories(tx: Db) {
  const categoryRows = await tx
    .insert(categories)
    .values(
      SEED_CATEGORIES.map((c, i) => ({
        slug: c.slug,
        nameAr: c.nameAr,
        nameEn: c.nameEn,
        icon: c.icon,
        priority: SEED_CATEGORIES.length - i,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(categoryRows.map((r) => [r.slug, r.id]));
}

/**
 * The demo stores with their logos, categories and coupons. Answers how many coupons were
 * stored, the featured stores of the campaign and every active store by its English slug (the
 * demo products' shops).
 */
async function seedShops(
  tx: Db,
  context: {
    categoryId: Map<string, string>;
    providerId: string;
    now: Date;
    writeSvg: WriteSvg;
  },
) {
  let couponTotal = 0;
  const featured: Featured = new Map();
  const stored = new Map<string, { id: string; websiteUrl: string }>();
  for (const shop of SEED_SHOPS) {
    await context.writeSvg(`shops/${shop.slugEn}.svg`, letterMarkSvg(shop.nameEn, shop.color));
    const [row] = await tx
      .insert(shops)
      .values({
        nameAr: shop.nameAr,
        nameEn: shop.nameEn,
        slugAr: shop.slugAr,
        slugEn: shop.slugEn,
        descriptionAr: shop.descriptionAr,
        descriptionEn: shop.descriptionEn,
        logo: `/media/shops/${shop.slugEn}.svg`,
        websiteUrl: shop.websiteUrl,
        hosts: storedHostEntries(shop.hosts ?? [], shop.websiteUrl),
        affiliateUrl: shop.websiteUrl,
        providerId: context.providerId,
        countries: shop.countries,
        status: shop.status,
        priority: shop.priority,
        searchText: foldForSearch(`${shop.nameEn} ${shop.nameAr}`),
      })
      .returning({ id: shops.id });
    const shopId = row!.id;
    if (shop.status === 'ACTIVE')
      stored.set(shop.slugEn, { id: shopId, websiteUrl: shop.websiteUrl });
    const links = shop.categories
      .map((slug) => context.categoryId.get(slug))
      .filter((id): id is string => Boolean(id))
      .map((id) => ({ shopId, categoryId: id }));
    if (links.length) await tx.insert(shopCategories).values(links);
    if (shop.coupons.length) {
      const usable = await seedCoupons(tx, shopId, shop.coupons, context.now);
      couponTotal += shop.coupons.length;
      if (SEED_CAMPAIGN_SHOPS.includes(shop.slugEn) && shop.status === 'ACTIVE') {
        featured.set(shop.slugEn, { shopId, couponId: usable?.id });
      }
    }
  }
  return { couponTotal, featured, stored };
}

/** One store's demo coupons; answers the first one usable now. */
async function seedCoupons(
  tx: Db,
  shopId: string,
  list: (typeof SEED_SHOPS)[number]['coupons'],
  now: Date,
) {
  const stored = await tx
    .insert(coupons)
    .values(
      list.map((c) => ({
        shopId,
        code: c.code,
        titleAr: c.titleAr,
        titleEn: c.titleEn,
        descriptionAr: c.descriptionAr,
        descriptionEn: c.descriptionEn,
        discountAr: c.discountAr,
        discountEn: c.discount,
        countries: c.countries,
        startsAt: new Date(now.getTime() - 30 * DAY),
        expiresAt:
          c.expiresInDays === null ? null : new Date(now.getTime() + c.expiresInDays * DAY),
        verifiedAt: new Date(now.getTime() - c.verifiedDaysAgo * DAY),
        uses: c.uses,
        votesWorked: c.votesWorked,
        votesFailed: c.votesFailed,
        minOrderAmount: c.minOrder?.amount ?? null,
        minOrderCurrency: c.minOrder?.currency ?? null,
      })),
    )
    .returning({ id: coupons.id, expiresAt: coupons.expiresAt });
  return stored.find((c) => !c.expiresAt || c.expiresAt > now);
}

/** The running demo campaign with its banner, its featured stores and their usable coupons. */
async function seedCampaign(tx: Db, featured: Featured, now: Date, writeSvg: WriteSvg) {
  await writeSvg(`campaigns/${SEED_CAMPAIGN.slug}.svg`, campaignBannerSvg(SEED_CAMPAIGN.nameEn));
  const [campaign] = await tx
    .insert(campaigns)
    .values({
      slug: SEED_CAMPAIGN.slug,
      nameEn: SEED_CAMPAIGN.nameEn,
      nameAr: SEED_CAMPAIGN.nameAr,
      descriptionEn: SEED_CAMPAIGN.descriptionEn,
      descriptionAr: SEED_CAMPAIGN.descriptionAr,
      banner: `/media/campaigns/${SEED_CAMPAIGN.slug}.svg`,
      startsAt: new Date(now.getTime() - SEED_CAMPAIGN.startedDaysAgo * DAY),
      endsAt: new Date(now.getTime() + SEED_CAMPAIGN.endsInDays * DAY),
      priority: SEED_CAMPAIGN.priority,
    })
    .returning({ id: campaigns.id });
  const picks = SEED_CAMPAIGN_SHOPS.flatMap((slug) => featured.get(slug) ?? []);
  if (picks.length) {
    await tx
      .insert(campaignShops)
      .values(
        picks.map((p, position) => ({ campaignId: campaign!.id, shopId: p.shopId, position })),
      );
  }
  const couponIds = picks.flatMap((p) => (p.couponId ? [p.couponId] : []));
  if (couponIds.length) {
    await tx
      .insert(campaignCoupons)
      .values(
        couponIds.map((couponId, position) => ({ campaignId: campaign!.id, couponId, position })),
      );
  }
}
