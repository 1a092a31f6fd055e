import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { shopDomainOf } from '@/lib/cartarm/url-pattern';
import {
  extensionRuleOf,
  type CartarmActive,
  type CartarmResource,
} from '@/lib/validation/cartarm';
import type { Db } from '../db/client';
import { cartarmRules, shops, type CartarmRule, type Shop } from '../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ShopPart = Pick<Shop, 'id' | 'nameAr' | 'nameEn' | 'websiteUrl' | 'status'>;

/** A rule as the admin reads it, with its shop's name and domain (null: the shop is gone). */
export function presentCartarmRule(r: CartarmRule, shop: ShopPart | undefined): CartarmResource {
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
 * GET /cartarm/active: the ACTIVE, live rules of ACTIVE, live shops, by shop. Read from the
 * database on every call (one indexed join, a row per shop): nothing is kept in process, so a
 * change through any process shows at once. `version` is a hash of the rules as sent — any
 * change of a rule (its version and `updatedAt` move), of a shop's domain or of which rules are
 * active gives another — and the route sends it as the ETag.
 */
export async function activeCartarmRules(db: Db): Promise<CartarmActive> {
  const rows = await db
    .select({ rule: cartarmRules, websiteUrl: shops.websiteUrl })
    .from(cartarmRules)
    .innerJoin(shops, eq(shops.id, cartarmRules.shopId))
    .where(
      and(
        eq(cartarmRules.status, 'ACTIVE'),
        isNull(cartarmRules.deletedAt),
        eq(shops.status, 'ACTIVE'),
        isNull(shops.deletedAt),
      ),
    )
    .orderBy(asc(cartarmRules.shopId), asc(cartarmRules.id));
  const rules = rows.map(({ rule, websiteUrl }) =>
    extensionRuleOf(presentCartarmRule(rule, undefined), shopDomainOf(websiteUrl)),
  );
  const version = createHash('sha256')
    .update(JSON.stringify(rules))
    .digest('base64url')
    .slice(0, 32);
  return { version, rules };
}
