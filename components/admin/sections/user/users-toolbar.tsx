'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { COUNTRIES } from '@/lib/countries';
import { FilterSelect, SearchField } from '../../resource/toolbar-parts';
import { useAdminLocale } from '../../audit/audit-bits';
import type { ListView } from '../../resource/use-list-view';
import { ACCOUNT_STATUSES, USER_TYPES, type AdminRole, type AdminUser } from './types';

/** Search (email, name), filters and the trash switch of the users list. */
export function UsersToolbar({
  view,
  roles,
}: {
  view: ListView<AdminUser>;
  roles: AdminRole[] | undefined;
}) {
  const { state, filterState: filters, trash } = view;
  const onFilter = (key: string) => (value: string) => view.filter(key, value || null);
  const t = useTranslations('admin.users');
  const tf = useTranslations('admin.users.filters');
  const locale = useAdminLocale();
  const any = <option value="">{tf('any')}</option>;
  const countries = [...COUNTRIES].sort((a, b) => a[locale].localeCompare(b[locale], locale));

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <SearchField label={tf('search')} value={state.q} onSearch={view.onSearch} />
        <Button
          variant={trash ? 'default' : 'outline'}
          size="sm"
          aria-pressed={trash}
          onClick={() => view.update({ deleted: trash ? null : 'only' })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('trash')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <FilterSelect
          label={tf('status')}
          value={filters.status ?? null}
          onValue={onFilter('status')}
        >
          {any}
          {ACCOUNT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={tf('type')} value={filters.type ?? null} onValue={onFilter('type')}>
          {any}
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={tf('country')}
          value={filters.country ?? null}
          onValue={onFilter('country')}
        >
          {any}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c[locale]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={tf('verified')}
          value={filters.verified ?? null}
          onValue={onFilter('verified')}
        >
          {any}
          <option value="true">{tf('verifiedYes')}</option>
          <option value="false">{tf('verifiedNo')}</option>
        </FilterSelect>
        {roles ? (
          <FilterSelect label={tf('role')} value={filters.role ?? null} onValue={onFilter('role')}>
            {any}
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </FilterSelect>
        ) : null}
      </div>
    </div>
  );
}
