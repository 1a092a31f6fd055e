import { and, count, gte, isNull, lt } from 'drizzle-orm';
import { addDays, type DayRange } from '@/lib/validation/insights';
import {
  UNINSTALL_REASONS,
  type UninstallFeedbackInput,
  type UninstallStats,
} from '@/lib/validation/uninstall';
import type { Db } from '../db/client';
import { uninstallFeedback } from '../db/schema';

export async function recordUninstallFeedback(
  db: Db,
  input: UninstallFeedbackInput,
  userAgent: string | null,
) {
  const [row] = await db
    .insert(uninstallFeedback)
    .values({
      reason: input.reason,
      feedback: input.feedback || null,
      locale: input.locale ?? null,
      userAgent: userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: uninstallFeedback.id, createdAt: uninstallFeedback.createdAt });
  return row!;
}

/** `[from 00:00, to+1 00:00)` of UTC days, either side open. */
export function createdWithin(from?: string, to?: string) {
  return and(
    from ? gte(uninstallFeedback.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(uninstallFeedback.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`)) : undefined,
  );
}

/** GET /uninstall/stats: how many answers (not in the trash) gave each reason in the range. */
export async function uninstallStats(db: Db, range: DayRange): Promise<UninstallStats> {
  const rows = await db
    .select({ reason: uninstallFeedback.reason, count: count() })
    .from(uninstallFeedback)
    .where(and(isNull(uninstallFeedback.deletedAt), createdWithin(range.from, range.to)))
    .groupBy(uninstallFeedback.reason);
  const reasons = UNINSTALL_REASONS.map((reason) => ({
    reason,
    count: rows.find((r) => r.reason === reason)?.count ?? 0,
  }));
  return { range, total: reasons.reduce((sum, r) => sum + r.count, 0), reasons };
}
