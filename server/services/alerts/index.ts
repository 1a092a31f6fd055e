import type { ApiDeps } from '../../api/context';
import type { Db } from '../../db/client';

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

/**
 * Raises the alerts a trusted observation causes (one per rule per crossing) inside the
 * observation's transaction, and returns their ids for `queueAlerts` after commit.
 * (Filled in by the alerts work of issue 16.)
 */
export async function raiseAlerts(_tx: Db, _change: PriceChange): Promise<string[]> {
  return [];
}

/** Hands raised alerts to the mail jobs once their transaction has committed. */
export async function queueAlerts(_deps: ApiDeps, _alertIds: string[]): Promise<void> {}
