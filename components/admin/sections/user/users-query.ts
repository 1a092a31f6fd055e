import { parseAsInteger, parseAsString, parseAsStringLiteral, type inferParserType } from 'nuqs';
import { COUNTRY_CODES } from '@/lib/countries';
import { ACCOUNT_STATUSES, USER_TYPES } from './types';

const USER_PAGE_SIZES = [25, 50, 100] as const;
/** Columns the list can be sorted by (the API's whitelisted sort fields). */
const USER_SORTS = ['createdAt', 'email', 'lastLoginAt'] as const;
export type UserSortField = (typeof USER_SORTS)[number];

/** The users list's state in the URL (bookmarkable, survives a reload). */
export const usersParams = {
  q: parseAsString,
  status: parseAsStringLiteral(ACCOUNT_STATUSES),
  type: parseAsStringLiteral(USER_TYPES),
  country: parseAsStringLiteral(COUNTRY_CODES),
  verified: parseAsStringLiteral(['true', 'false'] as const),
  role: parseAsString,
  sort: parseAsString,
  page: parseAsInteger.withDefault(1),
  limit: parseAsInteger.withDefault(USER_PAGE_SIZES[0]),
  deleted: parseAsStringLiteral(['only'] as const),
};

export type UsersState = inferParserType<typeof usersParams>;
/** A change of filters (null clears one); the page goes back to the first. */
export type UsersFilters = Partial<{
  [K in Exclude<keyof UsersState, 'page'>]: UsersState[K] | null;
}>;

/** `-createdAt` → {field, desc}; anything unknown → newest first. */
export function parseSort(sort: string | null): { field: UserSortField; desc: boolean } {
  const desc = sort?.startsWith('-') ?? true;
  const field = (sort ?? '').replace(/^-/, '');
  return (USER_SORTS as readonly string[]).includes(field)
    ? { field: field as UserSortField, desc: sort ? desc : true }
    : { field: 'createdAt', desc: true };
}

/** The GET /user query of a list state (the API's parameter names live here only). */
export function usersApiQuery(state: UsersState) {
  const limit = (USER_PAGE_SIZES as readonly number[]).includes(state.limit)
    ? state.limit
    : USER_PAGE_SIZES[0];
  const { field, desc } = parseSort(state.sort);
  return {
    q: state.q?.trim() || undefined,
    status: state.status ?? undefined,
    userType: state.type ?? undefined,
    country: state.country ?? undefined,
    verified: state.verified ?? undefined,
    roleId: state.role ?? undefined,
    deleted: state.deleted ?? undefined,
    sort: desc ? `-${field}` : field,
    page: Math.max(1, state.page),
    limit,
  };
}
