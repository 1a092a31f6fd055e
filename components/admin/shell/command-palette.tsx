'use client';

import { useQuery } from '@tanstack/react-query';
import { Store, TicketPercent, UserRound } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import {
  CommandDialog,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { adminApi } from '@/lib/admin/api-client';
import { canSee } from '@/lib/admin/sections';
import type { AdminSection } from '@/lib/auth/permissions';
import type { CouponResource } from '@/lib/validation/coupon';
import type { ShopResource } from '@/lib/validation/shop';
import { useDebounced } from '../resource/use-debounced';
import { NAV_ICONS } from './nav-icons';
import { visibleNav } from './sidebar-nav';

/** Records are searched from this many characters on. */
const PALETTE_MIN_CHARS = 2;
/** Wait after the last key before searching. */
export const PALETTE_DEBOUNCE_MS = 250;
const LIMIT = 5;

interface PaletteUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

type Bilingual = { ar: string; en: string };
const inLocale = (text: Bilingual, locale: string) =>
  (locale === 'ar' ? text.ar : text.en) || text.en || text.ar;

/** First page of one resource's search, only when the staff member may view it. */
function useRecordSearch<T>(section: AdminSection, q: string, permissions: readonly string[]) {
  return useQuery({
    queryKey: ['admin', 'palette', section, q],
    queryFn: () => adminApi.get<{ items: T[] }>(section, { q, limit: LIMIT }),
    enabled: q.length >= PALETTE_MIN_CHARS && canSee(permissions, section),
    staleTime: 30_000,
    retry: false,
  });
}

/** Opens on ⌘K / Ctrl+K anywhere in the admin. */
function useShortcut(onToggle: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        onToggle();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onToggle]);
}

/**
 * The command palette: jump to any section the staff member sees, or find a shop, coupon or
 * user by name (from 2 characters, debounced) and open its record in its section.
 */
export function CommandPalette({
  open,
  onOpenChange,
  permissions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  permissions: readonly string[];
}) {
  const t = useTranslations('admin.palette');
  const tn = useTranslations('admin.nav');
  const tc = useTranslations('admin.common');
  const locale = useLocale();
  const router = useRouter();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), PALETTE_DEBOUNCE_MS);

  useShortcut(() => onOpenChange(!open));

  const shops = useRecordSearch<ShopResource>('shop', q, permissions);
  const coupons = useRecordSearch<CouponResource>('coupon', q, permissions);
  const users = useRecordSearch<PaletteUser>('user', q, permissions);
  const searches = [shops, coupons, users];
  const searching = searches.some((s) => s.isFetching) || (query.trim() !== q && q !== '');
  const failed = searches.some((s) => s.isError);

  const needle = query.trim().toLocaleLowerCase(locale);
  const sections = visibleNav(permissions).filter(
    (entry) => !needle || tn(entry.key).toLocaleLowerCase(locale).includes(needle),
  );
  const searched = q.length >= PALETTE_MIN_CHARS;
  const found =
    (shops.data?.items.length ?? 0) +
    (coupons.data?.items.length ?? 0) +
    (users.data?.items.length ?? 0);

  // A search that failed is only worth a word when nothing else came back.
  const status = searching
    ? t('searching')
    : !searched
      ? t('hint')
      : found > 0
        ? ''
        : failed
          ? t('failed')
          : sections.length === 0
            ? t('empty')
            : '';

  const go = (href: string) => {
    onOpenChange(false);
    setQuery('');
    router.push(href);
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      closeLabel={tc('close')}
      commandProps={{ shouldFilter: false, label: t('title') }}
    >
      <CommandInput value={query} onValueChange={setQuery} placeholder={t('placeholder')} />
      <CommandList>
        {sections.length > 0 ? (
          <CommandGroup heading={t('sections')}>
            {sections.map((entry) => {
              const Icon = NAV_ICONS[entry.key];
              return (
                <CommandItem
                  key={entry.key}
                  value={`section:${entry.key}`}
                  onSelect={() => go(entry.href)}
                >
                  <Icon aria-hidden="true" />
                  {tn(entry.key)}
                </CommandItem>
              );
            })}
          </CommandGroup>
        ) : null}
        {searched && shops.data?.items.length ? (
          <ShopGroup shops={shops.data.items} onGo={go} />
        ) : null}
        {searched && coupons.data?.items.length ? (
          <CouponGroup coupons={coupons.data.items} onGo={go} />
        ) : null}
        {searched && users.data?.items.length ? (
          <UserGroup users={users.data.items} onGo={go} />
        ) : null}
      </CommandList>
      <div
        role="status"
        className="text-muted-foreground px-4 py-3 text-center text-sm empty:hidden"
      >
        {status}
      </div>
    </CommandDialog>
  );
}

/** Shops found, each opening its record in the Shops section. */
function ShopGroup({ shops, onGo }: { shops: ShopResource[]; onGo: (href: string) => void }) {
  const t = useTranslations('admin.palette');
  const locale = useLocale();
  return (
    <CommandGroup heading={t('shops')}>
      {shops.map((shop) => (
        <CommandItem
          key={shop.id}
          value={`shop:${shop.id}`}
          onSelect={() => onGo(`/admin/shop?edit=${encodeURIComponent(shop.id)}`)}
        >
          <Store aria-hidden="true" />
          <span className="truncate">{inLocale(shop.name, locale)}</span>
        </CommandItem>
      ))}
    </CommandGroup>
  );
}

/** Coupons found, with their code, each opening its record in the Coupons section. */
function CouponGroup({
  coupons,
  onGo,
}: {
  coupons: CouponResource[];
  onGo: (href: string) => void;
}) {
  const t = useTranslations('admin.palette');
  const locale = useLocale();
  return (
    <CommandGroup heading={t('coupons')}>
      {coupons.map((coupon) => (
        <CommandItem
          key={coupon.id}
          value={`coupon:${coupon.id}`}
          onSelect={() => onGo(`/admin/coupon?edit=${encodeURIComponent(coupon.id)}`)}
        >
          <TicketPercent aria-hidden="true" />
          <span className="truncate">{inLocale(coupon.title, locale)}</span>
          {coupon.code ? (
            <span className="text-muted-foreground ms-auto font-mono text-xs" dir="ltr">
              {coupon.code}
            </span>
          ) : null}
        </CommandItem>
      ))}
    </CommandGroup>
  );
}

/** Accounts found (name, else email), each opening the account's sheet. */
function UserGroup({ users, onGo }: { users: PaletteUser[]; onGo: (href: string) => void }) {
  const t = useTranslations('admin.palette');
  return (
    <CommandGroup heading={t('users')}>
      {users.map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        return (
          <CommandItem
            key={user.id}
            value={`user:${user.id}`}
            onSelect={() => onGo(`/admin/user?view=${encodeURIComponent(user.id)}`)}
          >
            <UserRound aria-hidden="true" />
            <span className="truncate">{name || user.email}</span>
            {name ? (
              <span className="text-muted-foreground ms-auto truncate text-xs">
                <bdi>{user.email}</bdi>
              </span>
            ) : null}
          </CommandItem>
        );
      })}
    </CommandGroup>
  );
}
