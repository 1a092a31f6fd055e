import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobSender } from '../../jobs/queue';
import type { Logger } from '../../log';
import { priceAlerts, productTrackings, users } from '../../db/schema';

/** What an accepted price observation changed, as the alert rules read it. */
export interface PriceChange {
  productId: string;
  /** The product's trusted price and stock before this observation (null price: never priced). */
  previousPrice: string | null;
  previousInStock: boolean;
  /** The observation's price (a decimal string) and stock. */
  price: string;
  inStock: boolean;
  currency: string;
  observedAt: Date;
}

/** What queueing alerts needs: the job queue when this process has one, and the log. */
export interface AlertQueueDeps {
  jobs?: JobSender;
  logger: Logger;
}

/** The job queue that mails price alerts; a job's data is `{ alertId }`, its key the alert id. */
export const PRICE_ALERT_JOB = 'price-alert';

export interface PriceAlertJob {
  alertId: string;
}

const t = productTrackings;

/**
 * Whether a tracking's rule holds at the observed price and stock, computed by PostgreSQL in
 * numeric (exact decimals, never floating point):
 * - TARGET_PRICE: price ≤ target;
 * - DROP_PERCENT: price ≤ base × (100 − p) / 100, base being the price when tracking began;
 * - ANY_DROP: price < base (a drop below the price when tracking began, not below the last
 *   observation: so a slow slide alerts once, and a bounce back above the base re-arms it);
 * - BACK_IN_STOCK: the product is in stock (it alerts only when it was out of stock before).
 * A rule missing its number (no base price yet) does not hold.
 */
function ruleHolds(change: PriceChange) {
  const price = sql`${change.price}::numeric`;
  return sql<boolean>`coalesce(case ${t.rule}
    when 'TARGET_PRICE' then ${price} <= ${t.targetPrice}
    when 'DROP_PERCENT' then ${price} <= ${t.basePrice} * (100 - ${t.dropPercent}) / 100
    when 'ANY_DROP' then ${price} < ${t.basePrice}
    when 'BACK_IN_STOCK' then ${change.inStock}::boolean
  end, false)`;
}

/**
 * Raises the alerts a trusted observation causes inside the observation's transaction, and
 * returns their ids for `queueAlerts` after commit.
 *
 * One alert per rule per crossing: a rule alerts when it holds while `armed`, and every
 * observation sets `armed` to "the rule does not hold now". So after an alert the tracking stays
 * quiet while the price stays low, and is armed again by the first observation above the line.
 * Only trackings with alerts on, of active accounts, alert; the others still follow the price,
 * so turning alerts back on does not mail about an old crossing.
 *
 * A tracking begun before the product had any price takes this first price as its base.
 */
export async function raiseAlerts(tx: Db, change: PriceChange): Promise<string[]> {
  await tx
    .update(t)
    .set({ basePrice: change.price, updatedAt: sql`${t.updatedAt}` })
    .where(and(eq(t.productId, change.productId), isNull(t.basePrice)));

  const holds = ruleHolds(change);
  // Locked: two observations of one product committing at once each see the other's arming.
  const rows = await tx
    .select({
      id: t.id,
      userId: t.userId,
      rule: t.rule,
      basePrice: t.basePrice,
      armed: t.armed,
      holds,
      notify: sql<boolean>`${t.alertsEnabled} and ${users.status} = 'active' and ${users.deletedAt} is null`,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(eq(t.productId, change.productId))
    .for('update', { of: t });

  const fired = rows.filter(
    (row) =>
      row.armed &&
      row.holds &&
      row.notify &&
      (row.rule !== 'BACK_IN_STOCK' || !change.previousInStock),
  );

  // Arming is the rule's state, not an edit of the tracking: `updatedAt` stays.
  await tx
    .update(t)
    .set({ armed: sql`not ${holds}`, updatedAt: sql`${t.updatedAt}` })
    .where(and(eq(t.productId, change.productId), sql`${t.armed} = ${holds}`));

  if (!fired.length) return [];
  const inserted = await tx
    .insert(priceAlerts)
    .values(
      fired.map((row) => ({
        trackingId: row.id,
        userId: row.userId,
        productId: change.productId,
        rule: row.rule,
        oldPrice: change.previousPrice ?? row.basePrice,
        newPrice: change.price,
        currency: change.currency,
      })),
    )
    .returning({ id: priceAlerts.id });
  return inserted.map((row) => row.id);
}

/**
 * Hands raised alerts to the mail jobs once their transaction has committed. Never throws: the
 * observation is already stored, and an alert that could not be queued stays PENDING until the
 * sweeper queues it again (or, with no queue, GET /api/cron/price-alerts mails it).
 */
export async function queueAlerts(deps: AlertQueueDeps, alertIds: string[]): Promise<void> {
  if (!alertIds.length) return;
  if (!deps.jobs) {
    deps.logger.debug('price alerts left for the scheduler or sweeper (no job queue)', {
      count: alertIds.length,
    });
    return;
  }
  try {
    await deps.jobs.send<PriceAlertJob>(
      PRICE_ALERT_JOB,
      alertIds.map((alertId) => ({ key: alertId, data: { alertId } })),
    );
  } catch (error) {
    deps.logger.warn('price alerts not queued, left for the sweeper', {
      count: alertIds.length,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
