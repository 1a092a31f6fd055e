'use client';

import { Badge } from '@/components/ui/badge';
import { plainSpaces } from '@/lib/format/day';
import { fullDateTime, useAdminLocale, useRelativeTime } from '../audit/audit-bits';
import { OpenRecordButton } from './open-record';

/**
 * "3 hours ago" (`absolute`: the date, for instants that may lie ahead such as an expiry), with
 * the full date and time on hover.
 */
export function DateCell({ iso, absolute = false }: { iso: string | null; absolute?: boolean }) {
  const locale = useAdminLocale();
  const when = useRelativeTime();
  if (!iso) return <span className="text-muted-foreground">—</span>;
  const text = absolute
    ? plainSpaces(
        new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
          dateStyle: 'medium',
        }).format(new Date(iso)),
      )
    : when(iso);
  return (
    <time dateTime={iso} title={fullDateTime(iso, locale)} className="whitespace-nowrap">
      {text}
    </time>
  );
}

/**
 * A row's name in the admin's language over a second line (the other language, a code, a
 * slug); a button that opens the record.
 */
export function NameCell({
  id,
  primary,
  secondary,
  openLabel,
  image,
}: {
  id: string;
  primary: string;
  secondary?: string | null;
  openLabel: string;
  image?: string | null;
}) {
  return (
    <div className="flex max-w-72 min-w-40 items-center gap-2">
      {image ? (
        // Admin thumbnails come from any configured URL: a plain img, no optimizer.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          className="bg-muted size-8 shrink-0 rounded object-contain"
        />
      ) : null}
      <OpenRecordButton id={id} label={openLabel}>
        <span className="truncate font-medium">
          <bdi>{primary}</bdi>
        </span>
        {secondary ? (
          <span className="text-muted-foreground truncate text-xs">
            <bdi>{secondary}</bdi>
          </span>
        ) : null}
      </OpenRecordButton>
    </div>
  );
}

/** A status as a badge: the "on" value plain, anything else outlined or red. */
export function StatusBadge({
  status,
  label,
  tone,
}: {
  status: string;
  label: string;
  tone: 'on' | 'off' | 'stop';
}) {
  return (
    <Badge
      data-status={status}
      variant={tone === 'on' ? 'secondary' : tone === 'stop' ? 'destructive' : 'outline'}
    >
      {label}
    </Badge>
  );
}
