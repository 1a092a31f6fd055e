import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productTrackings, users } from '../../db/schema';

/** Free product-tracking allowance, raised by each verified invitee. */
const FREE_TRACKING_LIMIT = 10;
const TRACKING_PER_INVITE = 5;
const MAX_TRACKING_LIMIT = 100;

/**
 * How many products an account may track, given how many of its invitees verified their email
 * (also shown by GET /auth/invites).
 */
export function trackingLimit(verifiedInvitees: number): number {
  return Math.min(MAX_TRACKING_LIMIT, FREE_TRACKING_LIMIT + verifiedInvitees * TRACKING_PER_INVITE);
}

/** How many products the account tracks and may track (10 + 5 per verified invitee, ≤ 100). */
export async function trackingAllowance(db: Db, userId: string) {
  const [used, verifiedInvitees] = await Promise.all([
    db.$count(productTrackings, eq(productTrackings.userId, userId)),
    db.$count(users, and(eq(users.invitedBy, userId), eq(users.isEmailVerified, true))),
  ]);
  return { used, limit: trackingLimit(verifiedInvitees) };
}
