'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { COUNTRIES } from '@/lib/countries';
import { FilterSelect, SearchField } from '../../resource/toolbar-parts';
import { useAdminLocale } from '../../audit/audit-bits';
import { ACCOUNT_STATUSES, USER_TYPES, type AdminRole } from './types';
import { usersParams, type UsersFilters, type UsersState } from './users-query';

/** Search (email, name), filters and the trash switch of the users list. */
export function UsersToolbar({
  state,
  roles,
  onChange,
}: {
  state: UsersState;
  roles: AdminRole[] | undefined;
  onChange: (filters: UsersFilters) => void;
}) {
  const t = useTranslations('admin.users');
  const tf = useTranslations('admin.users.filters');
  const locale = useAdminLocale();
  const any = <option value="">{tf('any')}</option>;
  const countries = [...COUNTRIES].sort((a, b) => a[locale].localeCompare(b[locale], locale));

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <SearchField label={tf('search')} value={state.q} onSearch={(q) => onChange({ q })} />
        <Button
          variant={state.deleted ? 'default' : 'outline'}
          size="sm"
          aria-pressed={state.deleted === 'only'}
          onClick={() => onChange({ deleted: state.deleted ? null : 'only' })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('trash')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <FilterSelect
          label={tf('status')}
          value={state.status}
          onValue={(v) => onChange({ status: usersParams.status.parse(v) })}
        >
          {any}
          {ACCOUNT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={tf('type')}
          value={state.type}
          onValue={(v) => onChange({ type: usersParams.type.parse(v) })}
        >
          {any}
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={tf('country')}
          value={state.country}
          onValue={(v) => onChange({ country: usersParams.country.parse(v) })}
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
          value={state.verified}
          onValue={(v) => onChange({ verified: usersParams.verified.parse(v) })}
        >
          {any}
          <option value="true">{tf('verifiedYes')}</option>
          <option value="false">{tf('verifiedNo')}</option>
        </FilterSelect>
        {roles ? (
          <FilterSelect
            label={tf('role')}
            value={state.role}
            onValue={(v) => onChange({ role: v || null })}
          >
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
