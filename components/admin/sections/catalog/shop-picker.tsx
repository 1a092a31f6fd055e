'use client';

import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
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
import { cn } from '@/lib/utils';
import type { ShopResource } from '@/lib/validation/shop';
import { useAdminLocale } from '../../audit/audit-bits';
import { resourceKey } from '../../resource/use-resource-writes';
import { useDebounced } from '../../resource/use-debounced';
import type { ListPage } from '../../resource/types';

const SEARCH_DEBOUNCE_MS = 250;
const RESULTS = 10;

/**
 * Picks one shop out of thousands: a button showing the chosen shop that opens a search (the
 * shops API's own search, both languages). `id` and the `aria-*` props come from the field.
 */
export function ShopPicker({
  value,
  onChange,
  clearable = false,
  id,
  ...aria
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
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const search = useDebounced(q.trim(), SEARCH_DEBOUNCE_MS);
  const chosen = useQuery({
    queryKey: [...resourceKey('shop'), 'one', value],
    queryFn: () => adminApi.get<ShopResource>(`shop/${value}`, { includeDeleted: 'true' }),
    enabled: Boolean(value),
    staleTime: 60_000,
  });
  const results = useQuery({
    queryKey: [...resourceKey('shop'), 'picker', search],
    queryFn: () =>
      adminApi.get<ListPage<ShopResource>>('shop', { q: search || undefined, limit: RESULTS }),
    enabled: open,
    staleTime: 30_000,
  });
  const name = (shop: ShopResource) => shop.name[locale] || shop.name.en;

  return (
    <div className="flex min-w-0 gap-1">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            {...aria}
            className="h-9 min-w-0 flex-1 justify-between px-2 font-normal"
          >
            <span className={cn('truncate', !value && 'text-muted-foreground')}>
              {value ? chosen.data ? <bdi>{name(chosen.data)}</bdi> : '…' : t('choose')}
            </span>
            <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 opacity-50" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-72 p-0">
          <Command shouldFilter={false}>
            <CommandInput value={q} onValueChange={setQ} placeholder={t('search')} />
            <CommandList>
              {results.isPending ? (
                <div className="text-muted-foreground p-3 text-sm">{t('searching')}</div>
              ) : (
                <CommandEmpty>{t('none')}</CommandEmpty>
              )}
              <CommandGroup>
                {(results.data?.items ?? []).map((shop) => (
                  <CommandItem
                    key={shop.id}
                    value={shop.id}
                    onSelect={() => {
                      onChange(shop.id);
                      setOpen(false);
                    }}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn('size-4', shop.id === value ? 'opacity-100' : 'opacity-0')}
                    />
                    <bdi className="truncate">{name(shop)}</bdi>
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
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
