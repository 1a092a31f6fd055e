import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import { addDays, type DayRange } from '@/lib/validation/insights';
import {
  UNINSTALL_REASONS,
  type UninstallFeedbackInput,
  type UninstallListQuery,
  type UninstallPage,
  type UninstallStats,
} from '@/lib/validation/uninstall';
import type { Db } from '../db/client';
import { uninstallFeedback } from '../db/schema';
import { textContains } from './resource/search';

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
function createdWithin(from?: string, to?: string) {
  return and(
    from ? gte(uninstallFeedback.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(uninstallFeedback.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`)) : undefined,
  );
}

/** GET /uninstall: a page of answers, newest first unless asked otherwise. */
export async function listUninstallFeedback(
  db: Db,
  query: UninstallListQuery,
): Promise<UninstallPage> {
  const where = and(
    createdWithin(query.from, query.to),
    query.reason ? eq(uninstallFeedback.reason, query.reason) : undefined,
    query.q ? textContains([uninstallFeedback.feedback], query.q) : undefined,
  );
  const order = query.sort === 'createdAt' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(uninstallFeedback)
      .where(where)
      .orderBy(order(uninstallFeedback.createdAt), order(uninstallFeedback.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(uninstallFeedback).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      feedback: r.feedback,
      locale: r.locale,
      userAgent: r.userAgent,
      createdAt: r.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** GET /uninstall/stats: how many answers gave each reason in the range. */
export async function uninstallStats(db: Db, range: DayRange): Promise<UninstallStats> {
  const rows = await db
    .select({ reason: uninstallFeedback.reason, count: count() })
    .from(uninstallFeedback)
    .where(createdWithin(range.from, range.to))
    .groupBy(uninstallFeedback.reason);
  const reasons = UNINSTALL_REASONS.map((reason) => ({
    reason,
    count: rows.find((r) => r.reason === reason)?.count ?? 0,
  }));
  return { range, total: reasons.reduce((sum, r) => sum + r.count, 0), reasons };
}
