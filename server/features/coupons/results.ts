import { createHmac } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { CouponResultAnswer, CouponResultInput } from '@/lib/validation/coupon-result';
import type { Db } from '../../db/client';
import { couponResults, coupons } from '../../db/schema';

/** One counted report per client and coupon within this window (of the API's clock). */
const COUPON_RESULT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Who reported, as keyed hashes (HMAC with the server's secret), so the address itself is never
 * stored and the key cannot be reversed by hashing every address: always the client address,
 * plus the account when signed in. Nothing the client chooses (its User-Agent, any header) is
 * part of it: that would let one address report as many clients.
 */
export interface CouponReporter {
  address: string;
  account?: string;
}

const keyOf = (secret: string, basis: string) =>
  createHmac('sha256', secret).update(`coupon-result\0${basis}`).digest('base64url');

export function couponReporter(
  secret: string,
  who: { ip: string; userId?: string },
): CouponReporter {
  return {
    address: keyOf(secret, `address\0${who.ip}`),
    ...(who.userId ? { account: keyOf(secret, `user\0${who.userId}`) } : {}),
  };
}

/**
 * The stored `client_key`: the address's key, then `.` and the account's when signed in (a
 * base64url key never holds a `.`). Its first part bounds every report; its second narrows.
 */
const storedKey = (who: CouponReporter) =>
  who.account ? `${who.address}.${who.account}` : who.address;

/**
 * Records one automatic try of a live coupon. The report is stored and added to `auto_worked` /
 * `auto_failed` unless, within the hour, this coupon already counted a report from the same
 * address (signed in or not: a new account or a new User-Agent is no new client) or from the
 * same account (on any address); a repeat is answered with the counts, uncounted. Transaction-
 * scoped advisory locks on (coupon, address) and then (coupon, account) keep two concurrent
 * reports from both counting. Counters leave `updatedAt` alone (a report is not an edit).
 * Undefined when the coupon does not exist.
 */
export async function recordCouponResult(
  db: Db,
  report: CouponResultInput & { couponId: string; reporter: CouponReporter; now: Date },
): Promise<CouponResultAnswer | undefined> {
  const { couponId, reporter, now } = report;
  return db.transaction(async (tx) => {
    // Always the address first, then the account: every transaction takes them in one order.
    for (const key of [reporter.address, reporter.account]) {
      if (!key) continue;
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`coupon-result:${couponId}:${key}`}, 0))`,
      );
    }
    const since = new Date(now.getTime() - COUPON_RESULT_WINDOW_MS);
    const part = (n: 1 | 2) => sql`split_part(${couponResults.clientKey}, '.', ${n}::int)`;
    const [recent] = await tx
      .select({ id: couponResults.id })
      .from(couponResults)
      .where(
        and(
          eq(couponResults.couponId, couponId),
          gt(couponResults.createdAt, since),
          or(
            sql`${part(1)} = ${reporter.address}`,
            reporter.account ? sql`${part(2)} = ${reporter.account}` : undefined,
          ),
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
      clientKey: storedKey(reporter),
      createdAt: now,
    });
    return { counted: true, ...row };
  });
}
