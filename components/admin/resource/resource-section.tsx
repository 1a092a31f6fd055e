'use client';

import { Download, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ComponentType } from 'react';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { adminApi } from '@/lib/admin/api-client';
import type { BulkAction } from '@/lib/validation/admin';
import { useAdminLocale } from '../audit/audit-bits';
import { PageHeading } from '../audit/page-parts';
import { CsvImportDialog } from './csv-import-dialog';
import { EditSheet } from './edit-sheet';
import { HardDeleteDialog } from './hard-delete-dialog';
import { OpenRecordProvider } from './open-record';
import { ResourceList, useResourceListText, type BulkActionDef } from './resource-list';
import { ResourceToolbar } from './resource-toolbar';
import { RowActions } from './row-actions';
import { useListView, type ListView } from './use-list-view';
import { useRecordSheet, type RecordSheetState } from './use-record-sheet';
import { useResourceWrites } from './use-resource-writes';
import type {
  FilterDef,
  RecordFormProps,
  RecordPanel,
  ResourceColumns,
  ResourceRow,
  SectionConfig,
} from './types';

/** What "delete for good" is aimed at: one row, or the selected rows of the trash. */
type HardDeleteTarget<T> = { kind: 'one'; row: T } | { kind: 'bulk'; ids: string[] };

type Writes<T extends ResourceRow> = ReturnType<typeof useResourceWrites<T>>;

/**
 * A catalogue section's whole screen (shadcn's "tasks" example, react-admin's list): heading
 * with New / export / import, toolbar (search, filters, trash, columns), the server-paged table
 * with row selection and bulk actions, row menus, and the record sheet. Everything that
 * describes the view (search, filters, sort, page, hidden columns, open record) is in the URL.
 * A section brings its config, columns, filters and form.
 */
export function ResourceSection<T extends ResourceRow>({
  config,
  columns,
  filters,
  Form,
  panels = [],
}: {
  config: SectionConfig<T>;
  columns: ResourceColumns<T>;
  filters: FilterDef[];
  Form: ComponentType<RecordFormProps<T>>;
  /** Extra tabs of the record sheet (between Details and History). */
  panels?: RecordPanel<T>[];
}) {
  const { section } = config;
  const t = useTranslations('admin.resource');
  const ts = useTranslations(`admin.${section}`);
  const locale = useAdminLocale();
  const { can } = usePermissions();
  const view = useListView<T>(config);
  const record = useRecordSheet();
  const { open } = record;
  const { setSelected, trash } = view;
  const [hardTarget, setHardTarget] = useState<HardDeleteTarget<T> | null>(null);
  const writes = useResourceWrites(config);
  const text = useResourceListText();
  const name = (row: T) => config.label(row, locale);

  const canCreate = can('create', section);
  const canUpdate = can('update', section);
  const canDelete = can('delete', section);
  const bulkActions = bulkActionsOf(trash, Boolean(config.toggle), canUpdate, canDelete).map(
    (action): BulkActionDef<BulkAction> => ({
      action,
      label: t(`bulk.${action}`),
      destructive: action === 'delete' || action === 'hard_delete',
    }),
  );

  return (
    <OpenRecordProvider value={(id) => open(id)}>
      {/* One shrinkable column: the wide table scrolls inside its box, not the page. */}
      <div className="grid grid-cols-1 gap-4">
        <PageHeading title={ts('title')} intro={ts('intro')}>
          {canCreate ? (
            <Button onClick={() => open('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {ts('new')}
            </Button>
          ) : null}
        </PageHeading>

        <SectionToolbar
          config={config}
          view={view}
          columns={columns}
          filters={filters}
          canView={can('view', section)}
          canImport={Boolean(config.importable) && canCreate && canUpdate}
        />

        <ResourceList
          config={config}
          view={view}
          columns={columns}
          caption={trash ? t('trashCaption', { section: ts('title') }) : ts('title')}
          rowLabel={name}
          text={text}
          bulkActions={bulkActions}
          bulkPending={writes.bulk.isPending}
          onBulk={(action, ids, settled) =>
            action === 'hard_delete'
              ? setHardTarget({ kind: 'bulk', ids })
              : writes.bulk.mutate(
                  { ids, action },
                  { onSuccess: () => setSelected([]), onSettled: settled },
                )
          }
          rowActions={{
            label: t('actions'),
            render: (row) => (
              <RecordRowActions
                row={row}
                name={name(row)}
                canUpdate={canUpdate}
                canDelete={canDelete}
                onOpen={open}
                writes={writes}
                onHardDelete={() => setHardTarget({ kind: 'one', row })}
              />
            ),
          }}
        />

        <RecordSheet
          config={config}
          record={record}
          Form={Form}
          panels={panels}
          canCreate={canCreate}
          canUpdate={canUpdate}
        />

        <HardDeleteConfirm
          target={hardTarget}
          name={name}
          onClose={() => setHardTarget(null)}
          writes={writes}
          onBulkSent={() => setSelected([])}
        />
      </div>
    </OpenRecordProvider>
  );
}

/** The bulk actions the reader may take on the selected rows of the list or of the trash. */
function bulkActionsOf(
  trash: boolean,
  toggle: boolean,
  canUpdate: boolean,
  canDelete: boolean,
): readonly BulkAction[] {
  if (trash) return canDelete ? (['restore', 'hard_delete'] as const) : [];
  return [
    ...(toggle && canUpdate ? (['activate', 'deactivate'] as const) : []),
    ...(canDelete ? (['delete'] as const) : []),
  ];
}

/** A row's menu: edit, history and delete; in the trash, history, restore and delete for good. */
function RecordRowActions<T extends ResourceRow>({
  row,
  name,
  canUpdate,
  canDelete,
  onOpen,
  writes,
  onHardDelete,
}: {
  row: T;
  name: string;
  canUpdate: boolean;
  canDelete: boolean;
  onOpen: RecordSheetState['open'];
  writes: Writes<T>;
  onHardDelete: () => void;
}) {
  return row.deletedAt ? (
    <RowActions
      name={name}
      onHistory={() => onOpen(row.id, 'history')}
      onRestore={canDelete ? () => writes.restore.mutate(row) : undefined}
      onHardDelete={canDelete ? onHardDelete : undefined}
    />
  ) : (
    <RowActions
      name={name}
      onEdit={canUpdate ? () => onOpen(row.id) : undefined}
      onHistory={() => onOpen(row.id, 'history')}
      onDelete={canDelete ? () => writes.softDelete.mutate(row) : undefined}
    />
  );
}

/** Search, filters, trash and columns, with the section's export and import. */
function SectionToolbar<T extends ResourceRow>({
  config,
  view,
  columns,
  filters,
  canView,
  canImport,
}: {
  config: SectionConfig<T>;
  view: ListView<T>;
  columns: ResourceColumns<T>;
  filters: FilterDef[];
  canView: boolean;
  canImport: boolean;
}) {
  const { section } = config;
  const t = useTranslations('admin.resource');
  const { state, setState, trash } = view;
  const hideable = columns
    .filter((c) => c.id && c.enableHiding !== false)
    .map((c) => ({ id: c.id!, label: c.meta?.label ?? c.id! }));
  const exportQuery = { ...view.query, page: undefined, limit: undefined };
  return (
    <ResourceToolbar
      q={state.q}
      onSearch={view.onSearch}
      filters={filters}
      values={view.filterState}
      onFilter={view.filter}
      trash={trash}
      onTrash={canView ? () => view.update({ deleted: trash ? null : 'only' }) : undefined}
      columns={hideable}
      hidden={state.hide}
      onHidden={(hide) => void setState({ hide: hide.length ? hide : null })}
    >
      {config.exportable === false ? null : (
        <Button variant="outline" size="sm" asChild>
          <a href={adminApi.fileUrl(`${section}/export`, exportQuery)} download>
            <Download aria-hidden="true" className="size-4" />
            {t('export')}
          </a>
        </Button>
      )}
      {canImport ? <CsvImportDialog section={section} /> : null}
    </ResourceToolbar>
  );
}

/** The open record's sheet (`?edit=<id>` or `new`, `&panel=`): details, panels, history. */
function RecordSheet<T extends ResourceRow>({
  config,
  record,
  Form,
  panels,
  canCreate,
  canUpdate,
}: {
  config: SectionConfig<T>;
  record: RecordSheetState;
  Form: ComponentType<RecordFormProps<T>>;
  panels: RecordPanel<T>[];
  canCreate: boolean;
  canUpdate: boolean;
}) {
  const { sheet, setSheet } = record;
  const sheetPanel =
    sheet.panel && (sheet.panel === 'history' || panels.some((p) => p.id === sheet.panel))
      ? sheet.panel
      : 'details';
  return (
    <EditSheet
      config={config}
      edit={sheet.edit}
      panel={sheetPanel}
      onPanel={(panel) => void setSheet({ panel: panel === 'details' ? null : panel })}
      onClose={() => void setSheet({ edit: null, panel: null })}
      onSaved={(row, created) => {
        if (created) void setSheet({ edit: row.id, panel: null });
      }}
      Form={Form}
      canWrite={sheet.edit === 'new' ? canCreate : canUpdate}
      panels={panels}
    />
  );
}

/** "Delete for good" of one row or of the trash's selected rows, after its name is typed. */
function HardDeleteConfirm<T extends ResourceRow>({
  target,
  name,
  onClose,
  writes,
  onBulkSent,
}: {
  target: HardDeleteTarget<T> | null;
  name: (row: T) => string;
  onClose: () => void;
  writes: Writes<T>;
  /** The bulk delete was sent: the selection is cleared. */
  onBulkSent: () => void;
}) {
  return (
    <HardDeleteDialog
      open={target !== null}
      name={
        target === null
          ? null
          : target.kind === 'one'
            ? name(target.row)
            : String(target.ids.length)
      }
      onOpenChange={(next) => (next ? null : onClose())}
      pending={writes.hardDelete.isPending || writes.bulk.isPending}
      onConfirm={() => {
        if (!target) return;
        const done = { onSettled: onClose };
        if (target.kind === 'one') writes.hardDelete.mutate(target.row, done);
        else {
          writes.bulk.mutate({ ids: target.ids, action: 'hard_delete' }, done);
          onBulkSent();
        }
      }}
    />
  );
}
