'use client';

import { Download, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ComponentType, type ReactNode } from 'react';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { adminApi } from '@/lib/admin/api-client';
import type { BulkAction } from '@/lib/validation/admin';
import { useAdminLocale, useErrorText } from '../audit/audit-bits';
import { PageHeading, Pager } from '../audit/page-parts';
import { CsvImportDialog } from './csv-import-dialog';
import { DataTable } from './data-table';
import { EditSheet } from './edit-sheet';
import { HardDeleteDialog } from './hard-delete-dialog';
import { nextSort } from './list-state';
import { OpenRecordProvider } from './open-record';
import { ResourceToolbar } from './resource-toolbar';
import { RowActions } from './row-actions';
import { useListView, type ListView } from './use-list-view';
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
  const view = useListView(config);
  const { selected, setSelected, trash, open } = view;
  const [hardTarget, setHardTarget] = useState<HardDeleteTarget<T> | null>(null);
  const writes = useResourceWrites(config);
  const name = (row: T) => config.label(row, locale);

  const canCreate = can('create', section);
  const canUpdate = can('update', section);
  const canDelete = can('delete', section);
  const bulkActions = bulkActionsOf(trash, Boolean(config.toggle), canUpdate, canDelete);
  const allColumns = withRowActions(columns, t('actions'), (row) => (
    <RecordRowActions
      row={row}
      name={name(row)}
      canUpdate={canUpdate}
      canDelete={canDelete}
      onOpen={open}
      writes={writes}
      onHardDelete={() => setHardTarget({ kind: 'one', row })}
    />
  ));

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

        {selected.length && bulkActions.length ? (
          <BulkBar
            actions={bulkActions}
            selected={selected}
            pending={writes.bulk.isPending}
            onAction={(action) =>
              action === 'hard_delete'
                ? setHardTarget({ kind: 'bulk', ids: selected })
                : writes.bulk.mutate(
                    { ids: selected, action },
                    { onSuccess: () => setSelected([]) },
                  )
            }
            onClear={() => setSelected([])}
          />
        ) : null}

        <ListTable
          config={config}
          view={view}
          columns={allColumns}
          name={name}
          selectable={bulkActions.length > 0}
        />

        <ListPager view={view} />

        <RecordSheet
          config={config}
          view={view}
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

/** The section's columns and, last, the row menu's (never hidden). */
function withRowActions<T extends ResourceRow>(
  columns: ResourceColumns<T>,
  label: string,
  render: (row: T) => ReactNode,
): ResourceColumns<T> {
  return [
    ...columns,
    {
      id: 'actions',
      enableHiding: false,
      header: () => <span className="sr-only">{label}</span>,
      meta: { className: 'w-12 text-end' },
      cell: ({ row: { original: row } }) => render(row),
    },
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
  onOpen: ListView<T>['open'];
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

/** The bar over the table while rows are selected: the bulk actions and "clear". */
function BulkBar({
  actions,
  selected,
  pending,
  onAction,
  onClear,
}: {
  actions: readonly BulkAction[];
  selected: string[];
  pending: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const t = useTranslations('admin.resource');
  return (
    <div
      role="region"
      aria-label={t('selected', { count: selected.length })}
      className="bg-muted flex flex-wrap items-center gap-2 rounded-lg p-2 text-sm"
    >
      <span className="px-1">{t('selected', { count: selected.length })}</span>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'delete' || action === 'hard_delete' ? 'destructive' : 'outline'}
          disabled={pending}
          onClick={() => onAction(action)}
        >
          {t(`bulk.${action}`)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('clearSelection')}
      </Button>
    </div>
  );
}

/** Previous / next page under the table, with the total (none while the list is empty). */
function ListPager<T extends ResourceRow>({ view }: { view: ListView<T> }) {
  const t = useTranslations('admin.resource');
  const { list, query } = view;
  if (!list.data || list.data.total <= 0) return null;
  const pages = Math.max(1, Math.ceil(list.data.total / list.data.limit));
  return (
    <Pager
      page={query.page}
      pages={pages}
      onPage={view.goToPage}
      label={t('pagination')}
      pageText={t('pageOf', { page: query.page, pages })}
      previous={t('previous')}
      next={t('next')}
      summary={t('total', { count: list.data.total })}
    />
  );
}

/** The open record's sheet (`?edit=<id>` or `new`, `&panel=`): details, panels, history. */
function RecordSheet<T extends ResourceRow>({
  config,
  view,
  Form,
  panels,
  canCreate,
  canUpdate,
}: {
  config: SectionConfig<T>;
  view: ListView<T>;
  Form: ComponentType<RecordFormProps<T>>;
  panels: RecordPanel<T>[];
  canCreate: boolean;
  canUpdate: boolean;
}) {
  const { sheet, setSheet } = view;
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

/** The page of rows (or why it could not be read); rows can be selected when bulk actions exist. */
function ListTable<T extends ResourceRow>({
  config,
  view,
  columns,
  name,
  selectable,
}: {
  config: SectionConfig<T>;
  view: ListView<T>;
  columns: ResourceColumns<T>;
  name: (row: T) => string;
  selectable: boolean;
}) {
  const t = useTranslations('admin.resource');
  const ts = useTranslations(`admin.${config.section}`);
  const errorText = useErrorText();
  const { list, trash, sort, selected, setSelected } = view;
  if (list.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {errorText(list.error)}
      </p>
    );
  }
  return (
    <DataTable
      caption={trash ? t('trashCaption', { section: ts('title') }) : ts('title')}
      columns={columns}
      rows={list.data?.items ?? []}
      rowLabel={name}
      sorting={sort}
      onSort={(field) => view.update({ sort: nextSort(sort, field) })}
      sortable={config.sorts}
      hidden={view.state.hide}
      selection={selectable ? selected : undefined}
      onSelection={selectable ? setSelected : undefined}
      pending={list.isPending}
      stale={list.isPlaceholderData}
      empty={trash ? t('emptyTrash') : t('empty')}
    />
  );
}
