'use client';

import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { adminApi } from '@/lib/admin/api-client';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';
import type { CouponResource } from '@/lib/validation/coupon';
import type { ProductItem } from '@/lib/validation/product';
import type { ShopResource } from '@/lib/validation/shop';
import { useAdminLocale } from '../../audit/audit-bits';
import { resourceKey } from '../../resource/use-resource-writes';
import { useDebounced } from '../../resource/use-debounced';
import type { ListPage } from '../../resource/types';

const SEARCH_DEBOUNCE_MS = 250;
const RESULTS = 10;

/** What the pickers pick from: a catalogue list with search (`q`) and one-record reads. */
export type PickedSection = 'shop' | 'coupon' | 'product';
type Picked<S extends PickedSection> = S extends 'shop'
  ? ShopResource
  : S extends 'coupon'
    ? CouponResource
    : ProductItem;

/** How a picked record is named in the admin's language. */
export function pickedName(
  section: PickedSection,
  row: ShopResource | CouponResource | ProductItem,
  locale: Locale,
) {
  if (section === 'shop') {
    const shop = row as ShopResource;
    return shop.name[locale] || shop.name.en;
  }
  if (section === 'product') {
    const product = row as ProductItem;
    const title = product.title[locale] || product.title.en || product.title.ar || product.url;
    return `${title} — ${product.shop.name[locale] || product.shop.name.en}`;
  }
  const coupon = row as CouponResource;
  const title = coupon.title[locale] || coupon.title.en;
  const shop = coupon.shopName ? ` — ${coupon.shopName[locale] || coupon.shopName.en}` : '';
  return `${coupon.code ? `${coupon.code} · ` : ''}${title}${shop}`;
}

/** One record of `section` by id (deleted ones too), shared by every picker showing it. */
export function usePickedRecord<S extends PickedSection>(section: S, id: string | null) {
  return useQuery({
    queryKey: [...resourceKey(section), 'one', id],
    queryFn: () => adminApi.get<Picked<S>>(`${section}/${id}`, { includeDeleted: 'true' }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

/**
 * A search over thousands of `section` records (the API's own search, both languages) in a
 * popover: `trigger` is its button's content, `selected` ids show a check, `onPick` gets the
 * chosen id. `id` and the `aria-*` props go on the button (they come from the field).
 */
export function RecordSearch<S extends PickedSection>({
  section,
  trigger,
  selected,
  onPick,
  closeOnPick = true,
  filter,
  exclude = [],
  ...button
}: {
  section: S;
  trigger: ReactNode;
  selected: readonly string[];
  onPick: (id: string) => void;
  closeOnPick?: boolean;
  /** List filters the search keeps (a product's duplicates: `{shopId}`). */
  filter?: Record<string, string>;
  /** Records never offered (the record itself). */
  exclude?: readonly string[];
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  const t = useTranslations('admin.resource');
  const picker: PickedSection = section;
  const locale = useAdminLocale();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const search = useDebounced(q.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: [...resourceKey(section), 'picker', search, filter],
    queryFn: () =>
      adminApi.get<ListPage<Picked<S>>>(section, {
        ...filter,
        q: search || undefined,
        limit: RESULTS,
      }),
    enabled: open,
    staleTime: 30_000,
  });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          {...button}
          className="h-9 min-w-0 flex-1 justify-between px-2 font-normal"
        >
          {trigger}
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0">
        <Command shouldFilter={false}>
          <CommandInput value={q} onValueChange={setQ} placeholder={t(`${picker}Picker.search`)} />
          <CommandList>
            {results.isPending ? (
              <div className="text-muted-foreground p-3 text-sm">
                {t(`${picker}Picker.searching`)}
              </div>
            ) : (
              <CommandEmpty>{t(`${picker}Picker.none`)}</CommandEmpty>
            )}
            <CommandGroup>
              {(results.data?.items ?? [])
                .filter((row) => !exclude.includes(row.id))
                .map((row) => (
                  <CommandItem
                    key={row.id}
                    value={row.id}
                    onSelect={() => {
                      onPick(row.id);
                      if (closeOnPick) setOpen(false);
                    }}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn(
                        'size-4',
                        selected.includes(row.id) ? 'opacity-100' : 'opacity-0',
                      )}
                    />
                    <bdi className="truncate">{pickedName(section, row, locale)}</bdi>
                  </CommandItem>
                ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

/**
 * Picks one shop out of thousands: a button showing the chosen shop that opens a search (the
 * shops API's own search, both languages). `id` and the `aria-*` props come from the field.
 */
function ShopPicker({
  value,
  onChange,
  clearable = false,
  ...button
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  clearable?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  const t = useTranslations('admin.resource.shopPicker');
  const locale = useAdminLocale();
  const chosen = usePickedRecord('shop', value);

  return (
    <div className="flex min-w-0 gap-1">
      <RecordSearch
        section="shop"
        {...button}
        selected={value ? [value] : []}
        onPick={onChange}
        trigger={
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ? (
              chosen.data ? (
                <bdi>{pickedName('shop', chosen.data, locale)}</bdi>
              ) : (
                '…'
              )
            ) : (
              t('choose')
            )}
          </span>
        }
      />
      {clearable && value ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={() => onChange(null)}
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('clear')}</span>
        </Button>
      ) : null}
    </div>
  );
}

/** A list toolbar's shop filter (`shopId`): the label over a clearable shop picker. */
export function ShopFilter({
  label,
  value,
  onValue,
}: {
  label: string;
  value: string | null;
  onValue: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <ShopPicker id={id} value={value} onChange={onValue} clearable />
    </div>
  );
}

/** A record form's shop (`shopId`): the labelled picker with its hint and error. */
export function ShopField<V extends FieldValues>({
  form,
  label,
  hint,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  label: string;
  hint?: ReactNode;
}) {
  const name = 'shopId' as Path<V>;
  return (
    <FormField label={label} hint={hint} error={get(form.formState.errors, name)}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <ShopPicker
              {...control}
              value={(field.value as string) || null}
              onChange={(id) => field.onChange(id ?? '')}
            />
          )}
        />
      )}
    </FormField>
  );
}
