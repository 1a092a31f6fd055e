'use client';

import { Columns3, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FilterSelect, SearchField } from './toolbar-parts';
import type { FilterDef } from './types';

/** Search, filters, the trash switch and the column menu of a catalogue list. */
export function ResourceToolbar({
  q,
  onSearch,
  filters,
  values,
  onFilter,
  trash,
  onTrash,
  columns,
  hidden,
  onHidden,
  children,
}: {
  q: string | null;
  onSearch: (q: string | null) => void;
  filters: FilterDef[];
  values: Record<string, string | null>;
  onFilter: (key: string, value: string | null) => void;
  trash: boolean;
  /** Absent when the admin may not see deleted rows (no delete permission). */
  onTrash?: () => void;
  /** Hideable columns: id and header text. */
  columns: { id: string; label: string }[];
  hidden: readonly string[];
  onHidden: (hidden: string[]) => void;
  /** More buttons (export, import). */
  children?: ReactNode;
}) {
  const t = useTranslations('admin.resource');
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <SearchField label={t('search')} value={q} onSearch={onSearch} />
        {onTrash ? (
          <Button
            variant={trash ? 'default' : 'outline'}
            size="sm"
            aria-pressed={trash}
            onClick={onTrash}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('trash')}
          </Button>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm">
              <Columns3 aria-hidden="true" className="size-4" />
              {t('columns')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t('columnsTitle')}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {columns.map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                checked={!hidden.includes(column.id)}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(shown) =>
                  onHidden(shown ? hidden.filter((id) => id !== column.id) : [...hidden, column.id])
                }
              >
                {column.label}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        {children}
      </div>
      {filters.length ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {filters.map((filter) =>
            filter.render ? (
              <div key={filter.key} className="min-w-0">
                {filter.render(values[filter.key] ?? null, (v) => onFilter(filter.key, v))}
              </div>
            ) : (
              <FilterSelect
                key={filter.key}
                label={filter.label}
                value={values[filter.key] ?? null}
                onValue={(v) => onFilter(filter.key, v || null)}
              >
                <option value="">{t('any')}</option>
                {filter.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </FilterSelect>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
