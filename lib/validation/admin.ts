// Payloads of the back-office calls that every generic resource shares (bulk actions) and of
// the activity log.
import { z } from '@/lib/validation/zod';
import { ADMIN_SECTIONS } from '@/lib/auth/permissions';
import { uuidSchema } from './catalog-fields';
import { LIST_LIMIT_MAX } from './list-query';

const BULK_ACTIONS = ['activate', 'deactivate', 'delete', 'restore', 'hard_delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
const BULK_MAX = 500;

/** POST /{resource}/bulk */
export const bulkSchema = z.object({
  ids: z
    .array(uuidSchema)
    .min(1, 'validation.bulk.ids_min')
    .max(BULK_MAX, 'validation.bulk.ids_max')
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(BULK_ACTIONS, { error: 'validation.bulk.action_invalid' }),
});

export type BulkInput = z.output<typeof bulkSchema>;

export const bulkResultSchema = z.object({
  affected: z.number().int(),
  ids: z.array(z.string()),
});

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'hard_delete',
  'import',
] as const;

/** A day (`2026-11-25`, the whole day in UTC) or an instant. */
const instant = z
  .string()
  .trim()
  .max(40, 'validation.audit.date_invalid')
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      !Number.isNaN(new Date(v).getTime()),
    { message: 'validation.audit.date_invalid' },
  );

/** GET /audit */
export const auditListQuerySchema = z.object({
  section: z.enum(ADMIN_SECTIONS, { error: 'validation.audit.section_invalid' }).optional(),
  recordId: z.string().trim().min(1).max(100, 'validation.audit.record_invalid').optional(),
  actorId: uuidSchema.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'validation.audit.action_invalid' }).optional(),
  from: instant.optional(),
  /** A bare day includes that whole day. */
  to: instant.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
});

const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  section: z.string(),
  recordId: z.string(),
  recordLabel: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }).partial()),
  requestId: z.string().nullable(),
});

export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
