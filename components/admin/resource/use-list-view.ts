'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseAsString, useQueryStates } from 'nuqs';
import { useCallback, useMemo, useState } from 'react';
import { adminApi } from '@/lib/admin/api-client';
import type { SheetPanel } from './edit-sheet';
import { apiQuery, baseListParams, filterParams, parseSort } from './list-state';
import { resourceKey } from './use-resource-writes';
import type { ListPage, ResourceRow, SectionConfig } from './types';

const sheetParams = {
  edit: parseAsString,
  /** `history` or a section panel's id; absent: details. */
  panel: parseAsString,
};

/**
 * A section list's view: search, filters, sort, page, trash and hidden columns in the URL, the
 * page of rows they select, the row selection, and the record sheet that is open (`?edit=`).
 * Any new view of the list goes back to the first page with nothing selected.
 */
export function useListView<T extends ResourceRow>(config: SectionConfig<T>) {
  const { section } = config;
  const params = useMemo(() => filterParams(config.filterKeys), [config.filterKeys]);
  const [state, setState] = useQueryStates(baseListParams);
  const [filterState, setFilterState] = useQueryStates(params);
  const [sheet, setSheet] = useQueryStates(sheetParams);
  const [selected, setSelected] = useState<string[]>([]);

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
  const goToPage = (page: number | null) => {
    setSelected([]);
    void setState({ page });
  };
  const open = useCallback(
    (id: string, panel: SheetPanel = 'details') =>
      void setSheet({ edit: id, panel: panel === 'details' ? null : panel }),
    [setSheet],
  );

  return {
    state,
    setState,
    filterState,
    sheet,
    setSheet,
    selected,
    setSelected,
    query,
    list,
    update,
    filter,
    onSearch,
    goToPage,
    open,
    trash: state.deleted === 'only',
    sort: parseSort(state.sort, config.sorts, config.defaultSort),
  };
}

export type ListView<T extends ResourceRow> = ReturnType<typeof useListView<T>>;
