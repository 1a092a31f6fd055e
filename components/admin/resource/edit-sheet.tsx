'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { adminApi } from '@/lib/admin/api-client';
import { isClientError } from '@/lib/api/client-error';
import { useAdminLocale, useErrorText } from '../audit/audit-bits';
import { RecordHistory } from '../audit/record-history';
import { resourceKey } from './use-resource-writes';
import type { RecordFormProps, RecordPanel, ResourceRow, SectionConfig } from './types';

/** `details`, `history`, or the id of one of the section's own panels. */
export type SheetPanel = string;

/** The record of `?edit=<id>` (deleted ones too, so the trash can show their history). */
function useRecord<T extends ResourceRow>(config: SectionConfig<T>, id: string | null) {
  return useQuery({
    queryKey: [...resourceKey(config.section), 'one', id],
    queryFn: () =>
      adminApi.get<T>(`${config.section}/${encodeURIComponent(id ?? '')}`, {
        includeDeleted: 'true',
      }),
    enabled: id !== null,
  });
}

/**
 * The side sheet of a record (`?edit=<id>`, or `?edit=new`): its form, the section's own
 * panels (`&panel=<id>`) and its change history (`&panel=history`). A record in the trash shows
 * its history (and the section's panels) only.
 */
export function EditSheet<T extends ResourceRow>({
  config,
  edit,
  panel,
  onPanel,
  onClose,
  onSaved,
  Form,
  canWrite,
  panels = [],
}: {
  config: SectionConfig<T>;
  /** A record id, `new`, or null (closed). */
  edit: string | null;
  panel: SheetPanel;
  onPanel: (panel: SheetPanel) => void;
  onClose: () => void;
  onSaved: (row: T, created: boolean) => void;
  Form: ComponentType<RecordFormProps<T>>;
  /** The admin may save (create_ for a new record, update_ for an existing one). */
  canWrite: boolean;
  /** Tabs of the section's own (figures, charts) shown for an existing record. */
  panels?: RecordPanel<T>[];
}) {
  const t = useTranslations('admin.resource');
  const ts = useTranslations(`admin.${config.section}`);
  const tc = useTranslations('admin.common');
  const locale = useAdminLocale();
  const errorText = useErrorText();
  const isNew = edit === 'new';
  const record = useRecord(config, isNew ? null : edit);
  const row = record.data ?? null;
  const deleted = Boolean(row?.deletedAt);
  const title = isNew
    ? ts('newTitle')
    : row
      ? ts('editTitle', { name: config.label(row, locale) })
      : ts('editTitleLoading');

  const details = isNew ? (
    <Form row={null} onSaved={(saved) => onSaved(saved, true)} onCancel={onClose} />
  ) : record.isPending ? (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label={tc('loading')}>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  ) : record.isError ? (
    <p role="alert" className="text-destructive text-sm">
      {isClientError(record.error) && record.error.title === 'NOT_FOUND'
        ? t('notFound')
        : errorText(record.error)}
    </p>
  ) : deleted ? (
    <p className="text-muted-foreground text-sm">{t('inTrash')}</p>
  ) : !canWrite ? (
    <p className="text-muted-foreground text-sm">{t('readOnly')}</p>
  ) : row ? (
    <Form
      key={`${row.id}:${row.updatedAt}`}
      row={row}
      onSaved={(saved) => onSaved(saved, false)}
      onCancel={onClose}
    />
  ) : null;

  return (
    <Sheet open={edit !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent
        side="end"
        closeLabel={tc('close')}
        className="w-full overflow-y-auto sm:max-w-2xl"
      >
        <SheetHeader className="pe-10">
          <SheetTitle>
            <bdi>{title}</bdi>
          </SheetTitle>
          <SheetDescription>{isNew ? ts('newIntro') : ts('editIntro')}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {isNew || !edit ? (
            details
          ) : (
            <Tabs value={panel} onValueChange={(value) => onPanel(value as SheetPanel)}>
              <TabsList aria-label={t('recordTabs')}>
                <TabsTrigger value="details">{t('details')}</TabsTrigger>
                {panels.map((p) => (
                  <TabsTrigger key={p.id} value={p.id}>
                    {p.label}
                  </TabsTrigger>
                ))}
                <TabsTrigger value="history">{t('history')}</TabsTrigger>
              </TabsList>
              <TabsContent value="details" className="pt-4">
                {details}
              </TabsContent>
              {panels.map((p) => (
                <TabsContent key={p.id} value={p.id} className="pt-4">
                  {row ? p.render(row) : null}
                </TabsContent>
              ))}
              <TabsContent value="history" className="pt-4">
                <RecordHistory section={config.section} recordId={edit} />
              </TabsContent>
            </Tabs>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
