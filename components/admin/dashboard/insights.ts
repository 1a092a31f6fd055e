'use client';

import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin/api-client';
import type { DayRange } from './date-range';

/** GET /insights/users — accounts (deleted ones left out of the totals). */
export interface UserInsights {
  total: number;
  verified: number;
  /** Accounts created inside the range. */
  newInRange: number;
  signupsPerDay: { day: string; count: number }[];
  byCountry: { country: string | null; count: number }[];
  byType: { type: string; count: number }[];
  byStatus: { status: string; count: number }[];
}

/** GET /insights/catalog — shops, coupons and their clicks and votes. */
export interface CatalogInsights {
  activeShops: number;
  couponsByStatus: { status: string; count: number }[];
  clicksInRange: number;
  clicksPerDay: { day: string; clicks: number }[];
  votesPerDay: { day: string; worked: number; failed: number }[];
  topShops: { id: string; nameAr: string; nameEn: string; clicks: number }[];
}

const INSIGHTS_QUERY_KEY = ['admin', 'insights'] as const;

/** The dashboard's two reads, for one range; `enabled` false when the caller may not see them. */
export function useInsights(range: DayRange, enabled: boolean) {
  const users = useQuery({
    queryKey: [...INSIGHTS_QUERY_KEY, 'users', range],
    queryFn: () => adminApi.get<UserInsights>('insights/users', { ...range }),
    enabled,
    retry: false,
  });
  const catalog = useQuery({
    queryKey: [...INSIGHTS_QUERY_KEY, 'catalog', range],
    queryFn: () => adminApi.get<CatalogInsights>('insights/catalog', { ...range }),
    enabled,
    retry: false,
  });
  return { users, catalog };
}
