import { eq } from 'drizzle-orm';
import {
  uninstallCreateSchema,
  uninstallItemSchema,
  uninstallListQuerySchema,
  uninstallUpdateSchema,
  type UninstallItem,
} from '@/lib/validation/uninstall';
import { uninstallFeedback, type UninstallFeedback } from '../../db/schema';
import { textContains } from '../../services/resource/search';
import { createdWithin } from '../../services/uninstall';
import { AppError } from '../../errors';
import { defineResource } from '../resource-factory/types';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentUninstall(r: UninstallFeedback): UninstallItem {
  return {
    id: r.id,
    reason: r.reason,
    feedback: r.feedback,
    locale: r.locale,
    userAgent: r.userAgent,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
  };
}

/** No text is stored empty: an empty or blank one is none. */
const textOrNull = (text: string | null | undefined) => (text ? text : null);

/**
 * /uninstall: the answers of the extension's uninstall page (the public form posts to
 * /uninstall/feedback). Every read needs view_uninstall. People type personal data into the
 * text, so staff can redact it (PATCH), trash, restore and remove an answer for good; the audit
 * log never copies the text itself, only whether there is one and its length, so removing an
 * answer for good removes what its author wrote.
 */
export const uninstallResource = defineResource({
  name: 'uninstall',
  operations: 'uninstalls',
  tag: 'Uninstall',
  noun: 'uninstall answer',
  table: uninstallFeedback,
  schemas: {
    create: uninstallCreateSchema,
    update: uninstallUpdateSchema,
    list: uninstallListQuerySchema,
    item: uninstallItemSchema,
  },
  publicWhere: null,
  filters: (query) => {
    if (query.from && query.to && query.from > query.to) {
      throw new AppError('VALIDATION_ERROR', [
        { key: 'from', message: 'validation.insights.range_order' },
      ]);
    }
    return [
      createdWithin(query.from, query.to),
      query.reason ? eq(uninstallFeedback.reason, query.reason) : undefined,
    ];
  },
  search: (q) => textContains([uninstallFeedback.feedback], q),
  sortColumns: {
    createdAt: uninstallFeedback.createdAt,
    updatedAt: uninstallFeedback.updatedAt,
  },
  toInsert: (input) => ({
    reason: input.reason,
    feedback: textOrNull(input.feedback),
    locale: input.locale ?? null,
  }),
  toUpdate: (input) => ({
    ...(input.reason !== undefined && { reason: input.reason }),
    ...(input.feedback !== undefined && { feedback: textOrNull(input.feedback) }),
  }),
  present: async (_db, rows) => rows.map(presentUninstall),
  label: (row) => `${row.reason} · ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')}`,
  auditSnapshot: async (_db, row) => ({
    id: row.id,
    reason: row.reason,
    feedbackLength: row.feedback?.length ?? 0,
    locale: row.locale,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  }),
});
