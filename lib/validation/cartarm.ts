// Cartarm rules (section `cartarm`): how the extension finds and applies a coupon at one shop's
// checkout. Payloads of POST/PATCH /cartarm and GET /cartarm, and the public GET /cartarm/active
// the extension reads. Messages are translation keys (`validation.cartarm.*`).
import { z } from '@/lib/validation/zod';
import { isCssSelector } from '@/lib/cartarm/css-selector';
import { isUrlPattern, URL_PATTERN_MAX } from '@/lib/cartarm/url-pattern';
import { bilingualOut, RUN_STATUSES, uuidSchema } from './catalog-fields';
import { listQuerySchema } from './list-query';

const SELECTOR_MAX = 500;
export const URL_PATTERNS_MAX = 20;
export const WAIT_MS_MAX = 30_000;
const CARTARM_NOTES_MAX = 2000;

export const CARTARM_MESSAGES = {
  selectorRequired: 'validation.cartarm.selector_required',
  selectorTooLong: 'validation.cartarm.selector_too_long',
  selectorInvalid: 'validation.cartarm.selector_invalid',
  patternInvalid: 'validation.cartarm.pattern_invalid',
  patternTooLong: 'validation.cartarm.pattern_too_long',
  patternsMax: 'validation.cartarm.patterns_max',
  patternsRequired: 'validation.cartarm.patterns_required',
  patternOffShop: 'validation.cartarm.pattern_off_shop',
  waitInvalid: 'validation.cartarm.wait_invalid',
  notesMax: 'validation.cartarm.notes_max',
} as const;

/**
 * A CSS selector the extension passes to `querySelector`: non-empty, at most 500 characters,
 * parsing as a selector list (lib/cartarm/css-selector.ts has the grammar).
 */
const selectorSchema = z
  .string({ error: CARTARM_MESSAGES.selectorRequired })
  .trim()
  .min(1, { error: CARTARM_MESSAGES.selectorRequired, abort: true })
  .max(SELECTOR_MAX, { error: CARTARM_MESSAGES.selectorTooLong, abort: true })
  .refine(isCssSelector, CARTARM_MESSAGES.selectorInvalid);

/** An optional selector (the success and error messages): null, or a selector as above. */
const optionalSelectorSchema = selectorSchema.nullable();

/** One URL pattern (lib/cartarm/url-pattern.ts has the grammar). */
const urlPatternSchema = z
  .string({ error: CARTARM_MESSAGES.patternInvalid })
  .trim()
  .min(1, { error: CARTARM_MESSAGES.patternInvalid, abort: true })
  .max(URL_PATTERN_MAX, { error: CARTARM_MESSAGES.patternTooLong, abort: true })
  .refine(isUrlPattern, CARTARM_MESSAGES.patternInvalid);

/** Up to 20 patterns, each once (in the order given). */
const urlPatternsSchema = z
  .array(urlPatternSchema, { error: CARTARM_MESSAGES.patternInvalid })
  .max(URL_PATTERNS_MAX, CARTARM_MESSAGES.patternsMax)
  .transform((list) => [...new Set(list)]);

const waitMsSchema = z
  .number({ error: CARTARM_MESSAGES.waitInvalid })
  .int(CARTARM_MESSAGES.waitInvalid)
  .min(0, CARTARM_MESSAGES.waitInvalid)
  .max(WAIT_MS_MAX, CARTARM_MESSAGES.waitInvalid);

const cartarmFields = {
  shopId: uuidSchema,
  cartUrlPatterns: urlPatternsSchema,
  checkoutUrlPatterns: urlPatternsSchema,
  couponInputSelector: selectorSchema,
  applyButtonSelector: selectorSchema,
  totalSelector: selectorSchema,
  successSelector: optionalSelectorSchema,
  errorSelector: optionalSelectorSchema,
  waitMs: waitMsSchema,
  status: z.enum(RUN_STATUSES, { error: 'validation.catalog.status_invalid' }),
  notes: z
    .string({ error: CARTARM_MESSAGES.notesMax })
    .trim()
    .max(CARTARM_NOTES_MAX, CARTARM_MESSAGES.notesMax),
};

/** A rule needs at least one page to act on: a cart or a checkout pattern. */
export function hasSomePattern(cart: readonly string[], checkout: readonly string[]): boolean {
  return cart.length + checkout.length > 0;
}

/**
 * POST /cartarm. One live rule set per shop (a second one is CONFLICT on `shopId`). `version`
 * is not an input: it starts at 1 and the server raises it on every change.
 */
export const cartarmCreateSchema = z
  .object({
    ...cartarmFields,
    cartUrlPatterns: cartarmFields.cartUrlPatterns.default([]),
    checkoutUrlPatterns: cartarmFields.checkoutUrlPatterns.default([]),
    successSelector: cartarmFields.successSelector.default(null),
    errorSelector: cartarmFields.errorSelector.default(null),
    waitMs: cartarmFields.waitMs.default(1500),
    status: cartarmFields.status.default('ACTIVE'),
    notes: cartarmFields.notes.default(''),
  })
  .refine((v) => hasSomePattern(v.cartUrlPatterns, v.checkoutUrlPatterns), {
    path: ['cartUrlPatterns'],
    message: CARTARM_MESSAGES.patternsRequired,
  });

/**
 * PATCH /cartarm/{id}: any subset; the pattern lists replace the stored ones (and together with
 * the stored other list must still name a page).
 */
export const cartarmUpdateSchema = z
  .object(cartarmFields)
  .partial()
  .refine(
    (v) =>
      v.cartUrlPatterns === undefined ||
      v.checkoutUrlPatterns === undefined ||
      hasSomePattern(v.cartUrlPatterns, v.checkoutUrlPatterns),
    { path: ['cartUrlPatterns'], message: CARTARM_MESSAGES.patternsRequired },
  );

export const cartarmListQuerySchema = listQuerySchema(
  ['createdAt', 'updatedAt', 'version', 'waitMs'],
  '-updatedAt',
).extend({
  shopId: uuidSchema.optional(),
  status: z.enum(RUN_STATUSES, { error: 'validation.catalog.status_invalid' }).optional(),
});

/** A rule as the admin reads it (every read needs view_cartarm). */
export const cartarmResourceSchema = z.object({
  id: z.string(),
  shopId: z.string(),
  /** The shop's name and domain (what host-relative patterns apply to); null: shop gone. */
  shop: z.object({ name: bilingualOut, domain: z.string(), status: z.string() }).nullable(),
  cartUrlPatterns: z.array(z.string()),
  checkoutUrlPatterns: z.array(z.string()),
  couponInputSelector: z.string(),
  applyButtonSelector: z.string(),
  totalSelector: z.string(),
  successSelector: z.string().nullable(),
  errorSelector: z.string().nullable(),
  waitMs: z.number().int(),
  /** 1 when created, one more on every change. */
  version: z.number().int(),
  status: z.enum(RUN_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

/** One rule as the extension receives it from GET /cartarm/active. */
const cartarmExtensionRuleSchema = cartarmResourceSchema
  .pick({
    id: true,
    shopId: true,
    cartUrlPatterns: true,
    checkoutUrlPatterns: true,
    couponInputSelector: true,
    applyButtonSelector: true,
    totalSelector: true,
    successSelector: true,
    errorSelector: true,
    waitMs: true,
    version: true,
    updatedAt: true,
  })
  .extend({ shopDomain: z.string() });

/**
 * GET /cartarm/active: `version` names this set of rules (the ETag is it, quoted), so the
 * extension keeps its copy while it stays the same.
 */
export const cartarmActiveSchema = z.object({
  version: z.string(),
  rules: z.array(cartarmExtensionRuleSchema),
});

export type CartarmCreateInput = z.infer<typeof cartarmCreateSchema>;
export type CartarmUpdateInput = z.infer<typeof cartarmUpdateSchema>;
export type CartarmResource = z.infer<typeof cartarmResourceSchema>;
export type CartarmExtensionRule = z.infer<typeof cartarmExtensionRuleSchema>;
export type CartarmActive = z.infer<typeof cartarmActiveSchema>;

/**
 * What the extension receives for a rule (the admin's JSON tab shows the same): the stored
 * fields it needs and the shop's domain, never the notes or the status.
 */
export function extensionRuleOf(
  rule: Omit<CartarmResource, 'shop'>,
  shopDomain: string,
): CartarmExtensionRule {
  return {
    id: rule.id,
    shopId: rule.shopId,
    shopDomain,
    cartUrlPatterns: rule.cartUrlPatterns,
    checkoutUrlPatterns: rule.checkoutUrlPatterns,
    couponInputSelector: rule.couponInputSelector,
    applyButtonSelector: rule.applyButtonSelector,
    totalSelector: rule.totalSelector,
    successSelector: rule.successSelector,
    errorSelector: rule.errorSelector,
    waitMs: rule.waitMs,
    version: rule.version,
    updatedAt: rule.updatedAt,
  };
}
