import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { MAIN_API_BASE } from '@/lib/api/constants';
import type { Db } from '../../db/client';
import { priceAlerts, productTrackings, products, shops, users } from '../../db/schema';
import type { JobAttempt, JobSender } from '../../jobs/queue';
import type { Logger } from '../../log';
import type { Mailer } from '../../mail/mailer';
import { priceAlertMail } from './alert-mail';
import { presentedImage, showableImage } from '../../services/products/product-image';
import { PRICE_ALERT_JOB, type PriceAlertJob } from './alerts';
import { unsubscribeUrl } from './unsubscribe';

export interface AlertDeliveryContext {
  db: Db;
  /**
   * How a delivery keeps others off its alert. PostgreSQL: the alert's row stays locked (FOR
   * UPDATE) from the status check to SENT, so any other process's job for it skips it or, once
   * the lock is gone, sees SENT. PGlite: open in this one process only, whose in-process queue
   * never runs two jobs of one alert at once; holding a transaction there would stall every
   * other query of the site while the mail server answers.
   */
  kind: 'pglite' | 'postgres';
  mailer: Mailer;
  logger: Logger;
  /** The site's origin: base of the store link, the unsubscribe link and relative images. */
  appUrl: string;
  /** Signs the unsubscribe links (the API's JWT secret, checked by /tracking/unsubscribe). */
  secret: string;
  now(): Date;
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'dropped';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A product picture as a mail shows it: only one Safqa shows at all (our media, or a picture on
 * the product's own store: product-image.ts), always by an address of our own site — our media
 * file, or our image route for a store picture — so no stored address reaches a mail.
 */
function mailImage(row: AlertRow, appUrl: string): string | null {
  const image = showableImage(row.image, row.shopWebsite);
  if (!image) return null;
  return new URL(presentedImage(row.productId, image) ?? '', appUrl).toString();
}

const pick = (locale: 'ar' | 'en', ar: string, en: string) =>
  (locale === 'ar' ? ar || en : en || ar) || '';

function alertQuery(db: Db, alertId: string) {
  return db
    .select({
      id: priceAlerts.id,
      status: priceAlerts.status,
      rule: priceAlerts.rule,
      oldPrice: priceAlerts.oldPrice,
      newPrice: priceAlerts.newPrice,
      currency: priceAlerts.currency,
      trackingId: priceAlerts.trackingId,
      email: users.email,
      locale: users.locale,
      userActive: sql<boolean>`${users.status} = 'active' and ${users.deletedAt} is null`,
      alertsEnabled: productTrackings.alertsEnabled,
      targetPrice: productTrackings.targetPrice,
      dropPercent: productTrackings.dropPercent,
      productId: products.id,
      titleAr: products.titleAr,
      titleEn: products.titleEn,
      image: products.image,
      shopAr: shops.nameAr,
      shopEn: shops.nameEn,
      shopWebsite: shops.websiteUrl,
    })
    .from(priceAlerts)
    .innerJoin(users, eq(users.id, priceAlerts.userId))
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(productTrackings, eq(productTrackings.id, priceAlerts.trackingId))
    .where(eq(priceAlerts.id, alertId));
}

type AlertRow = Awaited<ReturnType<typeof alertQuery>>[number];

const globalForAlerts = globalThis as unknown as { __safqaAlertsInFlight?: Set<string> };

/**
 * PGlite's stand-in for the row lock: the database is open in this one process only, so an
 * alert held here is held everywhere. A second delivery of it while the first runs (the job
 * queue and a cron call at once) skips it, as SKIP LOCKED does on PostgreSQL.
 */
async function claimedInProcess(
  alertId: string,
  deliver: () => Promise<Attempt>,
): Promise<Attempt> {
  const inFlight = (globalForAlerts.__safqaAlertsInFlight ??= new Set());
  if (inFlight.has(alertId)) return { outcome: 'skipped' };
  inFlight.add(alertId);
  try {
    return await deliver();
  } finally {
    inFlight.delete(alertId);
  }
}

type Attempt = { outcome: DeliveryOutcome } | { outcome: 'failed'; error: unknown; final: boolean };

async function attempt(
  ctx: AlertDeliveryContext,
  db: Db,
  row: AlertRow | undefined,
  job: JobAttempt,
): Promise<Attempt> {
  // Gone (its account or product was removed), held by another worker, or already done.
  if (!row || row.status !== 'PENDING') return { outcome: 'skipped' };
  const mark = (set: Partial<typeof priceAlerts.$inferInsert>) =>
    db
      .update(priceAlerts)
      .set({ attempts: sql`${priceAlerts.attempts} + 1`, ...set })
      .where(and(eq(priceAlerts.id, row.id), eq(priceAlerts.status, 'PENDING')));

  // The shopper stopped tracking, turned this product's alerts off, or left since it was raised.
  if (!row.trackingId || row.alertsEnabled !== true || !row.userActive) {
    await mark({ status: 'FAILED', lastError: 'not sent: tracking removed or alerts turned off' });
    return { outcome: 'dropped' };
  }

  const locale = row.locale === 'en' ? 'en' : 'ar';
  const unsubscribe = unsubscribeUrl(ctx.appUrl, ctx.secret, row.trackingId);
  const mail = await priceAlertMail({
    locale,
    rule: row.rule,
    title: pick(locale, row.titleAr, row.titleEn),
    store: pick(locale, row.shopAr, row.shopEn),
    image: mailImage(row, ctx.appUrl),
    oldPrice: row.oldPrice,
    newPrice: row.newPrice,
    currency: row.currency,
    targetPrice: row.targetPrice,
    dropPercent: row.dropPercent,
    // The product itself at its store, through the counted, affiliate-wrapped redirect.
    storeLink: new URL(`${MAIN_API_BASE}/go/product/${row.productId}`, ctx.appUrl).toString(),
    unsubscribeLink: unsubscribe,
  });
  try {
    await ctx.mailer.send({
      to: row.email,
      ...mail,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    await mark({ status: job.final ? 'FAILED' : 'PENDING', lastError: describe(error) });
    return { outcome: 'failed', error, final: job.final };
  }
  await mark({ status: 'SENT', sentAt: ctx.now(), lastError: null });
  return { outcome: 'sent' };
}

/**
 * The job of one price alert: mails it once and marks it SENT. A job delivered twice, or a
 * second job of the same alert, finds it no longer PENDING and does nothing. A failed send is
 * recorded on the alert (attempts, lastError) and rethrown so the queue tries again later; the
 * last try marks it FAILED.
 */
export async function deliverPriceAlert(
  ctx: AlertDeliveryContext,
  alertId: string,
  job: JobAttempt,
): Promise<DeliveryOutcome> {
  const result =
    ctx.kind === 'postgres'
      ? await ctx.db.transaction(async (tx) => {
          const [row] = await alertQuery(tx, alertId).for('update', {
            of: priceAlerts,
            skipLocked: true,
          });
          return attempt(ctx, tx, row, job);
        })
      : await claimedInProcess(alertId, async () =>
          attempt(ctx, ctx.db, (await alertQuery(ctx.db, alertId))[0], job),
        );
  if (result.outcome === 'failed') {
    ctx.logger.warn(result.final ? 'price alert not sent, given up' : 'price alert not sent yet', {
      alertId,
      error: describe(result.error),
    });
    throw result.error;
  }
  return result.outcome;
}

/** The handler the job queues run for `price-alert` jobs. */
export const priceAlertHandler =
  (ctx: AlertDeliveryContext) => async (data: PriceAlertJob, job: JobAttempt) => {
    await deliverPriceAlert(ctx, data.alertId, job);
  };

export type PendingDeliveryReport = {
  sent: number;
  /** Held by another delivery at that moment, or no longer PENDING when its turn came. */
  skipped: number;
  /** Not mailed because the tracking or the account is gone or alerts were turned off. */
  dropped: number;
  /** The mail did not go: tried again on a later run, FAILED once the tries are used up. */
  failed: number;
  /** Alerts looked at this run: at most the batch size. */
  batch: number;
  /** PENDING alerts may be left (a full batch, or the time ran out): the next run goes on. */
  more: boolean;
};

/**
 * The scheduler's delivery (GET /api/cron/price-alerts): mails up to `batchSize` PENDING alerts,
 * the least-tried first (then the oldest), one at a time while `hasTime()` allows another. Every
 * alert goes through deliverPriceAlert, so two runs at once — or a run beside the job workers —
 * mail each alert once. A failed send counts as a try (`attempts`); after `retryLimit` tries
 * more, the alert is FAILED.
 */
export async function deliverPendingAlerts(
  ctx: AlertDeliveryContext,
  options: { batchSize: number; retryLimit: number; hasTime(): boolean },
): Promise<PendingDeliveryReport> {
  const rows = await ctx.db
    .select({ id: priceAlerts.id, attempts: priceAlerts.attempts })
    .from(priceAlerts)
    .where(eq(priceAlerts.status, 'PENDING'))
    .orderBy(asc(priceAlerts.attempts), asc(priceAlerts.createdAt), asc(priceAlerts.id))
    .limit(options.batchSize);
  const report = { sent: 0, skipped: 0, dropped: 0, failed: 0 };
  let looked = 0;
  for (const row of rows) {
    if (!options.hasTime()) break;
    looked++;
    const job = { retryCount: row.attempts, final: row.attempts >= options.retryLimit };
    try {
      report[await deliverPriceAlert(ctx, row.id, job)]++;
    } catch {
      // Recorded on the alert and logged by deliverPriceAlert.
      report.failed++;
    }
  }
  return {
    ...report,
    batch: looked,
    more: rows.length === options.batchSize || looked < rows.length,
  };
}

const SWEEP_BATCH = 1000;

/**
 * Queues again the alerts still PENDING that were raised before `olderThan`: an alert whose
 * transaction committed but whose job was never queued (the process stopped in between, the
 * queue was unreachable) is mailed all the same. Queuing an alert that still has a job waiting
 * adds nothing (jobs are keyed by alert id), and a job that finds it sent does nothing.
 */
export async function sweepPendingAlerts(
  db: Db,
  jobs: JobSender,
  olderThan: Date,
): Promise<number> {
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(
        and(
          eq(priceAlerts.status, 'PENDING'),
          lt(priceAlerts.createdAt, olderThan),
          gt(priceAlerts.id, after),
        ),
      )
      .orderBy(asc(priceAlerts.id))
      .limit(SWEEP_BATCH);
    if (!rows.length) return queued;
    await jobs.send<PriceAlertJob>(
      PRICE_ALERT_JOB,
      rows.map(({ id }) => ({ key: id, data: { alertId: id } })),
    );
    queued += rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
