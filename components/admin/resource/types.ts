import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';

/** The catalogue sections served by the generic resource screens. */
export type CatalogSection =
  | 'shop'
  | 'coupon'
  | 'category'
  | 'provider'
  | 'ads'
  | 'shortner'
  | 'campaign'
  | 'cartarm'
  | 'product'
  | 'uninstall';

/** What every generic resource row has (the API's item schemas). */
export interface ResourceRow {
  id: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** One page of GET /{section} in page mode. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** A filter of the toolbar: its URL (and API) parameter and the choices, already translated. */
export interface FilterDef {
  key: string;
  label: string;
  options: { value: string; label: string }[];
  /** A control of its own instead of a select (the coupon list's shop picker). */
  render?: (value: string | null, onValue: (value: string | null) => void) => ReactNode;
}

/**
 * What the generic list (`useListView`, `ResourceList`) needs of a section: where its rows are
 * read, the API's sort fields and the section's filter parameters.
 */
export interface ListConfig {
  /** The API path of the list (GET /{section}). */
  section: string;
  /** Sortable columns: the API's whitelisted sort fields, which are also the column ids. */
  sorts: readonly string[];
  /** `-priority`, `name`, … — what the API sorts by when the URL says nothing. */
  defaultSort: string;
  /** The URL parameters of the section's filters (the API's names unless `apiNames` says). */
  filterKeys: readonly string[];
  /** A filter's API query name where it differs from its URL name (`type` → `userType`). */
  apiNames?: Readonly<Record<string, string>>;
  /** A filter's closed set of values (any other in the URL is ignored); else any string. */
  filterValues?: Readonly<Record<string, readonly string[]>>;
  /** The list's query key prefix (what the section's writes invalidate); default resourceKey. */
  queryKey?: readonly string[];
}

/**
 * What a catalogue section tells the generic screens: the list's config, and whether the bulk
 * activate / deactivate and the CSV import exist for it.
 */
export interface SectionConfig<T extends ResourceRow> extends ListConfig {
  section: CatalogSection;
  /** Bulk activate / deactivate (a status toggle in the API). */
  toggle: boolean;
  /** POST /{section}/import exists. */
  importable: boolean;
  /** GET /{section}/export exists (true unless said). */
  exportable?: boolean;
  /** How toasts, the typed confirmation and the history name a row. */
  label(row: T, locale: Locale): string;
}

/** The props a section's form gets from the edit sheet. */
export interface RecordFormProps<T> {
  /** Null for a new record. */
  row: T | null;
  /** Called with the stored record after a successful save. */
  onSaved(row: T): void;
  onCancel(): void;
}

export type ResourceColumns<T> = ColumnDef<T, unknown>[];

/**
 * An extra tab of a section's record sheet, between Details and History (an ad's figures, a
 * short link's clicks). `id` is its `?panel=` value in the URL.
 */
export interface RecordPanel<T> {
  id: string;
  label: string;
  render(row: T): ReactNode;
}
