// Demo cartarm rules (data/cartarm.json): how the extension finds the coupon box, the apply
// button and the total at six demo stores' carts and checkouts, so a fresh `npm run demo` can
// be tried with an extension. The selectors follow the stores' pages as they were written down;
// stores change their markup, and the live rules are the admin's to keep (/admin/cartarm). Each
// rule is checked with the API's own create schema when it is read.
import { z } from 'zod';
import { cartarmCreateSchema } from '@/lib/validation/cartarm';
import cartarmJson from './data/cartarm.json';

/** A rule as the API would take it, with its store's English slug instead of the shop id. */
const seedRuleSchema = z.looseObject({ shop: z.string().min(1) });

export const SEED_CARTARM_RULES = z
  .array(seedRuleSchema)
  .parse(cartarmJson)
  .map(({ shop, ...rule }) => ({
    shop,
    // The shop id is filled in when the store is seeded; the nil id stands in for the check.
    rule: cartarmCreateSchema.parse({ ...rule, shopId: '00000000-0000-4000-8000-000000000000' }),
  }));
