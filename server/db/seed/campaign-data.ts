// The demo's running campaign (data/campaign.json): a White Friday sale featuring a few of the
// seeded stores, checked with zod when read.
import { z } from 'zod';
import campaignJson from './data/campaign.json';

const campaignSchema = z.object({
  slug: z.string().min(1),
  nameEn: z.string().min(1),
  nameAr: z.string().min(1),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** Days before the seed's `now` it started, and after it that it ends. */
  startedDaysAgo: z.number().int().min(0),
  endsInDays: z.number().int().min(1),
  priority: z.number().int(),
  /** The stores it features, in page order (by their English slug). */
  shops: z.array(z.string().min(1)),
});

const { shops, ...campaign } = campaignSchema.parse(campaignJson);
export const SEED_CAMPAIGN = campaign;
/** The stores it features, in page order (by their English slug). */
export const SEED_CAMPAIGN_SHOPS = shops;

/** A 4:1 banner (1280 × 320) for the campaign: dark, with its English name in white. */
export function campaignBannerSvg(title: string): string {
  const escaped = title.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 320" width="1280" height="320"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#022c22"/><stop offset="1" stop-color="#047857"/></linearGradient></defs><rect width="1280" height="320" fill="url(#g)"/><circle cx="1130" cy="60" r="150" fill="#fff" opacity=".08"/><circle cx="160" cy="300" r="120" fill="#fff" opacity=".06"/><text x="640" y="170" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="96" fill="#fff">${escaped}</text><text x="640" y="240" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="40" fill="#a7f3d0">UP TO 70% OFF</text></svg>`;
}
