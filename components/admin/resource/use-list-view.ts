'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useQueryStates } from 'nuqs';
import { useCallback, useMemo, useState } from 'react';
import { adminApi } from '@/lib/admin/api-client';
import { apiQuery, baseListParams, filterParams, parseSort } from './list-state';
import { resourceKey } from './use-resource-writes';
import type { ListConfig, ListPage, ResourceRow } from './types';

/**
 * A section list's view: search, filters, sort, page, trash and hidden columns in the URL, the
 * page of rows they select, and the row selection. Any new view of the list goes back to the
 * first page with nothing selected.
 */
export function useListView<T extends ResourceRow>(config: ListConfig) {
  const { section } = config;
  const params = useMemo(
    () => filterParams(config.filterKeys, config.filterValues),
    [config.filterKeys, config.filterValues],
  );
  const [state, setState] = useQueryStates(baseListParams);
  const [filterState, setFilterState] = useQueryStates(params);
  const [selected, setSelected] = useState<string[]>([]);

  const query = apiQuery({ ...filterState, ...state }, config);
  const list = useQuery({
    queryKey: [...(config.queryKey ?? resourceKey(section)), 'list', query],
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

  return {
    state,
    setState,
    filterState,
    selected,
    setSelected,
    query,
    list,
    update,
    filter,
    onSearch,
    goToPage,
    trash: state.deleted === 'only',
    sort: parseSort(state.sort, config.sorts, config.defaultSort),
  };
}

export type ListView<T extends ResourceRow> = ReturnType<typeof useListView<T>>;
