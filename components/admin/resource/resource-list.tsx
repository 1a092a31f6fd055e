'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '../audit/audit-bits';
import { Pager } from '../audit/page-parts';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type SelectText } from './data-table';
import { nextSort } from './list-state';
import type { ListView } from './use-list-view';
import type { ListConfig, ResourceColumns, ResourceRow } from './types';

/** A bulk action of the bar over the table; with `confirm`, it asks first. */
export interface BulkActionDef<A extends string = string> {
  action: A;
  label: string;
  destructive?: boolean;
  confirm?: { title: string; description: string; confirmLabel: string };
}

/** The list's wording, which a section may make its own ("3 accounts selected"). */
export interface ListText {
  select: SelectText;
  selected: (count: number) => string;
  /** The bar's "clear selection" button; none without it. */
  clear?: string;
  empty: string;
  emptyTrash: string;
  pagination: string;
  pageOf: (page: number, pages: number) => string;
  previous: string;
  next: string;
  total: (count: number) => string;
  /** While the first page loads: a status (this name) instead of the table's placeholder rows. */
  loading?: string;
}

/** The generic list's wording (admin.resource). */
export function useResourceListText(): ListText {
  const t = useTranslations('admin.resource');
  return {
    select: { all: t('selectAll'), row: (name) => t('selectRow', { name }) },
    selected: (count) => t('selected', { count }),
    clear: t('clearSelection'),
    empty: t('empty'),
    emptyTrash: t('emptyTrash'),
    pagination: t('pagination'),
    pageOf: (page, pages) => t('pageOf', { page, pages }),
    previous: t('previous'),
    next: t('next'),
    total: (count) => t('total', { count }),
  };
}

/** The props of the generic list. */
export interface ResourceListProps<T extends ResourceRow, A extends string> {
  config: ListConfig;
  view: ListView<T>;
  columns: ResourceColumns<T>;
  caption: string;
  /** How a row's checkbox names it. */
  rowLabel: (row: T) => string;
  text: ListText;
  /** The bulk actions on the selected rows; none: rows cannot be selected. */
  bulkActions: readonly BulkActionDef<A>[];
  /** Run a bulk action (after its confirmation); `settled` closes the confirmation. */
  onBulk: (action: A, ids: string[], settled: () => void) => void;
  bulkPending: boolean;
  /** Why a row cannot be selected (the checkbox's title), or null when it can. */
  unselectable?: (row: T) => string | null;
  /** A last column of row actions (its header's hidden name and its cell). */
  rowActions?: { label: string; render: (row: T) => ReactNode };
}

/**
 * The generic list under a section's toolbar: the bulk bar while rows are selected, the
 * server-paged table (or why it could not be read), the pager, and the confirmation of a bulk
 * action that asks first. The view (search, filters, sort, page) is the section's `useListView`.
 */
export function ResourceList<T extends ResourceRow, A extends string>(
  props: ResourceListProps<T, A>,
) {
  const { view, text, bulkActions, onBulk, bulkPending } = props;
  const { selected, setSelected } = view;
  const [confirming, setConfirming] = useState<BulkActionDef<A> | null>(null);
  const columns = props.rowActions
    ? withRowActions(props.columns, props.rowActions.label, props.rowActions.render)
    : props.columns;
  const close = () => setConfirming(null);

  return (
    <>
      {selected.length && bulkActions.length ? (
        <BulkBar
          label={text.selected(selected.length)}
          actions={bulkActions}
          pending={bulkPending}
          onAction={(def) =>
            def.confirm ? setConfirming(def) : onBulk(def.action, selected, close)
          }
          clear={text.clear}
          onClear={() => setSelected([])}
        />
      ) : null}

      <ListTable {...props} columns={columns} selectable={bulkActions.length > 0} />

      <ListPager view={view} text={text} />

      {bulkActions.some((def) => def.confirm) ? (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => (open ? null : close())}
          title={confirming?.confirm?.title ?? ''}
          description={confirming?.confirm?.description ?? ''}
          confirmLabel={confirming?.confirm?.confirmLabel ?? ''}
          destructive={confirming?.destructive}
          pending={bulkPending}
          onConfirm={() => (confirming ? onBulk(confirming.action, selected, close) : null)}
        />
      ) : null}
    </>
  );
}

/** The section's columns and, last, the row actions' (never hidden). */
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

/** The bar over the table while rows are selected: the bulk actions and, if worded, "clear". */
function BulkBar<A extends string>({
  label,
  actions,
  pending,
  onAction,
  clear,
  onClear,
}: {
  label: string;
  actions: readonly BulkActionDef<A>[];
  pending: boolean;
  onAction: (action: BulkActionDef<A>) => void;
  clear: string | undefined;
  onClear: () => void;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      className="bg-muted flex flex-wrap items-center gap-2 rounded-lg p-2 text-sm"
    >
      <span className="px-1">{label}</span>
      {actions.map((def) => (
        <Button
          key={def.action}
          size="sm"
          variant={def.destructive ? 'destructive' : 'outline'}
          disabled={pending}
          onClick={() => onAction(def)}
        >
          {def.label}
        </Button>
      ))}
      {clear ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {clear}
        </Button>
      ) : null}
    </div>
  );
}

/** Previous / next page under the table, with the total (none while the list is empty). */
function ListPager<T extends ResourceRow>({ view, text }: { view: ListView<T>; text: ListText }) {
  const { list, query } = view;
  if (!list.data || list.data.total <= 0) return null;
  const pages = Math.max(1, Math.ceil(list.data.total / list.data.limit));
  return (
    <Pager
      page={query.page}
      pages={pages}
      onPage={view.goToPage}
      label={text.pagination}
      pageText={text.pageOf(query.page, pages)}
      previous={text.previous}
      next={text.next}
      summary={text.total(list.data.total)}
    />
  );
}

/** The page of rows (or why it could not be read); rows can be selected when bulk actions exist. */
function ListTable<T extends ResourceRow, A extends string>({
  config,
  view,
  columns,
  caption,
  rowLabel,
  text,
  unselectable,
  selectable,
}: ResourceListProps<T, A> & { selectable: boolean }) {
  const errorText = useErrorText();
  const { list, trash, sort, selected, setSelected } = view;
  if (list.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {errorText(list.error)}
      </p>
    );
  }
  if (list.isPending && text.loading) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={text.loading}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={list.data?.items ?? []}
      rowLabel={rowLabel}
      sorting={sort}
      onSort={(field) => view.update({ sort: nextSort(sort, field) })}
      sortable={config.sorts}
      hidden={view.state.hide}
      selection={selectable ? selected : undefined}
      onSelection={selectable ? setSelected : undefined}
      unselectable={unselectable}
      selectText={text.select}
      pending={list.isPending}
      stale={list.isPlaceholderData}
      empty={trash ? text.emptyTrash : text.empty}
    />
  );
}
