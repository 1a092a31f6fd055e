// Demo catalogue for `npm run db:seed`: real stores shoppers in the Middle East and North Africa
// use, with bilingual descriptions and coupons built from a few realistic offer kinds.
import type { CountryCode } from '@/lib/countries';

export type { CountryCode };

export interface SeedCategory {
  slug: string;
  nameEn: string;
  nameAr: string;
  icon: string;
}

export interface SeedCoupon {
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
}

export interface SeedShop {
  slugEn: string;
  slugAr: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  websiteUrl: string;
  countries: CountryCode[];
  categories: string[];
  priority: number;
  color: `#${string}`;
  status: 'ACTIVE' | 'INACTIVE';
  coupons: SeedCoupon[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: 'marketplace', nameEn: 'Marketplaces', nameAr: 'متاجر شاملة', icon: 'store' },
  { slug: 'fashion', nameEn: 'Fashion', nameAr: 'أزياء', icon: 'shirt' },
  { slug: 'electronics', nameEn: 'Electronics', nameAr: 'إلكترونيات', icon: 'smartphone' },
  { slug: 'beauty', nameEn: 'Beauty & Perfume', nameAr: 'جمال وعطور', icon: 'sparkles' },
  { slug: 'food', nameEn: 'Food Delivery', nameAr: 'توصيل طعام', icon: 'utensils' },
  { slug: 'groceries', nameEn: 'Groceries', nameAr: 'بقالة', icon: 'shopping-basket' },
  { slug: 'home', nameEn: 'Home & Furniture', nameAr: 'المنزل والأثاث', icon: 'sofa' },
  { slug: 'travel', nameEn: 'Travel', nameAr: 'سفر', icon: 'plane' },
  { slug: 'kids', nameEn: 'Kids & Baby', nameAr: 'الأطفال والرضّع', icon: 'baby' },
  { slug: 'sports', nameEn: 'Sports', nameAr: 'رياضة', icon: 'dumbbell' },
  { slug: 'health', nameEn: 'Health & Pharmacy', nameAr: 'الصحة والصيدلية', icon: 'pill' },
  { slug: 'books', nameEn: 'Books & Gaming', nameAr: 'كتب وألعاب', icon: 'book-open' },
];

const GCC: CountryCode[] = ['ae', 'sa', 'kw', 'qa', 'bh', 'om'];

/** The offer kinds demo coupons are made of. */
type OfferKind = 'site' | 'new' | 'app' | 'ship' | 'sale' | 'extra';
type Offer = [code: string | null, kind: OfferKind, percent?: number];

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

type ShopInput = Omit<SeedShop, 'coupons' | 'status'> & {
  status?: SeedShop['status'];
  offers: Offer[];
};

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
    };
  });
  return { status: 'ACTIVE', ...rest, coupons };
}

export const SEED_SHOPS: SeedShop[] = [
  shop({
    slugEn: 'noon',
    slugAr: 'نون',
    nameEn: 'Noon',
    nameAr: 'نون',
    descriptionEn:
      'The region’s home-grown marketplace: electronics, fashion, beauty and groceries with fast delivery.',
    descriptionAr:
      'المتجر الإلكتروني الأشهر في المنطقة: إلكترونيات وأزياء وجمال وبقالة مع توصيل سريع.',
    websiteUrl: 'https://www.noon.com',
    countries: ['ae', 'sa', 'eg'],
    categories: ['marketplace', 'electronics', 'fashion'],
    priority: 100,
    color: '#e6c700',
    offers: [
      ['NOON10', 'site', 10],
      ['NEWNOON', 'new', 15],
      ['NAPP5', 'app', 5],
      [null, 'sale', 70],
    ],
  }),
  shop({
    slugEn: 'amazon-ae',
    slugAr: 'امازون-الامارات',
    nameEn: 'Amazon.ae',
    nameAr: 'أمازون الإمارات',
    descriptionEn:
      'Millions of products shipped across the UAE, with next-day delivery for Prime members.',
    descriptionAr: 'ملايين المنتجات مع الشحن داخل الإمارات، والتوصيل في اليوم التالي لأعضاء برايم.',
    websiteUrl: 'https://www.amazon.ae',
    countries: ['ae'],
    categories: ['marketplace', 'electronics', 'home'],
    priority: 98,
    color: '#232f3e',
    offers: [
      ['AMZAE15', 'site', 15],
      ['WELCOME50', 'new', 10],
      [null, 'ship'],
      [null, 'sale', 60],
    ],
  }),
  shop({
    slugEn: 'amazon-sa',
    slugAr: 'امازون-السعودية',
    nameEn: 'Amazon.sa',
    nameAr: 'أمازون السعودية',
    descriptionEn:
      'Amazon for Saudi Arabia: electronics, home, fashion and groceries with local delivery.',
    descriptionAr: 'أمازون في السعودية: إلكترونيات ومنزل وأزياء وبقالة مع توصيل محلي.',
    websiteUrl: 'https://www.amazon.sa',
    countries: ['sa'],
    categories: ['marketplace', 'electronics', 'home'],
    priority: 97,
    color: '#146eb4',
    offers: [
      ['AMZSA10', 'site', 10],
      ['SANEW20', 'new', 20],
      ['KSAAPP', 'app', 5],
      [null, 'sale', 50],
    ],
  }),
  shop({
    slugEn: 'amazon-eg',
    slugAr: 'امازون-مصر',
    nameEn: 'Amazon.eg',
    nameAr: 'أمازون مصر',
    descriptionEn: 'Amazon in Egypt with cash on delivery and installments on electronics.',
    descriptionAr: 'أمازون في مصر مع الدفع عند الاستلام والتقسيط على الإلكترونيات.',
    websiteUrl: 'https://www.amazon.eg',
    countries: ['eg'],
    categories: ['marketplace', 'electronics'],
    priority: 96,
    color: '#ff9900',
    offers: [
      ['EGSAVE', 'site', 10],
      ['AMZEG15', 'new', 15],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'namshi',
    slugAr: 'نمشي',
    nameEn: 'Namshi',
    nameAr: 'نمشي',
    descriptionEn: 'Fashion, shoes and beauty from over 1,200 brands with free returns.',
    descriptionAr: 'أزياء وأحذية ومنتجات تجميل من أكثر من 1200 علامة تجارية مع إرجاع مجاني.',
    websiteUrl: 'https://www.namshi.com',
    countries: GCC,
    categories: ['fashion', 'beauty'],
    priority: 95,
    color: '#111111',
    offers: [
      ['NAMSHI20', 'site', 20],
      ['NEW25', 'new', 25],
      ['NMAPP', 'app', 10],
      [null, 'sale', 80],
      ['STYLE15', 'extra', 15],
    ],
  }),
  shop({
    slugEn: 'shein',
    slugAr: 'شي-ان',
    nameEn: 'Shein',
    nameAr: 'شي إن',
    descriptionEn: 'Trendy fashion at low prices, with new arrivals every day.',
    descriptionAr: 'أزياء عصرية بأسعار منخفضة وتشكيلات جديدة كل يوم.',
    websiteUrl: 'https://ar.shein.com',
    countries: [...GCC, 'eg', 'jo', 'ma', 'lb'],
    categories: ['fashion', 'kids'],
    priority: 94,
    color: '#222222',
    offers: [
      ['SHEIN15', 'site', 15],
      ['SHNEW20', 'new', 20],
      ['SH10APP', 'app', 10],
      [null, 'sale', 90],
    ],
  }),
  shop({
    slugEn: 'jumia',
    slugAr: 'جوميا',
    nameEn: 'Jumia',
    nameAr: 'جوميا',
    descriptionEn:
      'North Africa’s marketplace for phones, appliances and fashion, with cash on delivery.',
    descriptionAr: 'متجر شمال أفريقيا للهواتف والأجهزة المنزلية والأزياء مع الدفع عند الاستلام.',
    websiteUrl: 'https://www.jumia.com.eg',
    countries: ['eg', 'ma', 'dz', 'tn'],
    categories: ['marketplace', 'electronics', 'fashion'],
    priority: 93,
    color: '#f68b1e',
    offers: [
      ['JUMIA10', 'site', 10],
      ['JNEW15', 'new', 15],
      [null, 'ship'],
      [null, 'sale', 50],
    ],
  }),
  shop({
    slugEn: 'carrefour',
    slugAr: 'كارفور',
    nameEn: 'Carrefour',
    nameAr: 'كارفور',
    descriptionEn:
      'Groceries, fresh food and household essentials delivered from your nearest hypermarket.',
    descriptionAr: 'البقالة والأطعمة الطازجة ومستلزمات المنزل من أقرب هايبر ماركت إلى بابك.',
    websiteUrl: 'https://www.carrefouruae.com',
    countries: [...GCC, 'eg', 'jo'],
    categories: ['groceries', 'home', 'electronics'],
    priority: 92,
    color: '#004e9f',
    offers: [
      ['CRF15', 'new', 15],
      ['FRESH10', 'site', 10],
      [null, 'ship'],
      ['MAF20', 'extra', 20],
    ],
  }),
  shop({
    slugEn: '6thstreet',
    slugAr: 'سيكس-ستريت',
    nameEn: '6thStreet',
    nameAr: 'سيكس ستريت',
    descriptionEn: 'Branded fashion, footwear and accessories for the whole family.',
    descriptionAr: 'أزياء وأحذية وإكسسوارات من الماركات العالمية لكل العائلة.',
    websiteUrl: 'https://en-ae.6thstreet.com',
    countries: GCC,
    categories: ['fashion', 'sports'],
    priority: 91,
    color: '#000000',
    offers: [
      ['6TH20', 'site', 20],
      ['6NEW', 'new', 15],
      [null, 'sale', 70],
    ],
  }),
  shop({
    slugEn: 'talabat',
    slugAr: 'طلبات',
    nameEn: 'Talabat',
    nameAr: 'طلبات',
    descriptionEn:
      'Food from thousands of restaurants and groceries from talabat mart, delivered in minutes.',
    descriptionAr: 'طعام من آلاف المطاعم وبقالة من طلبات مارت، يوصلك خلال دقائق.',
    websiteUrl: 'https://www.talabat.com',
    countries: ['ae', 'kw', 'qa', 'bh', 'om', 'jo', 'eg', 'iq'],
    categories: ['food', 'groceries'],
    priority: 90,
    color: '#ff5a00',
    offers: [
      ['TALA30', 'new', 30],
      ['TMART10', 'site', 10],
      [null, 'ship'],
      ['TALAPP', 'app', 15],
    ],
  }),
  shop({
    slugEn: 'ounass',
    slugAr: 'اناس',
    nameEn: 'Ounass',
    nameAr: 'أناس',
    descriptionEn:
      'Luxury fashion, beauty and home from designer labels, delivered in two hours in Dubai.',
    descriptionAr: 'أزياء فاخرة وجمال ومنزل من أشهر المصممين، مع توصيل خلال ساعتين في دبي.',
    websiteUrl: 'https://www.ounass.ae',
    countries: GCC,
    categories: ['fashion', 'beauty'],
    priority: 80,
    color: '#2b2b2b',
    offers: [
      ['OUNASS10', 'new', 10],
      ['LUX15', 'extra', 15],
      [null, 'sale', 60],
    ],
  }),
  shop({
    slugEn: 'sephora',
    slugAr: 'سيفورا',
    nameEn: 'Sephora',
    nameAr: 'سيفورا',
    descriptionEn: 'Make-up, skincare and fragrance from the world’s favourite beauty brands.',
    descriptionAr: 'مكياج وعناية بالبشرة وعطور من أشهر علامات الجمال في العالم.',
    websiteUrl: 'https://www.sephora.ae',
    countries: GCC,
    categories: ['beauty'],
    priority: 89,
    color: '#000000',
    offers: [
      ['SEPH15', 'site', 15],
      ['BEAUTY20', 'new', 20],
      [null, 'ship'],
      ['GLOW10', 'app', 10],
    ],
  }),
  shop({
    slugEn: 'nahdi',
    slugAr: 'النهدي',
    nameEn: 'Nahdi Pharmacy',
    nameAr: 'صيدليات النهدي',
    descriptionEn:
      'Medicines, vitamins, baby care and beauty from Saudi Arabia’s largest pharmacy chain.',
    descriptionAr: 'أدوية وفيتامينات ومستلزمات أطفال وتجميل من أكبر سلسلة صيدليات في السعودية.',
    websiteUrl: 'https://www.nahdionline.com',
    countries: ['sa'],
    categories: ['health', 'beauty', 'kids'],
    priority: 78,
    color: '#00a651',
    offers: [
      ['NAHDI10', 'site', 10],
      ['NHD15', 'new', 15],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'jarir',
    slugAr: 'جرير',
    nameEn: 'Jarir Bookstore',
    nameAr: 'مكتبة جرير',
    descriptionEn: 'Phones, laptops, books and school supplies with Jarir’s price guarantee.',
    descriptionAr: 'هواتف وحواسيب وكتب وأدوات مدرسية مع ضمان أفضل سعر من جرير.',
    websiteUrl: 'https://www.jarir.com',
    countries: ['sa', 'ae', 'kw', 'qa'],
    categories: ['electronics', 'books'],
    priority: 88,
    color: '#d71920',
    offers: [
      ['JARIR5', 'site', 5],
      ['JRNEW', 'new', 10],
      [null, 'sale', 40],
    ],
  }),
  shop({
    slugEn: 'extra',
    slugAr: 'اكسترا',
    nameEn: 'eXtra',
    nameAr: 'إكسترا',
    descriptionEn:
      'Electronics and home appliances with installments and same-day delivery in major cities.',
    descriptionAr: 'إلكترونيات وأجهزة منزلية بالتقسيط مع توصيل في نفس اليوم في المدن الكبرى.',
    websiteUrl: 'https://www.extra.com',
    countries: ['sa', 'om', 'bh'],
    categories: ['electronics', 'home'],
    priority: 84,
    color: '#f58220',
    offers: [
      ['EXTRA7', 'site', 7],
      ['XNEW10', 'new', 10],
      [null, 'ship'],
      [null, 'sale', 45],
    ],
  }),
  shop({
    slugEn: 'sharaf-dg',
    slugAr: 'شرف-دي-جي',
    nameEn: 'Sharaf DG',
    nameAr: 'شرف دي جي',
    descriptionEn: 'Electronics retailer for phones, gaming, laptops and appliances.',
    descriptionAr: 'متجر إلكترونيات للهواتف والألعاب والحواسيب والأجهزة المنزلية.',
    websiteUrl: 'https://uae.sharafdg.com',
    countries: ['ae', 'bh', 'om'],
    categories: ['electronics'],
    priority: 76,
    color: '#0071bc',
    offers: [
      ['SDG8', 'site', 8],
      ['SHARAF10', 'new', 10],
      [null, 'sale', 35],
    ],
  }),
  shop({
    slugEn: 'max-fashion',
    slugAr: 'ماكس',
    nameEn: 'Max Fashion',
    nameAr: 'ماكس فاشن',
    descriptionEn: 'Affordable everyday fashion for women, men and kids.',
    descriptionAr: 'أزياء يومية بأسعار مناسبة للنساء والرجال والأطفال.',
    websiteUrl: 'https://www.maxfashion.com',
    countries: [...GCC, 'eg', 'jo'],
    categories: ['fashion', 'kids'],
    priority: 82,
    color: '#e31e24',
    offers: [
      ['MAX15', 'site', 15],
      ['MAXNEW', 'new', 20],
      [null, 'sale', 60],
    ],
  }),
  shop({
    slugEn: 'centrepoint',
    slugAr: 'سنتربوينت',
    nameEn: 'Centrepoint',
    nameAr: 'سنتربوينت',
    descriptionEn: 'Babyshop, Splash, Lifestyle and Shoexpress under one roof.',
    descriptionAr: 'بيبي شوب وسبلاش ولايف ستايل وشو إكسبريس في مكان واحد.',
    websiteUrl: 'https://www.centrepointstores.com',
    countries: GCC,
    categories: ['fashion', 'kids', 'beauty'],
    priority: 74,
    color: '#00467f',
    offers: [
      ['CP20', 'site', 20],
      ['CPNEW', 'new', 10],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'splash',
    slugAr: 'سبلاش',
    nameEn: 'Splash',
    nameAr: 'سبلاش',
    descriptionEn: 'Street-style fashion for young men and women.',
    descriptionAr: 'أزياء شبابية عصرية للرجال والنساء.',
    websiteUrl: 'https://www.splashfashions.com',
    countries: GCC,
    categories: ['fashion'],
    priority: 60,
    color: '#e4002b',
    offers: [
      ['SPLASH15', 'site', 15],
      ['SPNEW', 'new', 10],
      [null, 'sale', 50],
    ],
  }),
  shop({
    slugEn: 'hm',
    slugAr: 'اتش-اند-ام',
    nameEn: 'H&M',
    nameAr: 'إتش آند إم',
    descriptionEn: 'Fashion and quality at the best price, in a sustainable way.',
    descriptionAr: 'أزياء وجودة بأفضل سعر وبطريقة مستدامة.',
    websiteUrl: 'https://ae.hm.com',
    countries: [...GCC, 'eg', 'jo'],
    categories: ['fashion', 'kids', 'home'],
    priority: 79,
    color: '#cc071e',
    offers: [
      ['HM10', 'new', 10],
      [null, 'sale', 50],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'ikea',
    slugAr: 'ايكيا',
    nameEn: 'IKEA',
    nameAr: 'ايكيا',
    descriptionEn:
      'Affordable furniture, storage and home accessories, with delivery and assembly.',
    descriptionAr: 'أثاث ووحدات تخزين وإكسسوارات منزلية بأسعار مناسبة مع التوصيل والتركيب.',
    websiteUrl: 'https://www.ikea.com/ae',
    countries: [...GCC, 'eg', 'jo'],
    categories: ['home'],
    priority: 81,
    color: '#0058a3',
    offers: [
      ['IKEA10', 'extra', 10],
      ['FAMILY15', 'site', 15],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'home-centre',
    slugAr: 'هوم-سنتر',
    nameEn: 'Home Centre',
    nameAr: 'هوم سنتر',
    descriptionEn: 'Furniture and décor for every room, from sofas to bedding.',
    descriptionAr: 'أثاث وديكور لكل غرفة، من الكنب إلى المفارش.',
    websiteUrl: 'https://www.homecentre.com',
    countries: GCC,
    categories: ['home'],
    priority: 70,
    color: '#6d2077',
    offers: [
      ['HC20', 'site', 20],
      ['HCNEW', 'new', 10],
      [null, 'sale', 50],
    ],
  }),
  shop({
    slugEn: 'mumzworld',
    slugAr: 'ممزورلد',
    nameEn: 'Mumzworld',
    nameAr: 'ممزورلد',
    descriptionEn: 'Everything for mums, babies and kids: strollers, car seats, toys and nappies.',
    descriptionAr: 'كل ما تحتاجه الأم والطفل: عربات ومقاعد سيارة وألعاب وحفاضات.',
    websiteUrl: 'https://www.mumzworld.com',
    countries: GCC,
    categories: ['kids'],
    priority: 77,
    color: '#e94e8a',
    offers: [
      ['MUMZ15', 'new', 15],
      ['BABY10', 'site', 10],
      [null, 'ship'],
      [null, 'sale', 55],
    ],
  }),
  shop({
    slugEn: 'trendyol',
    slugAr: 'ترينديول',
    nameEn: 'Trendyol',
    nameAr: 'ترينديول',
    descriptionEn: 'Turkish fashion, home and beauty at great prices with fast regional delivery.',
    descriptionAr: 'أزياء ومنزل وجمال من تركيا بأسعار رائعة مع توصيل سريع في المنطقة.',
    websiteUrl: 'https://www.trendyol.com/ar',
    countries: [...GCC, 'tr'],
    categories: ['fashion', 'home', 'beauty'],
    priority: 87,
    color: '#f27a1a',
    offers: [
      ['TRENDY15', 'site', 15],
      ['TYNEW20', 'new', 20],
      ['TYAPP', 'app', 10],
      [null, 'sale', 70],
    ],
  }),
  shop({
    slugEn: 'aliexpress',
    slugAr: 'علي-اكسبريس',
    nameEn: 'AliExpress',
    nameAr: 'علي إكسبريس',
    descriptionEn: 'Gadgets, accessories and home goods shipped worldwide at factory prices.',
    descriptionAr: 'أجهزة وإكسسوارات ومستلزمات منزلية تُشحن لكل العالم بأسعار المصنع.',
    websiteUrl: 'https://ar.aliexpress.com',
    countries: [...GCC, 'eg', 'jo', 'ma', 'dz', 'tn', 'iq', 'lb', 'us'],
    categories: ['marketplace', 'electronics', 'home'],
    priority: 86,
    color: '#e62e04',
    offers: [
      ['ALI3', 'new', 15],
      ['AEXTRA', 'extra', 8],
      [null, 'sale', 90],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'iherb',
    slugAr: 'اي-هيرب',
    nameEn: 'iHerb',
    nameAr: 'آي هيرب',
    descriptionEn: 'Vitamins, supplements and natural beauty shipped from the US.',
    descriptionAr: 'فيتامينات ومكملات غذائية ومنتجات تجميل طبيعية تُشحن من أمريكا.',
    websiteUrl: 'https://ar.iherb.com',
    countries: [...GCC, 'eg', 'jo', 'lb', 'us'],
    categories: ['health', 'beauty'],
    priority: 85,
    color: '#458500',
    offers: [
      ['IHERB22', 'new', 22],
      ['HERB10', 'site', 10],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'booking',
    slugAr: 'بوكينج',
    nameEn: 'Booking.com',
    nameAr: 'بوكينج',
    descriptionEn: 'Hotels, apartments and resorts worldwide with free cancellation on many stays.',
    descriptionAr: 'فنادق وشقق ومنتجعات حول العالم مع إلغاء مجاني لكثير من الحجوزات.',
    websiteUrl: 'https://www.booking.com',
    countries: [...GCC, 'eg', 'jo', 'ma', 'tr'],
    categories: ['travel'],
    priority: 75,
    color: '#003580',
    offers: [
      [null, 'sale', 30],
      ['BKG10', 'new', 10],
      [null, 'sale', 15],
    ],
  }),
  shop({
    slugEn: 'almosafer',
    slugAr: 'المسافر',
    nameEn: 'Almosafer',
    nameAr: 'المسافر',
    descriptionEn: 'Flights and hotels booked in Arabic, with local payment options.',
    descriptionAr: 'حجز الطيران والفنادق باللغة العربية مع وسائل دفع محلية.',
    websiteUrl: 'https://www.almosafer.com',
    countries: ['sa', 'ae', 'kw'],
    categories: ['travel'],
    priority: 73,
    color: '#00a0af',
    offers: [
      ['MOSAFER10', 'site', 10],
      ['ALMHOTEL', 'extra', 12],
      ['FLYAPP', 'app', 7],
    ],
  }),
  shop({
    slugEn: 'wego',
    slugAr: 'ويجو',
    nameEn: 'Wego',
    nameAr: 'ويجو',
    descriptionEn: 'Compare flights and hotels across hundreds of sites to find the best fare.',
    descriptionAr: 'قارن أسعار الطيران والفنادق من مئات المواقع لتجد أفضل سعر.',
    websiteUrl: 'https://www.wego.com',
    countries: [...GCC, 'eg'],
    categories: ['travel'],
    priority: 65,
    color: '#44b50c',
    offers: [
      ['WEGO5', 'site', 5],
      ['WEGOHOTEL', 'extra', 8],
      [null, 'sale', 40],
    ],
  }),
  shop({
    slugEn: 'flynas',
    slugAr: 'طيران-ناس',
    nameEn: 'flynas',
    nameAr: 'طيران ناس',
    descriptionEn: 'Saudi low-cost airline flying to the Gulf, Egypt, Turkey and beyond.',
    descriptionAr: 'طيران سعودي اقتصادي إلى الخليج ومصر وتركيا وغيرها.',
    websiteUrl: 'https://www.flynas.com',
    countries: ['sa', 'ae', 'kw', 'eg', 'tr'],
    categories: ['travel'],
    priority: 62,
    color: '#00a3a6',
    offers: [
      ['NAS10', 'site', 10],
      [null, 'sale', 30],
      ['FLYNAS5', 'app', 5],
    ],
  }),
  shop({
    slugEn: 'careem',
    slugAr: 'كريم',
    nameEn: 'Careem',
    nameAr: 'كريم',
    descriptionEn: 'Rides, food, groceries and payments in one everyday app.',
    descriptionAr: 'مشاوير وطعام وبقالة ومدفوعات في تطبيق واحد لكل يوم.',
    websiteUrl: 'https://www.careem.com',
    countries: ['ae', 'sa', 'kw', 'qa', 'jo', 'iq'],
    categories: ['food', 'travel'],
    priority: 72,
    color: '#00b140',
    offers: [
      ['CAREEM25', 'new', 25],
      ['RIDE10', 'app', 10],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'hungerstation',
    slugAr: 'هنقرستيشن',
    nameEn: 'HungerStation',
    nameAr: 'هنقرستيشن',
    descriptionEn: 'Saudi Arabia’s food and grocery delivery app.',
    descriptionAr: 'تطبيق توصيل الطعام والبقالة في السعودية.',
    websiteUrl: 'https://hungerstation.com',
    countries: ['sa'],
    categories: ['food', 'groceries'],
    priority: 71,
    color: '#ffd100',
    offers: [
      ['HS30', 'new', 30],
      ['HUNGRY15', 'site', 15],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'deliveroo',
    slugAr: 'ديليفرو',
    nameEn: 'Deliveroo',
    nameAr: 'ديليفرو',
    descriptionEn: 'Restaurant favourites and grocery essentials delivered fast.',
    descriptionAr: 'أطباقك المفضلة من المطاعم ومستلزمات البقالة توصلك بسرعة.',
    websiteUrl: 'https://deliveroo.ae',
    countries: ['ae', 'kw', 'qa'],
    categories: ['food'],
    priority: 64,
    color: '#00ccbc',
    offers: [
      ['ROO20', 'new', 20],
      [null, 'ship'],
      ['ROOAPP', 'app', 10],
    ],
  }),
  shop({
    slugEn: 'level-shoes',
    slugAr: 'ليفل-شوز',
    nameEn: 'Level Shoes',
    nameAr: 'ليفل شوز',
    descriptionEn: 'Designer shoes and sneakers from the world’s leading brands.',
    descriptionAr: 'أحذية المصممين والأحذية الرياضية من أشهر العلامات العالمية.',
    websiteUrl: 'https://www.levelshoes.com',
    countries: GCC,
    categories: ['fashion'],
    priority: 58,
    color: '#1a1a1a',
    offers: [
      ['LEVEL10', 'new', 10],
      [null, 'sale', 50],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'faces',
    slugAr: 'فيسز',
    nameEn: 'Faces',
    nameAr: 'فيسز',
    descriptionEn: 'Perfumes, make-up and skincare, with exclusive gift sets.',
    descriptionAr: 'عطور ومكياج وعناية بالبشرة مع مجموعات هدايا حصرية.',
    websiteUrl: 'https://www.faces.com',
    countries: GCC,
    categories: ['beauty'],
    priority: 68,
    color: '#000000',
    offers: [
      ['FACES15', 'site', 15],
      ['FCNEW', 'new', 10],
      [null, 'sale', 40],
    ],
  }),
  shop({
    slugEn: 'golden-scent',
    slugAr: 'قولدن-سنت',
    nameEn: 'Golden Scent',
    nameAr: 'قولدن سنت',
    descriptionEn: 'Arabic and international perfumes, oud and make-up.',
    descriptionAr: 'عطور عربية وعالمية وعود ومكياج.',
    websiteUrl: 'https://www.goldenscent.com',
    countries: GCC,
    categories: ['beauty'],
    priority: 83,
    color: '#b8860b',
    offers: [
      ['GS20', 'site', 20],
      ['OUD15', 'extra', 15],
      ['GSNEW', 'new', 10],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'bath-and-body-works',
    slugAr: 'باث-اند-بودي-وركس',
    nameEn: 'Bath & Body Works',
    nameAr: 'باث آند بودي وركس',
    descriptionEn: 'Body care, candles and home fragrance in seasonal scents.',
    descriptionAr: 'منتجات العناية بالجسم والشموع وعطور المنزل بروائح موسمية.',
    websiteUrl: 'https://www.bathandbodyworks.ae',
    countries: GCC,
    categories: ['beauty', 'home'],
    priority: 63,
    color: '#005eb8',
    offers: [
      ['BBW10', 'new', 10],
      [null, 'sale', 50],
      ['CANDLE20', 'extra', 20],
    ],
  }),
  shop({
    slugEn: 'adidas',
    slugAr: 'اديداس',
    nameEn: 'Adidas',
    nameAr: 'أديداس',
    descriptionEn: 'Sportswear, running shoes and originals for every sport.',
    descriptionAr: 'ملابس رياضية وأحذية جري وتشكيلة أوريجينالز لكل رياضة.',
    websiteUrl: 'https://www.adidas.ae',
    countries: [...GCC, 'eg'],
    categories: ['sports', 'fashion'],
    priority: 69,
    color: '#000000',
    offers: [
      ['ADI15', 'new', 15],
      [null, 'sale', 50],
      ['RUN20', 'extra', 20],
    ],
  }),
  shop({
    slugEn: 'nike',
    slugAr: 'نايكي',
    nameEn: 'Nike',
    nameAr: 'نايكي',
    descriptionEn: 'Shoes, clothing and gear for athletes, from running to football.',
    descriptionAr: 'أحذية وملابس ومعدات للرياضيين، من الجري إلى كرة القدم.',
    websiteUrl: 'https://www.nike.ae',
    countries: GCC,
    categories: ['sports', 'fashion'],
    priority: 67,
    color: '#111111',
    offers: [
      ['NIKE10', 'new', 10],
      [null, 'sale', 40],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'sun-and-sand-sports',
    slugAr: 'صن-اند-ساند',
    nameEn: 'Sun & Sand Sports',
    nameAr: 'صن آند ساند سبورتس',
    descriptionEn: 'Sports shoes, fitness equipment and team kits from top brands.',
    descriptionAr: 'أحذية رياضية ومعدات لياقة وأطقم فرق من أفضل الماركات.',
    websiteUrl: 'https://en-ae.sssports.com',
    countries: GCC,
    categories: ['sports'],
    priority: 57,
    color: '#e30613',
    offers: [
      ['SSS15', 'site', 15],
      ['FIT10', 'new', 10],
      [null, 'sale', 50],
    ],
  }),
  shop({
    slugEn: 'virgin-megastore',
    slugAr: 'فيرجن-ميجاستور',
    nameEn: 'Virgin Megastore',
    nameAr: 'فيرجن ميجاستور',
    descriptionEn: 'Gaming, gadgets, books and pop culture collectibles.',
    descriptionAr: 'ألعاب فيديو وأجهزة وكتب ومقتنيات من عالم الترفيه.',
    websiteUrl: 'https://www.virginmegastore.ae',
    countries: ['ae', 'sa', 'kw', 'qa', 'om', 'eg'],
    categories: ['books', 'electronics'],
    priority: 59,
    color: '#e10a0a',
    offers: [
      ['VIRGIN10', 'site', 10],
      ['GAME15', 'extra', 15],
      [null, 'sale', 30],
    ],
  }),
  shop({
    slugEn: 'btech',
    slugAr: 'بي-تك',
    nameEn: 'B.TECH',
    nameAr: 'بي تك',
    descriptionEn: 'Egypt’s electronics and appliances store with easy installments.',
    descriptionAr: 'متجر الإلكترونيات والأجهزة المنزلية في مصر مع تقسيط سهل.',
    websiteUrl: 'https://btech.com',
    countries: ['eg'],
    categories: ['electronics', 'home'],
    priority: 66,
    color: '#0054a6',
    offers: [
      ['BTECH5', 'site', 5],
      ['BTNEW', 'new', 7],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'lulu',
    slugAr: 'لولو',
    nameEn: 'LuLu Hypermarket',
    nameAr: 'لولو هايبر ماركت',
    descriptionEn:
      'Groceries, fresh produce and electronics from the Gulf’s favourite hypermarket.',
    descriptionAr: 'بقالة وخضار وفواكه طازجة وإلكترونيات من الهايبر ماركت المفضّل في الخليج.',
    websiteUrl: 'https://www.luluhypermarket.com',
    countries: [...GCC, 'eg'],
    categories: ['groceries', 'electronics'],
    priority: 61,
    color: '#00843d',
    offers: [
      ['LULU10', 'new', 10],
      ['FRESH5', 'site', 5],
      [null, 'ship'],
    ],
  }),
  shop({
    slugEn: 'styli',
    slugAr: 'ستايلي',
    nameEn: 'Styli',
    nameAr: 'ستايلي',
    descriptionEn: 'Online fashion and beauty with new styles daily and free returns.',
    descriptionAr: 'أزياء وجمال أونلاين بتصاميم جديدة يومياً وإرجاع مجاني.',
    websiteUrl: 'https://stylishop.com',
    countries: GCC,
    categories: ['fashion', 'beauty'],
    priority: 56,
    color: '#000000',
    offers: [
      ['STYLI25', 'new', 25],
      ['STY15', 'site', 15],
      [null, 'sale', 80],
    ],
  }),
  shop({
    slugEn: 'souq',
    slugAr: 'سوق',
    nameEn: 'Souq.com',
    nameAr: 'سوق.كوم',
    descriptionEn: 'The original Arab marketplace, now part of Amazon.',
    descriptionAr: 'أول سوق إلكتروني عربي، وأصبح الآن جزءاً من أمازون.',
    websiteUrl: 'https://www.amazon.ae',
    countries: ['ae', 'sa', 'eg'],
    categories: ['marketplace'],
    priority: 10,
    color: '#1a75bb',
    status: 'INACTIVE',
    offers: [
      ['SOUQ10', 'site', 10],
      [null, 'sale', 30],
      ['SOUQNEW', 'new', 10],
    ],
  }),
  shop({
    slugEn: 'wadi',
    slugAr: 'وادي',
    nameEn: 'Wadi.com',
    nameAr: 'وادي.كوم',
    descriptionEn: 'Saudi online marketplace for electronics and home goods (closed).',
    descriptionAr: 'سوق إلكتروني سعودي للإلكترونيات ومستلزمات المنزل (مغلق).',
    websiteUrl: 'https://www.noon.com',
    countries: ['sa', 'ae'],
    categories: ['marketplace', 'electronics'],
    priority: 9,
    color: '#8cc63f',
    status: 'INACTIVE',
    offers: [
      ['WADI15', 'site', 15],
      [null, 'ship'],
      ['WADINEW', 'new', 10],
    ],
  }),
];
