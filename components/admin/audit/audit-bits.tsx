'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { isClientError } from '@/lib/api/client-error';
import { plainSpaces } from '@/lib/format/day';
import { relativeTime } from '@/lib/format/relative-time';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import type { AuditEntryDto } from '@/lib/validation/admin';
import { translateKnown } from '@/lib/i18n/translate-known';

export type AuditAction = AuditEntryDto['action'];

/** The query key prefix of every activity-log read (a write's mutation invalidates it). */
export const AUDIT_QUERY_KEY = ['admin', 'audit'] as const;

/** One page of GET /audit. */
export interface AuditPage {
  items: AuditEntryDto[];
  total: number;
  page: number;
  limit: number;
}

/** The admin's language (the admin layout sets next-intl's locale from its cookie). */
export function useAdminLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : 'en';
}

/**
 * Where a record of a section is opened in the admin, or null when the section has no screen
 * yet (or the record is gone for good).
 */
export function recordHref(section: string, recordId: string, action?: AuditAction): string | null {
  if (action === 'hard_delete') return null;
  const id = encodeURIComponent(recordId);
  switch (section) {
    case 'shop':
    case 'coupon':
    case 'category':
    case 'provider':
    case 'ads':
    case 'cartarm':
    case 'product':
    case 'uninstall':
      return `/admin/${section}?edit=${id}`;
    case 'campaign':
      // The section's screen lives at /admin/campaigns (its nav entry), the API at /campaign.
      return `/admin/campaigns?edit=${id}`;
    case 'user':
      return `/admin/user?view=${id}`;
    case 'role':
      return `/admin/user?tab=roles&role=${id}`;
    default:
      return null;
  }
}

/** A section's name in the admin's language (any string the log may hold). */
export function useSectionName() {
  const t = useTranslations('admin.audit.sections');
  return (section: string) => translateKnown(t, section) ?? section;
}

/** "5 minutes ago", then a short date after two days, in the admin's language. */
export function useRelativeTime() {
  const t = useTranslations('admin.audit.time');
  const locale = useAdminLocale();
  return (iso: string, now: Date = new Date()) => {
    const r = relativeTime(new Date(iso), now, locale);
    if (r.kind === 'date') return r.text;
    if (r.kind === 'justNow') return t('justNow');
    return t(r.kind, { count: r.count });
  };
}

/** The full date and time of an instant, for a `title` next to a relative time. */
export function fullDateTime(iso: string, locale: Locale): string {
  return plainSpaces(
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso)),
  );
}

const ACTION_VARIANT: Record<AuditAction, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  create: 'default',
  update: 'secondary',
  delete: 'destructive',
  hard_delete: 'destructive',
  restore: 'outline',
  import: 'secondary',
};

/** The kind of write, as a coloured badge. */
export function ActionBadge({ action }: { action: AuditAction }) {
  const t = useTranslations('admin.audit.actions');
  return <Badge variant={ACTION_VARIANT[action]}>{t(action)}</Badge>;
}

/** The translated message of a failed call (`errors.<TITLE>`). */
export function useErrorText() {
  const t = useTranslations('errors');
  return (error: unknown) =>
    t(isClientError(error) && t.has(error.title) ? error.title : 'INTERNAL_SERVER_ERROR');
}
