'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { parseAsString, useQueryStates } from 'nuqs';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { adminApi } from '@/lib/admin/api-client';
import { useAdminLocale, useErrorText } from '../audit/audit-bits';
import { PageHeading, Pager } from '../audit/page-parts';
import { CsvImportDialog } from './csv-import-dialog';
import { DataTable } from './data-table';
import { EditSheet, type SheetPanel } from './edit-sheet';
import { HardDeleteDialog } from './hard-delete-dialog';
import { apiQuery, baseListParams, filterParams, nextSort, parseSort } from './list-state';
import { OpenRecordProvider } from './open-record';
import { ResourceToolbar } from './resource-toolbar';
import { RowActions } from './row-actions';
import { resourceKey, useResourceWrites } from './use-resource-writes';
import type {
  FilterDef,
  ListPage,
  RecordFormProps,
  RecordPanel,
  ResourceColumns,
  ResourceRow,
  SectionConfig,
} from './types';

const sheetParams = {
  edit: parseAsString,
  /** `history` or a section panel's id; absent: details. */
  panel: parseAsString,
};

/** What "delete for good" is aimed at: one row, or the selected rows of the trash. */
type HardDeleteTarget<T> = { kind: 'one'; row: T } | { kind: 'bulk'; ids: string[] };

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
  const errorText = useErrorText();
  const { can } = usePermissions();
  const params = useMemo(() => filterParams(config.filterKeys), [config.filterKeys]);
  const [state, setState] = useQueryStates(baseListParams);
  const [filterState, setFilterState] = useQueryStates(params);
  const [sheet, setSheet] = useQueryStates(sheetParams);
  const [selected, setSelected] = useState<string[]>([]);
  const [hardTarget, setHardTarget] = useState<HardDeleteTarget<T> | null>(null);
  const writes = useResourceWrites(config);
  const name = (row: T) => config.label(row, locale);

  const query = apiQuery({ ...filterState, ...state }, config);
  const list = useQuery({
    queryKey: [...resourceKey(section), 'list', query],
    queryFn: () => adminApi.get<ListPage<T>>(section, query),
    placeholderData: keepPreviousData,
  });

  /** A new view of the list (search, sort, trash): back to the first page, nothing selected. */
  const update = useCallback(
    (patch: Partial<typeof state>) => {
      setSelected([]);
      void setState({ ...patch, page: null });
    },
    [setState],
  );
  const filter = (key: string, value: string | null) => {
    setSelected([]);
    void setFilterState({ [key]: value });
    void setState({ page: null });
  };
  const onSearch = useCallback((q: string | null) => update({ q }), [update]);
  const open = useCallback(
    (id: string, panel: SheetPanel = 'details') =>
      void setSheet({ edit: id, panel: panel === 'details' ? null : panel }),
    [setSheet],
  );

  const sheetPanel =
    sheet.panel && (sheet.panel === 'history' || panels.some((p) => p.id === sheet.panel))
      ? sheet.panel
      : 'details';
  const trash = state.deleted === 'only';
  const canCreate = can('create', section);
  const canUpdate = can('update', section);
  const canDelete = can('delete', section);
  const sort = parseSort(state.sort, config.sorts, config.defaultSort);
  const items = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const bulkActions = trash
    ? canDelete
      ? (['restore', 'hard_delete'] as const)
      : []
    : [
        ...(config.toggle && canUpdate ? (['activate', 'deactivate'] as const) : []),
        ...(canDelete ? (['delete'] as const) : []),
      ];

  const allColumns: ResourceColumns<T> = [
    ...columns,
    {
      id: 'actions',
      enableHiding: false,
      header: () => <span className="sr-only">{t('actions')}</span>,
      meta: { className: 'w-12 text-end' },
      cell: ({ row: { original: row } }) =>
        row.deletedAt ? (
          <RowActions
            name={name(row)}
            onHistory={() => open(row.id, 'history')}
            onRestore={canDelete ? () => writes.restore.mutate(row) : undefined}
            onHardDelete={canDelete ? () => setHardTarget({ kind: 'one', row }) : undefined}
          />
        ) : (
          <RowActions
            name={name(row)}
            onEdit={canUpdate ? () => open(row.id) : undefined}
            onHistory={() => open(row.id, 'history')}
            onDelete={canDelete ? () => writes.softDelete.mutate(row) : undefined}
          />
        ),
    },
  ];
  const hideable = columns
    .filter((c) => c.id && c.enableHiding !== false)
    .map((c) => ({ id: c.id!, label: c.meta?.label ?? c.id! }));
  const exportQuery = { ...query, page: undefined, limit: undefined };

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

        <ResourceToolbar
          q={state.q}
          onSearch={onSearch}
          filters={filters}
          values={filterState}
          onFilter={filter}
          trash={trash}
          onTrash={
            can('view', section) ? () => update({ deleted: trash ? null : 'only' }) : undefined
          }
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
          {config.importable && canCreate && canUpdate ? (
            <CsvImportDialog section={section} />
          ) : null}
        </ResourceToolbar>

        {selected.length && bulkActions.length ? (
          <div
            role="region"
            aria-label={t('selected', { count: selected.length })}
            className="bg-muted flex flex-wrap items-center gap-2 rounded-lg p-2 text-sm"
          >
            <span className="px-1">{t('selected', { count: selected.length })}</span>
            {bulkActions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={
                  action === 'delete' || action === 'hard_delete' ? 'destructive' : 'outline'
                }
                disabled={writes.bulk.isPending}
                onClick={() =>
                  action === 'hard_delete'
                    ? setHardTarget({ kind: 'bulk', ids: selected })
                    : writes.bulk.mutate(
                        { ids: selected, action },
                        { onSuccess: () => setSelected([]) },
                      )
                }
              >
                {t(`bulk.${action}`)}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
              {t('clearSelection')}
            </Button>
          </div>
        ) : null}

        {list.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {errorText(list.error)}
          </p>
        ) : (
          <DataTable
            caption={trash ? t('trashCaption', { section: ts('title') }) : ts('title')}
            columns={allColumns}
            rows={items}
            rowLabel={name}
            sorting={sort}
            onSort={(field) => update({ sort: nextSort(sort, field) })}
            sortable={config.sorts}
            hidden={state.hide}
            selection={bulkActions.length ? selected : undefined}
            onSelection={bulkActions.length ? setSelected : undefined}
            pending={list.isPending}
            stale={list.isPlaceholderData}
            empty={trash ? t('emptyTrash') : t('empty')}
          />
        )}

        {list.data && list.data.total > 0 ? (
          <Pager
            page={query.page}
            pages={pages}
            onPage={(page) => {
              setSelected([]);
              void setState({ page });
            }}
            label={t('pagination')}
            pageText={t('pageOf', { page: query.page, pages })}
            previous={t('previous')}
            next={t('next')}
            summary={t('total', { count: list.data.total })}
          />
        ) : null}

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

        <HardDeleteDialog
          open={hardTarget !== null}
          name={
            hardTarget === null
              ? null
              : hardTarget.kind === 'one'
                ? name(hardTarget.row)
                : String(hardTarget.ids.length)
          }
          onOpenChange={(next) => (next ? null : setHardTarget(null))}
          pending={writes.hardDelete.isPending || writes.bulk.isPending}
          onConfirm={() => {
            if (!hardTarget) return;
            const done = { onSettled: () => setHardTarget(null) };
            if (hardTarget.kind === 'one') writes.hardDelete.mutate(hardTarget.row, done);
            else {
              writes.bulk.mutate({ ids: hardTarget.ids, action: 'hard_delete' }, done);
              setSelected([]);
            }
          }}
        />
      </div>
    </OpenRecordProvider>
  );
}
