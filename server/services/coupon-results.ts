import { createHmac } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { CouponResultAnswer, CouponResultInput } from '@/lib/validation/coupon-result';
import type { Db } from '../db/client';
import { couponResults, coupons } from '../db/schema';

/** One counted report per client and coupon within this window (of the API's clock). */
export const COUPON_RESULT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Who reported, as stored: the signed-in account, else the address and browser together — as a
 * keyed hash (HMAC with the server's secret), so the address itself is never stored and the key
 * cannot be reversed by hashing every address.
 */
export function couponClientKey(
  secret: string,
  who: { userId: string } | { ip: string; userAgent: string },
): string {
  const basis = 'userId' in who ? `user\0${who.userId}` : `client\0${who.ip}\0${who.userAgent}`;
  return createHmac('sha256', secret).update(`coupon-result\0${basis}`).digest('base64url');
}

/**
 * Records one automatic try of a live coupon. A client's first report on the coupon within the
 * hour is stored and added to `auto_worked` / `auto_failed`; a repeat within the hour is
 * answered with the counts, uncounted. A transaction-scoped advisory lock on (coupon, client)
 * keeps two concurrent reports from both counting. Counters leave `updatedAt` alone (a report is
 * not an edit). Undefined when the coupon does not exist.
 */
export async function recordCouponResult(
  db: Db,
  report: CouponResultInput & { couponId: string; clientKey: string; now: Date },
): Promise<CouponResultAnswer | undefined> {
  const { couponId, clientKey, now } = report;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`coupon-result:${couponId}:${clientKey}`}, 0))`,
    );
    const since = new Date(now.getTime() - COUPON_RESULT_WINDOW_MS);
    const [recent] = await tx
      .select({ id: couponResults.id })
      .from(couponResults)
      .where(
        and(
          eq(couponResults.couponId, couponId),
          eq(couponResults.clientKey, clientKey),
          gt(couponResults.createdAt, since),
        ),
      )
      .limit(1);
    const counts = { autoWorked: coupons.autoWorked, autoFailed: coupons.autoFailed };
    if (recent) {
      const [row] = await tx.select(counts).from(coupons).where(eq(coupons.id, couponId));
      return row && { counted: false, ...row };
    }
    const [row] = await tx
      .update(coupons)
      .set({
        ...(report.worked
          ? { autoWorked: sql`${coupons.autoWorked} + 1` }
          : { autoFailed: sql`${coupons.autoFailed} + 1` }),
        updatedAt: sql`${coupons.updatedAt}`,
      })
      .where(eq(coupons.id, couponId))
      .returning(counts);
    if (!row) return undefined;
    await tx.insert(couponResults).values({
      couponId,
      worked: report.worked,
      totalBefore: report.totalBefore ?? null,
      totalAfter: report.totalAfter ?? null,
      currency: report.currency ?? null,
      clientKey,
      createdAt: now,
    });
    return { counted: true, ...row };
  });
}
