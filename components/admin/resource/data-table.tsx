'use client';

import {
  getCoreRowModel,
  useReactTable,
  type Header,
  type Row,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { ResourceColumns, ResourceRow } from './types';

/** Column meta: the header's text (also the column menu's) and a class for its cells. */
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    label?: string;
    className?: string;
  }
}

/** The names of the selection checkboxes: select all, and select one row (by its label). */
export interface SelectText {
  all: string;
  row: (name: string) => string;
}

/**
 * A header or cell of a column definition. The sections' definitions are render functions
 * (no hooks), re-created on each render: TanStack's `flexRender` would mount each as a component
 * of a new type every time, remounting every cell (an open row menu closed when the categories
 * arrived). Calling them keeps the cells' components, and their state, in place.
 */
function renderSlot<P>(slot: ((props: P) => ReactNode) | ReactNode | undefined, props: P) {
  return typeof slot === 'function' ? (slot as (props: P) => ReactNode)(props) : slot;
}

/**
 * TanStack Table (headless) in shadcn's table: the server sorts and pages, so the table only
 * renders what it is given. Sort, visibility and selection are controlled by the section (the
 * first two live in the URL).
 */
export function DataTable<T extends ResourceRow>({
  caption,
  columns,
  rows,
  sorting,
  onSort,
  sortable,
  hidden,
  selection,
  onSelection,
  pending,
  stale,
  empty,
  rowLabel,
  unselectable,
  selectText,
}: {
  caption: string;
  /** How a row's checkbox names it. */
  rowLabel: (row: T) => string;
  /** Why a row cannot be selected (its checkbox's title), or null when it can. */
  unselectable?: (row: T) => string | null;
  /** The select-all checkbox's and a row checkbox's names (default: the generic wording). */
  selectText?: SelectText;
  columns: ResourceColumns<T>;
  rows: T[];
  sorting: { field: string; desc: boolean };
  onSort: (field: string) => void;
  sortable: readonly string[];
  hidden: readonly string[];
  /** Selected row ids; undefined: no selection column. */
  selection?: string[];
  onSelection?: (ids: string[]) => void;
  pending: boolean;
  /** Rows of the previous query shown while the next loads. */
  stale: boolean;
  empty: string;
}) {
  const text = useSelectText(selectText);
  const table = useServerTable({
    rows,
    columns,
    sorting,
    hidden,
    selection,
    onSelection,
    unselectable,
  });
  const visibleCount = table.getVisibleLeafColumns().length + (selection ? 1 : 0);

  return (
    <div className={cn('rounded-lg border', stale && 'opacity-60')} aria-busy={pending || stale}>
      <Table className="min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {selection ? (
                <TableHead className="w-10">
                  <input
                    type="checkbox"
                    aria-label={text.all}
                    className="accent-primary size-4 align-middle"
                    checked={table.getIsAllRowsSelected()}
                    disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </TableHead>
              ) : null}
              {group.headers.map((header) => (
                <ColumnHead
                  key={header.id}
                  header={header}
                  sorting={sorting}
                  onSort={onSort}
                  sortable={sortable}
                />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {pending ? (
            Array.from({ length: 6 }, (_, i) => (
              <TableRow key={i}>
                <TableCell colSpan={visibleCount}>
                  <Skeleton className="h-6 w-full" />
                </TableCell>
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={visibleCount}
                className="text-muted-foreground h-24 text-center text-sm"
              >
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            table
              .getRowModel()
              .rows.map((row) => (
                <DataRow
                  key={row.id}
                  row={row}
                  selectable={Boolean(selection)}
                  label={text.row(rowLabel(row.original))}
                  why={unselectable?.(row.original) ?? null}
                />
              ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** The selection checkboxes' names: the section's, or the generic wording. */
function useSelectText(given: SelectText | undefined): SelectText {
  const t = useTranslations('admin.resource');
  return given ?? { all: t('selectAll'), row: (name) => t('selectRow', { name }) };
}

/**
 * The TanStack instance of a server-driven table: no sorting or paging of its own, visibility
 * and selection controlled from outside.
 */
function useServerTable<T extends ResourceRow>({
  rows,
  columns,
  sorting,
  hidden,
  selection,
  onSelection,
  unselectable,
}: {
  rows: T[];
  columns: ResourceColumns<T>;
  sorting: { field: string; desc: boolean };
  hidden: readonly string[];
  selection?: string[];
  onSelection?: (ids: string[]) => void;
  unselectable?: (row: T) => string | null;
}) {
  const sortingState: SortingState = [{ id: sorting.field, desc: sorting.desc }];
  const visibility: VisibilityState = Object.fromEntries(hidden.map((id) => [id, false]));
  const rowSelection: RowSelectionState = Object.fromEntries(
    (selection ?? []).map((id) => [id, true]),
  );
  // The rule only reports that React Compiler would skip this component (TanStack Table's
  // instance is mutable by design); this project does not run the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library -- informational, see above
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: onSelection
      ? (row) => !unselectable || unselectable(row.original) === null
      : false,
    state: { sorting: sortingState, columnVisibility: visibility, rowSelection },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelection?.(Object.keys(next).filter((id) => next[id]));
    },
  });
  return table;
}

/** A column's header: a sort button where the server sorts by it, else its label. */
function ColumnHead<T extends ResourceRow>({
  header,
  sorting,
  onSort,
  sortable,
}: {
  header: Header<T, unknown>;
  sorting: { field: string; desc: boolean };
  onSort: (field: string) => void;
  sortable: readonly string[];
}) {
  const id = header.column.id;
  const canSort = sortable.includes(id);
  const active = sorting.field === id;
  const label = header.column.columnDef.meta?.label;
  return (
    <TableHead
      className={header.column.columnDef.meta?.className}
      aria-sort={active ? (sorting.desc ? 'descending' : 'ascending') : undefined}
    >
      {canSort ? (
        <button
          type="button"
          onClick={() => onSort(id)}
          className="hover:text-foreground focus-visible:ring-ring/50 -mx-1 inline-flex items-center gap-1 rounded px-1 focus-visible:ring-[3px] focus-visible:outline-none"
        >
          {label}
          {active ? (
            sorting.desc ? (
              <ArrowDown aria-hidden="true" className="size-3" />
            ) : (
              <ArrowUp aria-hidden="true" className="size-3" />
            )
          ) : (
            <ArrowUpDown aria-hidden="true" className="size-3 opacity-40" />
          )}
        </button>
      ) : header.isPlaceholder ? null : label !== undefined ? (
        // TanStack's default header renders nothing for a column with an id and
        // no accessor: the label is the header wherever a section gave one.
        label
      ) : (
        renderSlot(header.column.columnDef.header, header.getContext())
      )}
    </TableHead>
  );
}

/**
 * A record's row: its checkbox (when rows can be selected; disabled, with the reason as its
 * title, for a row that cannot be), then its visible cells.
 */
function DataRow<T extends ResourceRow>({
  row,
  selectable,
  label,
  why,
}: {
  row: Row<T>;
  selectable: boolean;
  /** The checkbox's name. */
  label: string;
  /** Why the row cannot be selected, or null. */
  why: string | null;
}) {
  return (
    <TableRow data-state={row.getIsSelected() ? 'selected' : undefined}>
      {selectable ? (
        <TableCell>
          <input
            type="checkbox"
            aria-label={label}
            className="accent-primary size-4 align-middle"
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            title={why ?? undefined}
            onChange={row.getToggleSelectedHandler()}
          />
        </TableCell>
      ) : null}
      {row.getVisibleCells().map((cell) => (
        <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
          {renderSlot(cell.column.columnDef.cell, cell.getContext())}
        </TableCell>
      ))}
    </TableRow>
  );
}
