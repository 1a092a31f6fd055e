'use client';

import { ChevronDown, ExternalLink, X } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AuditEntryDto } from '@/lib/validation/admin';
import { cn } from '@/lib/utils';
import {
  ActionBadge,
  fullDateTime,
  recordHref,
  useAdminLocale,
  useRelativeTime,
  useSectionName,
} from './audit-bits';
import { ChangesView } from './changes-view';

/** One write of the log: a summary line that opens to its changed fields and links. */
export function ActivityEntry({
  entry,
  onActor,
  onRecord,
}: {
  entry: AuditEntryDto;
  onActor: (id: string) => void;
  onRecord: (section: string, id: string) => void;
}) {
  const t = useTranslations('admin.activity');
  const ta = useTranslations('admin.audit');
  const locale = useAdminLocale();
  const when = useRelativeTime();
  const sectionName = useSectionName();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const href = recordHref(entry.section, entry.recordId, entry.action);
  const label = entry.recordLabel || entry.recordId;
  const fields = Object.keys(entry.changes).length;

  return (
    <li className="bg-card rounded-lg border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="hover:bg-accent/50 focus-visible:ring-ring/50 grid w-full gap-1 rounded-lg p-3 text-start focus-visible:ring-[3px] focus-visible:outline-none"
      >
        <span className="flex min-w-0 flex-wrap items-center gap-2">
          <ActionBadge action={entry.action} />
          <span className="text-muted-foreground text-xs">{sectionName(entry.section)}</span>
          <span className="min-w-0 flex-1 truncate font-medium">
            <bdi>{label}</bdi>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </span>
        <span className="text-muted-foreground flex min-w-0 flex-wrap gap-x-3 text-xs">
          <span className="truncate">{entry.actor.email ?? ta('system')}</span>
          <time dateTime={entry.at} title={fullDateTime(entry.at, locale)}>
            {when(entry.at)}
          </time>
          <span>{t('fieldCount', { count: fields })}</span>
        </span>
      </button>
      {open ? (
        <div id={panelId} className="grid gap-3 border-t p-3">
          <ChangesView changes={entry.changes} />
          <div className="flex flex-wrap items-center gap-2 text-xs">
            {href ? (
              <Button asChild variant="outline" size="sm">
                <Link href={href}>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  {t('openRecord')}
                </Link>
              </Button>
            ) : null}
            {entry.actor.id ? (
              <Button variant="ghost" size="sm" onClick={() => onActor(entry.actor.id!)}>
                {t('onlyActor')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRecord(entry.section, entry.recordId)}
            >
              {t('onlyRecord')}
            </Button>
            {entry.requestId ? (
              <span className="text-muted-foreground ms-auto font-mono">
                {t('requestId', { id: entry.requestId })}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** A filter shown as a removable chip (actor and record come from a row, not a field). */
export function Chip({
  label,
  onClear,
  clearLabel,
}: {
  label: string;
  onClear: () => void;
  clearLabel: string;
}) {
  return (
    <span className="bg-secondary text-secondary-foreground inline-flex max-w-full items-center gap-1 rounded-full py-0.5 ps-3 pe-1 text-xs">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={clearLabel}
        className="hover:bg-accent focus-visible:ring-ring/50 rounded-full p-1 focus-visible:ring-[3px] focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-3" />
      </button>
    </span>
  );
}
