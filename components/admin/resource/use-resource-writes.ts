'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { adminApi } from '@/lib/admin/api-client';
import { isClientError } from '@/lib/api/client-error';
import type { BulkAction } from '@/lib/validation/admin';
import { AUDIT_QUERY_KEY, useAdminLocale } from '../audit/audit-bits';
import type { CatalogSection, ResourceRow, SectionConfig } from './types';
import { translateKnown } from '@/lib/i18n/translate-known';

/** The query key prefix of every read of a section (each write invalidates it). */
export const resourceKey = (section: string) => ['admin', 'resource', section] as const;

/**
 * The message of a failed write: the API's detail keys first (a slug already taken, a category
 * still in use), else the catalogue title's message.
 */
export function useWriteErrorText() {
  const t = useTranslations();
  return (error: unknown): string => {
    if (!isClientError(error)) return t('errors.INTERNAL_SERVER_ERROR');
    for (const d of error.details) {
      const text = d.message ? translateKnown(t, d.message, d.params) : undefined;
      if (text) return text;
    }
    return translateKnown(t, `errors.${error.title}`) ?? t('errors.INTERNAL_SERVER_ERROR');
  };
}

/** After a write: the section's lists and records, and the activity log, are read again. */
export function useRefreshSection(section: CatalogSection) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKey(section) }),
      client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
    ]);
}

/**
 * The list's writes: delete (with "Undo" in the toast, react-admin's undoable pattern), restore,
 * delete for good, and the bulk actions (a bulk delete can be undone too).
 */
export function useResourceWrites<T extends ResourceRow>(config: SectionConfig<T>) {
  const { section } = config;
  const t = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const writeError = useWriteErrorText();
  const refresh = useRefreshSection(section);
  const name = (row: T) => config.label(row, locale);

  const restore = useMutation({
    mutationFn: (row: T) => adminApi.patch<T>(`${section}/${row.id}/restore`),
    onSuccess: async (_, row) => {
      toast.success(t('restored', { name: name(row) }));
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  const bulk = useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: BulkAction }) =>
      adminApi.post<{ affected: number; ids: string[] }>(`${section}/bulk`, { ids, action }),
    onSuccess: async ({ affected, ids }, { action }) => {
      const undo =
        action === 'delete' && ids.length
          ? { label: t('undo'), onClick: () => bulk.mutate({ ids, action: 'restore' }) }
          : undefined;
      toast.success(t(`bulkDone.${action}`, { count: affected }), { action: undo });
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  const softDelete = useMutation({
    mutationFn: (row: T) => adminApi.delete<T>(`${section}/${row.id}`),
    onSuccess: async (_, row) => {
      toast.success(t('deleted', { name: name(row) }), {
        action: { label: t('undo'), onClick: () => restore.mutate(row) },
      });
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  const hardDelete = useMutation({
    mutationFn: (row: T) => adminApi.delete<{ id: string }>(`${section}/${row.id}/hard`),
    onSuccess: async (_, row) => {
      toast.success(t('hardDeleted', { name: name(row) }));
      await refresh();
    },
    onError: (error) => toast.error(writeError(error)),
  });

  return { restore, bulk, softDelete, hardDelete, writeError };
}
