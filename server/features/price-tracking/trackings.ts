import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  ruleProblems,
  type TrackingAlertItem,
  type TrackingCreateInput,
  type TrackingUpdateInput,
} from '@/lib/validation/tracking';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../services/auth/users';
import { trackingAllowance } from './allowance';
import {
  priceAlerts,
  productTrackings,
  products,
  shops,
  users,
  type ProductTracking,
  type User,
} from '../../db/schema';
import type { TrackingItem } from '@/lib/validation/tracking';
import { presentProduct, presentTracking, shopCardColumns } from '../../services/products/present';
import { presentedImage } from '../../services/products/product-image';

const t = productTrackings;

/** Trackings with their products and stores; the caller narrows and orders. */
function selectTrackings(db: Db) {
  return db
    .select({ tracking: t, product: products, shop: shopCardColumns })
    .from(t)
    .innerJoin(products, eq(products.id, t.productId))
    .innerJoin(shops, eq(shops.id, products.shopId));
}

type Joined = Awaited<ReturnType<typeof selectTrackings>>[number];

const present = (row: Joined): TrackingItem =>
  presentTracking(row.tracking, presentProduct(row.product, row.shop));

/** One of the account's trackings; another account's is as unknown as a missing one. */
async function findOwn(db: Db, userId: string, id: string): Promise<Joined> {
  const [row] = await selectTrackings(db).where(and(eq(t.userId, userId), eq(t.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

// GET /tracking
export async function listTrackings(db: Db, user: User) {
  const [rows, allowance] = await Promise.all([
    selectTrackings(db).where(eq(t.userId, user.id)).orderBy(desc(t.createdAt), desc(t.id)),
    trackingAllowance(db, user.id),
  ]);
  return { items: rows.map(present), ...allowance };
}

// POST /tracking — the product's current price becomes the base a drop is measured from
export async function createTracking(
  db: Db,
  user: User,
  input: TrackingCreateInput,
): Promise<TrackingItem> {
  try {
    return await db.transaction(async (tx) => {
      // The account's row is the lock of its allowance: a second request at once waits here
      // and then counts the first one's tracking, so two cannot both take the last place.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [product] = await tx
        .select({ id: products.id, currentPrice: products.currentPrice })
        .from(products)
        .where(and(eq(products.id, input.productId), isNull(products.deletedAt)));
      if (!product) throw new AppError('NOT_FOUND');
      const existing = await tx.$count(
        t,
        and(eq(t.userId, user.id), eq(t.productId, input.productId)),
      );
      if (existing) throw alreadyTracked();
      const { used, limit } = await trackingAllowance(tx, user.id);
      if (used >= limit) {
        throw new AppError('CONFLICT', [
          { key: 'tracking', message: 'tracking.limitReached', params: { limit, used } },
        ]);
      }
      const [created] = await tx
        .insert(t)
        .values({
          userId: user.id,
          productId: input.productId,
          rule: input.rule,
          targetPrice: input.targetPrice ?? null,
          dropPercent: input.dropPercent ?? null,
          basePrice: product.currentPrice,
        })
        .returning({ id: t.id });
      return present(await findOwn(tx, user.id, created!.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyTracked();
    throw error;
  }
}

const alreadyTracked = () =>
  new AppError('CONFLICT', [{ key: 'productId', message: 'tracking.alreadyTracked' }]);

/**
 * The rule after a change: a new rule drops the parameter of the old one unless the change
 * gives it again; a parameter sent for a rule that does not use it is refused.
 */
function mergeRule(current: ProductTracking, patch: TrackingUpdateInput) {
  const rule = patch.rule ?? current.rule;
  const keep = rule === current.rule;
  const merged = {
    rule,
    targetPrice:
      patch.targetPrice !== undefined ? patch.targetPrice : keep ? current.targetPrice : null,
    dropPercent:
      patch.dropPercent !== undefined ? patch.dropPercent : keep ? current.dropPercent : null,
  };
  const problems = ruleProblems(merged);
  if (problems.length) throw new AppError('VALIDATION_ERROR', problems);
  return merged;
}

// PATCH /tracking/{id}
export async function updateTracking(
  db: Db,
  user: User,
  id: string,
  patch: TrackingUpdateInput,
): Promise<TrackingItem> {
  const current = await findOwn(db, user.id, id);
  const merged = mergeRule(current.tracking, patch);
  const ruleChanged =
    merged.rule !== current.tracking.rule ||
    merged.targetPrice !== current.tracking.targetPrice ||
    merged.dropPercent !== current.tracking.dropPercent;
  await db
    .update(t)
    .set({
      ...merged,
      // A changed rule is judged afresh: the next observation that meets it alerts.
      ...(ruleChanged ? { armed: true } : {}),
      ...(patch.alertsEnabled !== undefined ? { alertsEnabled: patch.alertsEnabled } : {}),
    })
    .where(and(eq(t.id, id), eq(t.userId, user.id)));
  return present(await findOwn(db, user.id, id));
}

// DELETE /tracking/{id} — its alerts stay listed (their tracking link is cleared)
export async function deleteTracking(db: Db, user: User, id: string) {
  const removed = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, user.id)))
    .returning({ id: t.id });
  if (!removed.length) throw new AppError('NOT_FOUND');
  return { id, deleted: true as const };
}

// GET /tracking/alerts — the account's newest alerts
export async function listAlerts(
  db: Db,
  user: User,
  limit: number,
): Promise<{ items: TrackingAlertItem[] }> {
  const rows = await db
    .select({
      alert: priceAlerts,
      titleAr: products.titleAr,
      titleEn: products.titleEn,
      image: products.image,
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, user.id))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id))
    .limit(limit);
  return {
    items: rows.map(({ alert, titleAr, titleEn, image }) => ({
      id: alert.id,
      productId: alert.productId,
      title: { ar: titleAr, en: titleEn },
      image: presentedImage(alert.productId, image),
      rule: alert.rule,
      oldPrice: alert.oldPrice,
      newPrice: alert.newPrice,
      currency: alert.currency,
      status: alert.status,
      createdAt: alert.createdAt.toISOString(),
      sentAt: alert.sentAt?.toISOString() ?? null,
    })),
  };
}
