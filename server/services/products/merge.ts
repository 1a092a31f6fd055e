import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_MESSAGES } from '@/lib/validation/product';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { priceAlerts, prices, products, productTrackings, type Product } from '../../db/schema';
import { raiseAlerts } from '../../features/price-tracking/alerts';
import { diffChanges, recordAudit, type AuditActor } from '../audit';
import { mergedUrl, productSearchText } from './observations';
import { rebuildAllDays, refreshCurrent } from './rollup';

const label = (p: Product) => p.titleEn || p.titleAr || p.url;

/**
 * Folds the duplicate `id` into `intoId` (same shop, same currency) inside the caller's
 * transaction: its observations and alerts move; its trackings move too, except where the
 * shopper tracks the target already (the target's tracking is kept). The target takes what it
 * lacks (titles, image, store id) and the earlier first-seen time; its rollup and current price
 * are rebuilt. The duplicate is soft-deleted with its address marked as merged (`mergedUrl`),
 * so a later report of that address records into the target. Both writes are audited.
 * Answers the alerts the target's new current price raised.
 */
export async function mergeProducts(
  tx: Db,
  input: { id: string; intoId: string; actor: AuditActor; now: Date },
): Promise<{ alertIds: string[] }> {
  const { id, intoId, actor, now } = input;
  const { source, target } = await lockMergePair(tx, id, intoId);
  const moved = await moveHistory(tx, id, intoId);

  // The duplicate first lets go of its address and store id, so the target may take the id.
  const [deleted] = await tx
    .update(products)
    .set({
      url: mergedUrl(source.url, intoId),
      storeProductId: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(products.id, id))
    .returning();
  const fill = {
    titleAr: target.titleAr || source.titleAr,
    titleEn: target.titleEn || source.titleEn,
    image: target.image ?? source.image,
    storeProductId: target.storeProductId ?? source.storeProductId,
    firstSeenAt: source.firstSeenAt < target.firstSeenAt ? source.firstSeenAt : target.firstSeenAt,
  };
  const [filled] = await tx
    .update(products)
    .set({ ...fill, searchText: productSearchText(fill.titleEn, fill.titleAr), updatedAt: now })
    .where(eq(products.id, intoId))
    .returning();

  await rebuildAllDays(tx, [id, intoId]);
  const change = await refreshCurrent(tx, intoId, filled ?? target);
  const alertIds = change ? await raiseAlerts(tx, change) : [];

  await recordAudit(tx, actor, [
    {
      section: 'product',
      recordId: id,
      recordLabel: label(source),
      action: 'delete',
      changes: diffChanges(
        {
          deletedAt: null,
          url: source.url,
          storeProductId: source.storeProductId,
          mergedInto: null,
        },
        {
          deletedAt: deleted?.deletedAt ?? now,
          url: deleted?.url ?? null,
          storeProductId: null,
          mergedInto: intoId,
        },
      ),
    },
    {
      section: 'product',
      recordId: intoId,
      recordLabel: label(target),
      action: 'update',
      changes: {
        ...diffChanges(
          {
            titleAr: target.titleAr,
            titleEn: target.titleEn,
            image: target.image,
            storeProductId: target.storeProductId,
            firstSeenAt: target.firstSeenAt,
          },
          fill,
        ),
        mergedFrom: { before: null, after: id },
        movedPrices: { after: moved.prices },
        movedTrackings: { after: moved.trackings },
      },
    },
  ]);
  return { alertIds };
}

/**
 * The two live products of a merge, locked for the transaction: NOT_FOUND without the duplicate,
 * VALIDATION_ERROR on `intoId` when it is the same product, absent, or of another shop or currency.
 */
async function lockMergePair(tx: Db, id: string, intoId: string) {
  if (id === intoId) {
    throw new AppError('VALIDATION_ERROR', [
      { key: 'intoId', message: PRODUCT_MESSAGES.mergeSelf },
    ]);
  }
  // Both rows locked in one order, so two merges of the same pair cannot deadlock.
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, [id, intoId]))
    .orderBy(asc(products.id))
    .for('update');
  const source = rows.find((r) => r.id === id && !r.deletedAt);
  const target = rows.find((r) => r.id === intoId && !r.deletedAt);
  if (!source) throw new AppError('NOT_FOUND');
  if (!target) {
    throw new AppError('VALIDATION_ERROR', [
      { key: 'intoId', message: 'validation.catalog.reference_invalid' },
    ]);
  }
  if (source.shopId !== target.shopId || source.currency !== target.currency) {
    throw new AppError('VALIDATION_ERROR', [
      { key: 'intoId', message: PRODUCT_MESSAGES.mergeShop },
    ]);
  }
  return { source, target };
}

/**
 * Moves the duplicate's observations, trackings and alerts to the target; a shopper who tracks
 * both keeps the target's tracking. Answers how many observations and trackings moved.
 */
async function moveHistory(tx: Db, id: string, intoId: string) {
  const moved = await tx
    .update(prices)
    .set({ productId: intoId })
    .where(eq(prices.productId, id))
    .returning({ id: prices.id });
  await tx
    .delete(productTrackings)
    .where(
      and(
        eq(productTrackings.productId, id),
        inArray(
          productTrackings.userId,
          tx
            .select({ userId: productTrackings.userId })
            .from(productTrackings)
            .where(eq(productTrackings.productId, intoId)),
        ),
      ),
    );
  const trackings = await tx
    .update(productTrackings)
    .set({ productId: intoId })
    .where(eq(productTrackings.productId, id))
    .returning({ id: productTrackings.id });
  await tx.update(priceAlerts).set({ productId: intoId }).where(eq(priceAlerts.productId, id));
  return { prices: moved.length, trackings: trackings.length };
}
