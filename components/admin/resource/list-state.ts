import { parseAsArrayOf, parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs';
import type { ListConfig } from './types';

const PAGE_SIZES = [25, 50, 100] as const;

/** The URL parameters every catalogue list keeps (a section adds its filters). */
export const baseListParams = {
  q: parseAsString,
  sort: parseAsString,
  page: parseAsInteger.withDefault(1),
  limit: parseAsInteger.withDefault(PAGE_SIZES[0]),
  deleted: parseAsStringLiteral(['only'] as const),
  /** Columns the admin hid (column visibility survives a reload and travels with the link). */
  hide: parseAsArrayOf(parseAsString).withDefault([]),
};

/** The nuqs parsers of a section's filters: one string parameter each, of its set if it has one. */
export function filterParams(
  filterKeys: readonly string[],
  values: Readonly<Record<string, readonly string[]>> = {},
): Record<string, typeof parseAsString> {
  return Object.fromEntries(
    filterKeys.map((key) => {
      const set = values[key];
      return [key, set ? parseAsStringLiteral(set) : parseAsString];
    }),
  );
}

/** `-createdAt` → {field, desc}; a field the section cannot sort by → its default. */
export function parseSort(
  sort: string | null | undefined,
  sorts: readonly string[],
  fallback: string,
): { field: string; desc: boolean } {
  const read = (value: string) => ({ field: value.replace(/^-/, ''), desc: value.startsWith('-') });
  const wanted = sort ? read(sort) : null;
  return wanted && sorts.includes(wanted.field) ? wanted : read(fallback);
}

/** The sort after a click on a column header: ascending first, then descending. */
export function nextSort(current: { field: string; desc: boolean }, field: string): string {
  return current.field === field && !current.desc ? `-${field}` : field;
}

/**
 * The GET /{section} query of a list state (also the CSV export's, without paging): empty
 * values left out, filters under their API names, the page size one of PAGE_SIZES.
 */
export function apiQuery(
  state: Record<string, unknown>,
  config: Pick<ListConfig, 'sorts' | 'defaultSort' | 'filterKeys' | 'apiNames'>,
) {
  const limit = (PAGE_SIZES as readonly number[]).includes(Number(state.limit))
    ? Number(state.limit)
    : PAGE_SIZES[0];
  const { field, desc } = parseSort(state.sort as string | null, config.sorts, config.defaultSort);
  const filters = Object.fromEntries(
    config.filterKeys
      .map((key) => [config.apiNames?.[key] ?? key, state[key]] as const)
      .filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as Record<string, string>;
  const q = typeof state.q === 'string' ? state.q.trim() : '';
  return {
    ...filters,
    q: q || undefined,
    deleted: state.deleted === 'only' ? ('only' as const) : undefined,
    sort: desc ? `-${field}` : field,
    page: Math.max(1, Number(state.page) || 1),
    limit,
  };
}
