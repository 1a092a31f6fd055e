// The demo's running campaign: a White Friday sale featuring a few of the seeded stores.

/** The stores it features, in page order (by their English slug). */
export const SEED_CAMPAIGN_SHOPS = ['noon', 'amazon-ae', 'namshi', 'shein', '6thstreet', 'ounass'];

export const SEED_CAMPAIGN = {
  slug: 'white-friday',
  nameEn: 'White Friday',
  nameAr: 'الجمعة البيضاء',
  descriptionEn:
    'The biggest sale of the year: verified codes and deals from the stores you shop at most, for a limited time.',
  descriptionAr:
    'أكبر تخفيضات السنة: أكواد وعروض موثّقة من المتاجر التي تتسوّق منها أكثر، لفترة محدودة.',
  /** Days before the seed's `now` it started, and after it that it ends. */
  startedDaysAgo: 2,
  endsInDays: 28,
  priority: 10,
};

/** A 4:1 banner (1280 × 320) for the campaign: dark, with its English name in white. */
export function campaignBannerSvg(title: string): string {
  const escaped = title.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 320" width="1280" height="320"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#022c22"/><stop offset="1" stop-color="#047857"/></linearGradient></defs><rect width="1280" height="320" fill="url(#g)"/><circle cx="1130" cy="60" r="150" fill="#fff" opacity=".08"/><circle cx="160" cy="300" r="120" fill="#fff" opacity=".06"/><text x="640" y="170" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="96" fill="#fff">${escaped}</text><text x="640" y="240" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="40" fill="#a7f3d0">UP TO 70% OFF</text></svg>`;
}
