import { createSerializer } from 'nuqs';
import { apiQuery, filterParams } from '@/components/admin/resource/list-state';
import { USERS_LIST } from '@/components/admin/sections/user/users-config';

describe('the generic list state', () => {
  it('sends the users filters under the API names and the newest accounts first', () => {
    const query = apiQuery(
      { type: 'beta', role: 'r-admin', status: 'active', q: '  sara ', page: 2, limit: 50 },
      USERS_LIST,
    );
    expect(query).toEqual({
      userType: 'beta',
      roleId: 'r-admin',
      status: 'active',
      q: 'sara',
      deleted: undefined,
      sort: '-createdAt',
      page: 2,
      limit: 50,
    });
    expect(query).not.toHaveProperty('type');
    expect(query).not.toHaveProperty('role');
  });

  it('keeps a filter with a closed set to its values and any other to a string', () => {
    const parsers = filterParams(USERS_LIST.filterKeys, USERS_LIST.filterValues);
    expect(parsers.type!.parse('beta')).toBe('beta');
    expect(parsers.type!.parse('root')).toBeNull();
    expect(parsers.verified!.parse('maybe')).toBeNull();
    expect(parsers.role!.parse('any-role-id')).toBe('any-role-id');
    expect(createSerializer(parsers)({ type: 'beta', role: 'r1' })).toBe('?type=beta&role=r1');
  });

  it('leaves a section without API names as it was', () => {
    const query = apiQuery(
      { shopId: 's1', sort: 'name' },
      { sorts: ['name'], defaultSort: '-createdAt', filterKeys: ['shopId'] },
    );
    expect(query).toMatchObject({ shopId: 's1', sort: 'name', page: 1, limit: 25 });
  });
});
