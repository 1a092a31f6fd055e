import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction = (typeof auditLog.$inferInsert)['action'];
export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/** Who wrote and under which request: the audit row's context. */
export interface AuditActor {
  userId: string | null;
  email: string | null;
  requestId: string | null;
}

export interface AuditEntryInput {
  section: string;
  recordId: string;
  recordLabel?: string | null;
  action: AuditAction;
  changes: AuditChanges;
}

/** Fields never copied into the audit trail (secrets, derived search text). */
const NEVER_AUDITED = new Set(['passwordHash', 'searchText']);

/** A JSON-safe copy of a value (dates as ISO strings). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/**
 * The fields that differ between two versions of a record, as `{field: {before, after}}`.
 * Pass `before = null` for a create (only `after`), `after = null` for a hard delete (only
 * `before`). `updatedAt` and unaudited fields are left out.
 */
export function diffChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (key === 'updatedAt' || NEVER_AUDITED.has(key)) continue;
    const b = before ? plain(before[key]) : undefined;
    const a = after ? plain(after[key]) : undefined;
    if (before && after && JSON.stringify(b) === JSON.stringify(a)) continue;
    changes[key] = {
      ...(before ? { before: b ?? null } : {}),
      ...(after ? { after: a ?? null } : {}),
    };
  }
  return changes;
}

/**
 * Stores audit rows. Call it with the write's own transaction so a failed write leaves no row
 * and a stored write always has one.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entries: AuditEntryInput[]) {
  if (!entries.length) return;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      actorId: actor.userId,
      actorEmail: actor.email,
      requestId: actor.requestId,
      section: e.section,
      recordId: e.recordId,
      recordLabel: e.recordLabel ?? null,
      action: e.action,
      changes: e.changes,
    })),
  );
}

export interface AuditQuery {
  /** Only these sections (the ones the reader may view). */
  sections: string[];
  section?: string;
  recordId?: string;
  actorId?: string;
  action?: AuditAction;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

/** A page of the activity log, newest first. */
export async function listAudit(db: Db, query: AuditQuery) {
  if (!query.sections.length) return { rows: [], total: 0 };
  const where = and(
    inArray(auditLog.section, query.sections),
    query.section ? eq(auditLog.section, query.section) : undefined,
    query.recordId ? eq(auditLog.recordId, query.recordId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lt(auditLog.at, query.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
