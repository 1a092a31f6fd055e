import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ADMIN_SECTIONS } from '@/lib/auth/permissions';
import { auditListQuerySchema, auditPageSchema, type AuditEntryDto } from '@/lib/validation/admin';
import type { ApiEnv } from '../context';
import { currentAuth, requireAuth } from '../auth-middleware';
import { jsonResponses, ok } from '../envelope';
import { raises } from '../error-responses';
import { AppError } from '../../errors';
import type { AuditEntry } from '../../db/schema';
import { listAudit } from '../../services/audit';
import { permissionsOf } from '../../services/auth/permissions';

const listRoute = createRoute({
  operationId: 'audit.list',
  method: 'get',
  path: '/audit',
  tags: ['Admin'],
  summary:
    'The activity log of admin writes, newest first: only sections the caller may view ' +
    '(view_<section>). Entries cannot be changed or removed through the API.',
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  // Without view_audit, or asking for other sections than the caller may read.
  ...raises('FORBIDDEN'),
  request: { query: auditListQuerySchema },
  responses: jsonResponses(auditPageSchema, 'A page of activity'),
});

/** A bare day as `to` means "up to the end of that day". */
function endOf(value: string): Date {
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(date.getTime() + 86_400_000) : date;
}

function present(row: AuditEntry): AuditEntryDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    section: row.section,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    action: row.action,
    changes: row.changes,
    requestId: row.requestId,
  };
}

// GET /audit — the activity log (staff only; each sees the sections they may view)
export function registerAudit(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const { user } = currentAuth(c);
    const db = await c.var.deps.getDb();
    const { hasAccess, permissions } = await permissionsOf(db, user.id);
    if (!hasAccess) throw new AppError('FORBIDDEN');
    const query = c.req.valid('query');
    const sections = ADMIN_SECTIONS.filter((s) => permissions.includes(`view_${s}`));
    const { rows, total } = await listAudit(db, {
      ...query,
      sections,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? endOf(query.to) : undefined,
    });
    return ok(c, { items: rows.map(present), total, page: query.page, limit: query.limit });
  });
}
