// Demo catalogue for `npm run db:seed`: real stores shoppers in the Middle East and North Africa
// use (data/stores.json, data/categories.json), with bilingual descriptions and coupons built
// here from a few realistic offer kinds. The JSON is checked with zod when it is read.
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries';
import { normalizeHostEntry } from '@/lib/shops/hosts';
import categoriesJson from './data/categories.json';
import storesJson from './data/stores.json';

const categorySchema = z.object({
  slug: z.string().min(1),
  nameEn: z.string().min(1),
  nameAr: z.string().min(1),
  icon: z.string().min(1),
});
export type SeedCategory = z.infer<typeof categorySchema>;

interface SeedCoupon {
  code: string | null;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  discount: string;
  discountAr: string;
  countries: CountryCode[];
  /** Negative: already expired. null: no end date. */
  expiresInDays: number | null;
  verifiedDaysAgo: number;
  uses: number;
  votesWorked: number;
  votesFailed: number;
  /** The basket the code needs, for "orders above the minimum spend" offers. */
  minOrder: { amount: string; currency: string } | null;
}

export interface SeedShop {
  slugEn: string;
  slugAr: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  websiteUrl: string;
  /** Host entries besides the website's (lib/shops/hosts.ts): country sites, other TLDs. */
  hosts?: string[];
  countries: CountryCode[];
  categories: string[];
  priority: number;
  color: `#${string}`;
  status: 'ACTIVE' | 'INACTIVE';
  coupons: SeedCoupon[];
}

export const SEED_CATEGORIES: SeedCategory[] = z.array(categorySchema).parse(categoriesJson);

/** The offer kinds demo coupons are made of. */
const OFFER_KINDS = ['site', 'new', 'app', 'ship', 'sale', 'extra'] as const;
type OfferKind = (typeof OFFER_KINDS)[number];

function describeOffer(kind: OfferKind, pct: number, nameEn: string, nameAr: string) {
  switch (kind) {
    case 'site':
      return {
        titleEn: `${pct}% off sitewide`,
        titleAr: `خصم ${pct}% على كل المنتجات`,
        descriptionEn: `Take ${pct}% off your whole order at ${nameEn}, sale items included.`,
        descriptionAr: `وفّر ${pct}% على طلبك كاملاً من ${nameAr}، بما في ذلك المنتجات المخفّضة.`,
        discount: `${pct}% off`,
        discountAr: `خصم ${pct}%`,
      };
    case 'new':
      return {
        titleEn: `${pct}% off your first order`,
        titleAr: `خصم ${pct}% على أول طلب`,
        descriptionEn: `New to ${nameEn}? Use this code at checkout on your first order.`,
        descriptionAr: `أول مرة تتسوق من ${nameAr}؟ استخدم هذا الكود عند الدفع في طلبك الأول.`,
        discount: `${pct}% off`,
        discountAr: `خصم ${pct}%`,
      };
    case 'app':
      return {
        titleEn: `Extra ${pct}% off in the app`,
        titleAr: `خصم إضافي ${pct}% عبر التطبيق`,
        descriptionEn: `Valid on orders placed through the ${nameEn} mobile app.`,
        descriptionAr: `صالح للطلبات من تطبيق ${nameAr} على الجوال.`,
        discount: `${pct}% off`,
        discountAr: `خصم ${pct}%`,
      };
    case 'ship':
      return {
        titleEn: 'Free delivery on your order',
        titleAr: 'توصيل مجاني لطلبك',
        descriptionEn: `${nameEn} delivers your order for free, no minimum spend this week.`,
        descriptionAr: `يوصل ${nameAr} طلبك مجاناً دون حد أدنى للشراء هذا الأسبوع.`,
        discount: 'Free delivery',
        discountAr: 'توصيل مجاني',
      };
    case 'sale':
      return {
        titleEn: `Up to ${pct}% off in the season sale`,
        titleAr: `تخفيضات تصل إلى ${pct}% في موسم التخفيضات`,
        descriptionEn: `Thousands of ${nameEn} products reduced; no code needed, prices already marked down.`,
        descriptionAr: `آلاف المنتجات من ${nameAr} بأسعار مخفّضة، لا حاجة لكود فالخصم مطبّق على السعر.`,
        discount: `Up to ${pct}%`,
        discountAr: `حتى ${pct}%`,
      };
    case 'extra':
      return {
        titleEn: `${pct}% off orders above the minimum spend`,
        titleAr: `خصم ${pct}% على الطلبات فوق الحد الأدنى`,
        descriptionEn: `Spend a little more at ${nameEn} and save ${pct}% on the full basket.`,
        descriptionAr: `أضف المزيد إلى سلتك في ${nameAr} ووفّر ${pct}% على السلة كاملة.`,
        discount: `${pct}% off`,
        discountAr: `خصم ${pct}%`,
      };
  }
}

/** The minimum spend of an `extra` offer, in the currency of the store's first country. */
const MIN_SPEND: Partial<Record<CountryCode, { amount: string; currency: string }>> = {
  sa: { amount: '200', currency: 'SAR' },
  ae: { amount: '200', currency: 'AED' },
  kw: { amount: '15', currency: 'KWD' },
  eg: { amount: '1500', currency: 'EGP' },
};

/** Small deterministic number generator so the demo data is the same on every machine. */
function seeded(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (max: number) => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    return h % max;
  };
}

// The first offer of every store has expired already; the rest are valid (one without end date).
const EXPIRIES = [-6, 12, 30, null, 60, 9] as const;

/** A coupon offer as data/stores.json writes it: `[code or null, kind, percent?]`. */
const offerSchema = z.union([
  z.tuple([z.string().nullable(), z.enum(OFFER_KINDS)]),
  z.tuple([z.string().nullable(), z.enum(OFFER_KINDS), z.number().int().min(1).max(100)]),
]);

/** A store as data/stores.json writes it: its coupons are made from `offers` below. */
const shopInputSchema = z.object({
  slugEn: z.string().min(1),
  slugAr: z.string().min(1),
  nameEn: z.string().min(1),
  nameAr: z.string().min(1),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  websiteUrl: z.url(),
  /** Written as they are stored: `noon.com`, `ikea.com/ae`. */
  hosts: z.array(z.string().refine((h) => normalizeHostEntry(h) === h)).optional(),
  countries: z.array(z.enum(COUNTRY_CODES)),
  categories: z.array(z.string()),
  priority: z.number().int(),
  color: z.custom<`#${string}`>((v) => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  offers: z.array(offerSchema),
});
type ShopInput = z.infer<typeof shopInputSchema>;

function shop(input: ShopInput): SeedShop {
  const { offers, ...rest } = input;
  const coupons = offers.map(([code, kind, pct = 10], i): SeedCoupon => {
    const rand = seeded(`${input.slugEn}:${i}`);
    const uses = 40 + rand(2400);
    return {
      code,
      ...describeOffer(kind, pct, input.nameEn, input.nameAr),
      countries: input.countries,
      expiresInDays: EXPIRIES[i % EXPIRIES.length] ?? null,
      verifiedDaysAgo: i === 0 ? 20 + rand(20) : rand(6),
      uses,
      votesWorked: Math.round(uses * (0.2 + rand(30) / 100)),
      votesFailed: rand(25),
      minOrder: kind === 'extra' ? (MIN_SPEND[input.countries[0] ?? 'sa'] ?? MIN_SPEND.sa!) : null,
    };
  });
  return { ...rest, status: input.status ?? 'ACTIVE', coupons };
}

/** The demo stores (data/stores.json), each with its coupons built from its offers. */
export const SEED_SHOPS: SeedShop[] = z.array(shopInputSchema).parse(storesJson).map(shop);
