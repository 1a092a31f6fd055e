'use client';

import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin/api-client';
import type { CategoryResource } from '@/lib/validation/category';
import type { ProviderResource } from '@/lib/validation/provider';
import { resourceKey } from '../../resource/use-resource-writes';
import type { ListPage } from '../../resource/types';

/** Every category (the catalogue has tens): the shop form's choices and the shops' column. */
export function useCategories() {
  return useQuery({
    queryKey: [...resourceKey('category'), 'all'],
    queryFn: () =>
      adminApi.get<ListPage<CategoryResource>>('category', { limit: 100, sort: 'nameEn' }),
    select: (page) => page.items,
    staleTime: 60_000,
  });
}

/** Every affiliate network, for the shop form and filter. */
export function useProviders(enabled = true) {
  return useQuery({
    queryKey: [...resourceKey('provider'), 'all'],
    queryFn: () => adminApi.get<ListPage<ProviderResource>>('provider', { limit: 100 }),
    select: (page) => page.items,
    staleTime: 60_000,
    enabled,
  });
}
