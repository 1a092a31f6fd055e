'use client';

import { Search, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { COUNTRIES } from '@/lib/countries';
import { NativeSelect } from '../../audit/native-select';
import { useAdminLocale } from '../../audit/audit-bits';
import { ACCOUNT_STATUSES, USER_TYPES, type AdminRole } from './types';
import { usersParams, type UsersFilters, type UsersState } from './users-query';

/** Wait after the last key before the search goes to the URL (and the API). */
export const SEARCH_DEBOUNCE_MS = 300;

function FilterSelect({
  label,
  value,
  onValue,
  children,
}: {
  label: string;
  value: string | null;
  onValue: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onValue(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

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
  const searchId = useId();
  const [q, setQ] = useState(state.q ?? '');
  const [urlQ, setUrlQ] = useState(state.q);

  // The field follows the URL (back/forward: adjusted while rendering, not in an effect), and
  // the URL follows typing after a pause.
  if (urlQ !== state.q) {
    setUrlQ(state.q);
    setQ(state.q ?? '');
  }
  useEffect(() => {
    if (q === (state.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: q.trim() || null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, state.q, onChange]);

  const any = <option value="">{tf('any')}</option>;
  const countries = [...COUNTRIES].sort((a, b) => a[locale].localeCompare(b[locale], locale));

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={searchId} className="text-xs">
            {tf('search')}
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2"
            />
            <Input
              id={searchId}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              className="h-9 ps-8 text-sm"
            />
          </div>
        </div>
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
