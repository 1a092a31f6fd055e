import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { shopDomainOf, urlPatternHost } from '@/lib/cartarm/url-pattern';
import {
  CARTARM_MESSAGES,
  extensionRuleOf,
  type CartarmActive,
  type CartarmExtensionRule,
  type CartarmResource,
} from '@/lib/validation/cartarm';
import { AppError } from '../errors';
import type { Db } from '../db/client';
import { cartarmRules, shops, type CartarmRule, type Shop } from '../db/schema';
import { hostBelongsTo, hostKey, parseHttpUrl } from './products/canonical-url';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ShopPart = Pick<Shop, 'id' | 'nameAr' | 'nameEn' | 'websiteUrl' | 'status'>;

/**
 * Whether a rule's URL pattern stays on its shop's site, so no rule can have the extension act
 * on another site's pages: a path (`/cart*`: the extension applies it on the shop's own hosts
 * only), or an address every host of which is the host of the shop's website or a subdomain of
 * it, `www.` and `m.` folded as shop matching does (`https://*.noon.com/cart` for noon.com;
 * never a host of `*` alone, `https://*noon.com/…` which is also evilnoon.com, or another
 * site's host).
 */
export function patternStaysOnShop(pattern: string, websiteUrl: string): boolean {
  if (pattern.startsWith('/')) return true;
  const host = urlPatternHost(pattern);
  const site = parseHttpUrl(websiteUrl);
  if (!host || !site) return false;
  const star = host.lastIndexOf('*');
  // Without a wildcard the host is one host; with one, what follows the last `*` must already
  // end in `.{shop host}`, whatever the wildcards stand for.
  if (star === -1) return hostBelongsTo(host, site.hostname);
  return host.slice(star + 1).endsWith(`.${hostKey(site.hostname)}`);
}

/**
 * Refuses (VALIDATION_ERROR on the list) a stored rule with a pattern off its shop's site: run
 * in the write's transaction, so a create or a change that would store one is rolled back.
 */
export async function checkCartarmPatterns(tx: Db, rule: CartarmRule): Promise<void> {
  const [shop] = await tx
    .select({ websiteUrl: shops.websiteUrl })
    .from(shops)
    .where(eq(shops.id, rule.shopId));
  const lists = {
    cartUrlPatterns: rule.cartUrlPatterns,
    checkoutUrlPatterns: rule.checkoutUrlPatterns,
  };
  const details = Object.entries(lists)
    .filter(([, list]) => !list.every((p) => shop && patternStaysOnShop(p, shop.websiteUrl)))
    .map(([key]) => ({ key, message: CARTARM_MESSAGES.patternOffShop }));
  if (details.length) throw new AppError('VALIDATION_ERROR', details);
}

/** A rule as the admin reads it, with its shop's name and domain (null: the shop is gone). */
function presentCartarmRule(r: CartarmRule, shop: ShopPart | undefined): CartarmResource {
  return {
    id: r.id,
    shopId: r.shopId,
    shop: shop
      ? {
          name: { ar: shop.nameAr, en: shop.nameEn },
          domain: shopDomainOf(shop.websiteUrl),
          status: shop.status,
        }
      : null,
    cartUrlPatterns: r.cartUrlPatterns,
    checkoutUrlPatterns: r.checkoutUrlPatterns,
    couponInputSelector: r.couponInputSelector,
    applyButtonSelector: r.applyButtonSelector,
    totalSelector: r.totalSelector,
    successSelector: r.successSelector,
    errorSelector: r.errorSelector,
    waitMs: r.waitMs,
    version: r.version,
    status: r.status,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
  };
}

/** Rules with their shops (trashed shops too), in one query for the shops. */
export async function presentCartarmRules(db: Db, rows: CartarmRule[]) {
  if (!rows.length) return [];
  const found = await db
    .select({
      id: shops.id,
      nameAr: shops.nameAr,
      nameEn: shops.nameEn,
      websiteUrl: shops.websiteUrl,
      status: shops.status,
    })
    .from(shops)
    .where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))]));
  return rows.map((r) =>
    presentCartarmRule(
      r,
      found.find((s) => s.id === r.shopId),
    ),
  );
}

/**
 * The ACTIVE, live rules of ACTIVE, live shops (of one shop when `shopId` is given) as the
 * extension receives them. Patterns off the shop's site never reach an extension, whenever they
 * were stored (before the write check, or before the shop moved): a rule left without any is not
 * sent.
 */
async function extensionRules(db: Db, shopId?: string): Promise<CartarmExtensionRule[]> {
  const rows = await db
    .select({ rule: cartarmRules, websiteUrl: shops.websiteUrl })
    .from(cartarmRules)
    .innerJoin(shops, eq(shops.id, cartarmRules.shopId))
    .where(
      and(
        shopId === undefined ? undefined : eq(cartarmRules.shopId, shopId),
        eq(cartarmRules.status, 'ACTIVE'),
        isNull(cartarmRules.deletedAt),
        eq(shops.status, 'ACTIVE'),
        isNull(shops.deletedAt),
      ),
    )
    .orderBy(asc(cartarmRules.shopId), asc(cartarmRules.id));
  return rows.flatMap(({ rule, websiteUrl }) => {
    const onShop = (list: string[]) => list.filter((p) => patternStaysOnShop(p, websiteUrl));
    const cartUrlPatterns = onShop(rule.cartUrlPatterns);
    const checkoutUrlPatterns = onShop(rule.checkoutUrlPatterns);
    if (!cartUrlPatterns.length && !checkoutUrlPatterns.length) return [];
    const kept = { ...rule, cartUrlPatterns, checkoutUrlPatterns };
    return [extensionRuleOf(presentCartarmRule(kept, undefined), shopDomainOf(websiteUrl))];
  });
}

/**
 * GET /cartarm/active: the ACTIVE, live rules of ACTIVE, live shops, by shop. Read from the
 * database on every call (one indexed join, a row per shop): nothing is kept in process, so a
 * change through any process shows at once. `version` is a hash of the rules as sent — any
 * change of a rule (its version and `updatedAt` move), of a shop's domain or of which rules are
 * active gives another — and the route sends it as the ETag.
 */
export async function activeCartarmRules(db: Db): Promise<CartarmActive> {
  const rules = await extensionRules(db);
  const version = createHash('sha256')
    .update(JSON.stringify(rules))
    .digest('base64url')
    .slice(0, 32);
  return { version, rules };
}

/** One shop's rule as GET /cartarm/active would send it; null when it has none live. */
export async function activeCartarmRule(
  db: Db,
  shopId: string,
): Promise<CartarmExtensionRule | null> {
  return (await extensionRules(db, shopId))[0] ?? null;
}
