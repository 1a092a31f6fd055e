// GET /shop/lookup (which shop a page belongs to, with its coupons and checkout rule) and
// GET /shop/hosts (every shop's host entries, for clients that match pages themselves).
// Matching rules: lib/shops/hosts.ts. Messages are translation keys (`validation.shop.*`).
import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';
import { targetOfHost, targetOfUrl, type HostTarget } from '@/lib/shops/hosts';
import { cartarmActiveSchema } from './cartarm';
import { siteCouponSchema } from './shop';

/** The longest `host` or `url` looked up: a browser's address is rarely longer. */
const LOOKUP_TEXT_MAX = 2048;

const SHOP_LOOKUP_MESSAGES = {
  targetRequired: 'validation.shop.lookup_target_required',
  hostInvalid: 'validation.shop.lookup_host_invalid',
  urlInvalid: 'validation.shop.lookup_url_invalid',
} as const;

const lookupText = (message: string) =>
  z.string({ error: message }).max(LOOKUP_TEXT_MAX, message).optional();

/**
 * `host` (a bare host with optional port and path: `www.noon.com/uae-en`) or `url` (a whole
 * http(s) address), exactly one; `country` narrows the coupons (default: the caller's).
 */
export const shopLookupQuerySchema = z
  .object({
    host: lookupText(SHOP_LOOKUP_MESSAGES.hostInvalid).meta({
      description: 'A host with optional port, path and query; no scheme',
      example: 'www.noon.com/uae-en',
    }),
    url: lookupText(SHOP_LOOKUP_MESSAGES.urlInvalid).meta({
      description: 'A whole http(s) address',
      example: 'https://www.noon.com/uae-en/cart/',
    }),
    country: z
      .enum(COUNTRY_CODES, { error: 'COUNTRY_INVALID' })
      .optional()
      .meta({ description: 'The coupons’ country; default: the caller’s' }),
  })
  .superRefine((query, ctx) => {
    // A text over the limit has its issue already.
    const tooLong = (text?: string) => text !== undefined && text.length > LOOKUP_TEXT_MAX;
    if (tooLong(query.host) || tooLong(query.url)) return;
    if ((query.host === undefined) === (query.url === undefined)) {
      const path = query.host === undefined ? 'host' : 'url';
      ctx.addIssue({ code: 'custom', path: [path], message: SHOP_LOOKUP_MESSAGES.targetRequired });
    } else if (query.host !== undefined && !targetOfHost(query.host)) {
      ctx.addIssue({ code: 'custom', path: ['host'], message: SHOP_LOOKUP_MESSAGES.hostInvalid });
    } else if (query.url !== undefined && !targetOfUrl(query.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: SHOP_LOOKUP_MESSAGES.urlInvalid });
    }
  });

export type ShopLookupQuery = z.infer<typeof shopLookupQuerySchema>;

/** The page a checked query names (the schema above refused any other). */
export function lookupTargetOf(query: ShopLookupQuery): HostTarget | null {
  if (query.host !== undefined) return targetOfHost(query.host);
  return query.url !== undefined ? targetOfUrl(query.url) : null;
}

const bilingual = z.object({ ar: z.string(), en: z.string() });

export const shopLookupSchema = z.object({
  shop: z.object({
    id: z.string(),
    name: bilingual,
    slug: bilingual,
    logo: z.string().nullable(),
    websiteUrl: z.string(),
    countries: z.array(z.string()),
    /** Every entry of the shop (lib/shops/hosts.ts). */
    hosts: z.array(z.string()),
    /** The entry that matched the page: `noon.com`, `ikea.com/ae`. */
    matchedHost: z.string(),
  }),
  /** The country the coupons were chosen for; null: unknown, so every usable coupon. */
  country: z.string().nullable(),
  /** Usable now (ACTIVE, started, not expired), for `country`: listed in it or in every country. */
  coupons: z.array(siteCouponSchema),
  /** The shop's ACTIVE checkout rule as GET /cartarm/active sends it; null: none. */
  cartarm: cartarmActiveSchema.shape.rules.element.nullable(),
});

export type ShopLookup = z.infer<typeof shopLookupSchema>;

export const shopHostsListSchema = z.object({
  /** A hash of the list (the ETag is it, quoted). */
  version: z.string(),
  items: z.array(
    z.object({
      shopId: z.string(),
      slug: z.string(),
      priority: z.number().int(),
      hosts: z.array(z.string()),
    }),
  ),
});

export type ShopHostsList = z.infer<typeof shopHostsListSchema>;
