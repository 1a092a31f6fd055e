'use client';

import { useTranslations } from 'next-intl';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageHeading } from '../../audit/page-parts';
import { RolesPanel } from './roles-panel';
import { UserDetailSheet } from './user-detail-sheet';
import { UsersList } from './users-list';

const TABS = ['users', 'roles'] as const;

/** `/admin/user`: the Users and Roles tabs (`tab` in the URL) and the account sheet. */
export function UsersSection() {
  const t = useTranslations('admin.users');
  const { can } = usePermissions();
  const canRoles = can('view', 'role');
  const [tab, setTab] = useQueryState('tab', parseAsStringLiteral(TABS).withDefault('users'));
  const current = canRoles ? tab : 'users';

  return (
    // One shrinkable column down to the list: its wide table scrolls inside its box, not the page.
    <div className="grid grid-cols-1 gap-4">
      <PageHeading title={t('title')} intro={t('intro')} />
      <Tabs
        value={current}
        onValueChange={(value) => void setTab(value === 'roles' ? 'roles' : null)}
      >
        {canRoles ? (
          <TabsList aria-label={t('tabs')}>
            <TabsTrigger value="users">{t('tabUsers')}</TabsTrigger>
            <TabsTrigger value="roles">{t('tabRoles')}</TabsTrigger>
          </TabsList>
        ) : null}
        <TabsContent value="users" className="pt-2">
          <UsersList />
        </TabsContent>
        {canRoles ? (
          <TabsContent value="roles" className="pt-2">
            <RolesPanel />
          </TabsContent>
        ) : null}
      </Tabs>
      <UserDetailSheet />
    </div>
  );
}
