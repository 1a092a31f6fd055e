import { COUNTRY_CODES } from '@/lib/countries';
import type { ListConfig } from '../../resource/types';
import { ACCOUNT_STATUSES, USER_QUERY_KEY, USER_TYPES } from './types';

/**
 * The users list on the generic list: GET /user, its sort fields, and its filters in the URL
 * (`type` and `role` there, `userType` and `roleId` to the API; the closed sets parsed, so a
 * hand-edited link with a value the API would refuse is ignored).
 */
export const USERS_LIST: ListConfig = {
  section: 'user',
  sorts: ['createdAt', 'email', 'lastLoginAt'],
  defaultSort: '-createdAt',
  filterKeys: ['status', 'type', 'country', 'verified', 'role'],
  apiNames: { type: 'userType', role: 'roleId' },
  filterValues: {
    status: ACCOUNT_STATUSES,
    type: USER_TYPES,
    country: COUNTRY_CODES,
    verified: ['true', 'false'],
  },
  queryKey: USER_QUERY_KEY,
};
