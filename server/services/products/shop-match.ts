import { and, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { escapeLike } from '../resource/search';
import { visibleShop } from '../shops';
import { hostBelongsTo, hostKey, parseHttpUrl } from './canonical-url';
import { shopCardColumns, type ShopCard } from './present';

export type MatchedShop = ShopCard & { websiteUrl: string };

/**
 * The listed shop (ACTIVE, not deleted) an address belongs to: its host is the host of the
 * shop's website or a subdomain of it, `www.` / `m.` folded on both sides. When several match,
 * the most specific host wins, then a shop whose website path starts the address's path
 * (`ikea.com/ae` for `/ae/…`), then priority. Null for any other address.
 */
export async function findShopForUrl(db: Db, url: URL): Promise<MatchedShop | null> {
  const labels = hostKey(url.hostname).split('.');
  // A cheap first cut in SQL (the website mentions the host's last two labels: `noon.com`),
  // then the exact host rule here.
  const tail = labels.slice(-2).join('.');
  const rows = await db
    .select({ ...shopCardColumns, websiteUrl: shops.websiteUrl, priority: shops.priority })
    .from(shops)
    .where(and(visibleShop, ilike(shops.websiteUrl, `%${escapeLike(tail)}%`)));
  const ranked = rows
    .flatMap((row) => {
      const site = parseHttpUrl(row.websiteUrl);
      if (!site || !hostBelongsTo(url.hostname, site.hostname)) return [];
      const sitePath = site.pathname.replace(/\/+$/, '');
      const pathMatch = sitePath !== '' && (url.pathname + '/').startsWith(`${sitePath}/`);
      return [{ row, specificity: hostKey(site.hostname).length, pathMatch }];
    })
    .sort(
      (a, b) =>
        b.specificity - a.specificity ||
        Number(b.pathMatch) - Number(a.pathMatch) ||
        b.row.priority - a.row.priority ||
        (a.row.id < b.row.id ? -1 : 1),
    );
  const best = ranked[0]?.row;
  if (!best) return null;
  return {
    id: best.id,
    nameAr: best.nameAr,
    nameEn: best.nameEn,
    slugAr: best.slugAr,
    slugEn: best.slugEn,
    logo: best.logo,
    websiteUrl: best.websiteUrl,
  };
}
