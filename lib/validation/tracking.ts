// Payloads of the tracking API (`/tracking…`): a shopper follows a product with one alert rule.
// Messages are translation keys (`validation.tracking.*`).
import { z } from '@/lib/validation/zod';
import { uuidSchema } from './catalog-fields';
import { decimalAmountSchema } from './money';
import { productItemSchema } from './product';

/**
 * What makes a tracked product alert: the price at or below a target, a drop of at least a
 * percentage from the price when tracking began, any drop below that price, or the product
 * coming back in stock.
 */
export const TRACKING_RULES = [
  'TARGET_PRICE',
  'DROP_PERCENT',
  'ANY_DROP',
  'BACK_IN_STOCK',
] as const;
export type TrackingRule = (typeof TRACKING_RULES)[number];

const DROP_PERCENT_MIN = 1;
const DROP_PERCENT_MAX = 90;

/** The target: an exact decimal string above zero ("129.90", "5"), never a JSON number. */
const targetPriceSchema = decimalAmountSchema('validation.tracking.price_invalid', {
  positive: 'validation.tracking.price_positive',
});

const dropPercentSchema = z
  .number({ error: 'validation.tracking.percent_invalid' })
  .int('validation.tracking.percent_invalid')
  .min(DROP_PERCENT_MIN, 'validation.tracking.percent_range')
  .max(DROP_PERCENT_MAX, 'validation.tracking.percent_range');

const ruleSchema = z.enum(TRACKING_RULES, { error: 'validation.tracking.rule_invalid' });

/** The parameter each rule needs; the others stay empty. */
const PARAMETER_OF: Record<TrackingRule, 'targetPrice' | 'dropPercent' | null> = {
  TARGET_PRICE: 'targetPrice',
  DROP_PERCENT: 'dropPercent',
  ANY_DROP: null,
  BACK_IN_STOCK: null,
};

export interface RuleSettings {
  rule: TrackingRule;
  targetPrice?: string | null;
  dropPercent?: number | null;
}

/**
 * The field problems of a rule with its parameters: the rule's own parameter is required, a
 * parameter of another rule is refused (a client never believes a target price is in force
 * when it is not). Shared by the create schema and the service's check of a merged update.
 */
export function ruleProblems(settings: RuleSettings): { key: string; message: string }[] {
  const wanted = PARAMETER_OF[settings.rule];
  const problems: { key: string; message: string }[] = [];
  for (const key of ['targetPrice', 'dropPercent'] as const) {
    const given = settings[key] !== undefined && settings[key] !== null;
    if (key === wanted && !given) {
      problems.push({ key, message: 'validation.tracking.required_for_rule' });
    }
    if (key !== wanted && given) {
      problems.push({ key, message: 'validation.tracking.not_for_rule' });
    }
  }
  return problems;
}

function refineRule(settings: RuleSettings, ctx: z.RefinementCtx) {
  for (const problem of ruleProblems(settings)) {
    ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
  }
}

export const trackingCreateSchema = z
  .object({
    productId: uuidSchema,
    rule: ruleSchema,
    targetPrice: targetPriceSchema.nullish(),
    dropPercent: dropPercentSchema.nullish(),
  })
  .superRefine(refineRule);

export type TrackingCreateInput = z.infer<typeof trackingCreateSchema>;

/**
 * A change of the rule, its parameter or the alerts switch. The rule and parameters are checked
 * again once merged with the stored tracking (a new target alone keeps the rule).
 */
export const trackingUpdateSchema = z
  .object({
    rule: ruleSchema.optional(),
    targetPrice: targetPriceSchema.nullish(),
    dropPercent: dropPercentSchema.nullish(),
    alertsEnabled: z.boolean({ error: 'validation.tracking.alerts_invalid' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'validation.tracking.empty_update',
    path: ['body'],
  });

export type TrackingUpdateInput = z.infer<typeof trackingUpdateSchema>;

export const trackingAlertsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const unsubscribeQuerySchema = z.object({
  token: z.string().max(200).default(''),
});

/** A shopper's tracking of a product: GET /tracking lists these, POST /product/search answers one. */
export const trackingItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rule: z.enum(TRACKING_RULES),
  targetPrice: z.string().nullable(),
  dropPercent: z.number().int().nullable(),
  basePrice: z.string().nullable(),
  alertsEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: productItemSchema,
});

/** GET /tracking: the account's trackings, newest first, and its allowance. */
export const trackingListSchema = z.object({
  items: z.array(trackingItemSchema),
  used: z.number().int(),
  limit: z.number().int(),
});

export type TrackingItem = z.infer<typeof trackingItemSchema>;
export type TrackingList = z.infer<typeof trackingListSchema>;

const bilingual = z.object({ ar: z.string(), en: z.string() });

const ALERT_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/** An alert as the dashboard lists it. */
export const trackingAlertItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: bilingual,
  image: z.string().nullable(),
  rule: z.enum(TRACKING_RULES),
  oldPrice: z.string().nullable(),
  newPrice: z.string(),
  currency: z.string(),
  status: z.enum(ALERT_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export type TrackingAlertItem = z.infer<typeof trackingAlertItemSchema>;
