import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAIN_API_BASE } from '@/lib/api/constants';
import type { Db } from '../../db/client';
import { products, productTrackings } from '../../db/schema';

/**
 * One-click unsubscribe of a price alert mail (RFC 8058). The token is the tracking id and a
 * keyed hash of it (HMAC-SHA256 with the app's signing secret, for this purpose only), so the
 * link works without signing in, forever, and only for that one tracking.
 */
const PURPOSE = 'tracking-unsubscribe:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, trackingId: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + trackingId)
    .digest();

export function unsubscribeToken(secret: string, trackingId: string): string {
  return `${trackingId}.${signature(secret, trackingId).toString('base64url')}`;
}

/** The tracking a token names, or null when it is malformed or not signed by us. */
function trackingOfToken(secret: string, token: string): string | null {
  const [id, mac, ...rest] = token.split('.');
  if (!id || !mac || rest.length || !UUID.test(id)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function unsubscribeUrl(appUrl: string, secret: string, trackingId: string): string {
  const url = new URL(`${MAIN_API_BASE}/tracking/unsubscribe`, appUrl);
  url.searchParams.set('token', unsubscribeToken(secret, trackingId));
  return url.toString();
}

/**
 * Turns the tracking's alerts off (the product stays tracked). False only for a bad token: a
 * tracking removed since sends nothing either, and doing it twice is fine.
 */
export async function unsubscribeByToken(db: Db, secret: string, token: string): Promise<boolean> {
  const trackingId = trackingOfToken(secret, token);
  if (!trackingId) return false;
  await db
    .update(productTrackings)
    .set({ alertsEnabled: false })
    .where(eq(productTrackings.id, trackingId));
  return true;
}

/**
 * The titles of the product a token's tracking follows (for the page that asks): undefined for
 * a bad token, null when the tracking is gone since.
 */
export async function trackingTitles(
  db: Db,
  secret: string,
  token: string,
): Promise<{ ar: string; en: string } | null | undefined> {
  const trackingId = trackingOfToken(secret, token);
  if (!trackingId) return undefined;
  const [row] = await db
    .select({ ar: products.titleAr, en: products.titleEn })
    .from(productTrackings)
    .innerJoin(products, eq(products.id, productTrackings.productId))
    .where(eq(productTrackings.id, trackingId));
  return row ?? null;
}
