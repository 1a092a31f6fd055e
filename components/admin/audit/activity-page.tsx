'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
  type inferParserType,
} from 'nuqs';
import { useId, useState } from 'react';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import { ADMIN_SECTIONS } from '@/lib/auth/permissions';
import { AUDIT_ACTIONS, type AuditEntryDto } from '@/lib/validation/admin';
import { cn } from '@/lib/utils';
import {
  ActionBadge,
  AUDIT_QUERY_KEY,
  fullDateTime,
  recordHref,
  useAdminLocale,
  useErrorText,
  useRelativeTime,
  useSectionName,
  type AuditPage,
} from './audit-bits';
import { ChangesView } from './changes-view';
import { NativeSelect } from './native-select';

export const ACTIVITY_PAGE_SIZE = 25;

/** The activity log's state in the URL, so a filtered view can be bookmarked and shared. */
export const activityParams = {
  section: parseAsStringLiteral(ADMIN_SECTIONS),
  action: parseAsStringLiteral(AUDIT_ACTIONS),
  actor: parseAsString,
  record: parseAsString,
  from: parseAsString,
  to: parseAsString,
  page: parseAsInteger.withDefault(1),
};

type ActivityState = inferParserType<typeof activityParams>;
type ActivityFilters = Partial<{
  [K in Exclude<keyof ActivityState, 'page'>]: ActivityState[K] | null;
}>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

function Entry({
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
function Chip({
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

/**
 * The global activity log (`/admin/activity`): every admin write the staff member may see,
 * newest first, filtered by section, action, person, record and dates, a page at a time.
 */
export function ActivityPage() {
  const t = useTranslations('admin.activity');
  const ta = useTranslations('admin.audit');
  const sectionName = useSectionName();
  const errorText = useErrorText();
  const { can } = usePermissions();
  const [params, setParams] = useQueryStates(activityParams);
  const ids = { section: useId(), action: useId(), from: useId(), to: useId() };

  const query = {
    section: params.section ?? undefined,
    action: params.action ?? undefined,
    actorId: params.actor ?? undefined,
    recordId: params.record ?? undefined,
    from: day(params.from),
    to: day(params.to),
    page: Math.max(1, params.page),
    limit: ACTIVITY_PAGE_SIZE,
  };
  const result = useQuery({
    queryKey: [...AUDIT_QUERY_KEY, 'list', query],
    queryFn: () => adminApi.get<AuditPage>('audit', query),
    placeholderData: keepPreviousData,
  });

  // Any filter change starts again at the first page.
  const filter = (patch: ActivityFilters) => void setParams({ ...patch, page: null });

  const sections = ADMIN_SECTIONS.filter((s) => can('view', s));
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / result.data.limit)) : 1;
  const filtered = Object.entries(params).some(([k, v]) => k !== 'page' && v !== null);
  const firstActor = result.data?.items.find((e) => e.actor.id === params.actor)?.actor.email;
  const firstRecord = result.data?.items.find((e) => e.recordId === params.record);

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground text-sm">{t('intro')}</p>
      </div>

      <form
        role="search"
        aria-label={t('filters')}
        onSubmit={(e) => e.preventDefault()}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.section}>{t('section')}</Label>
          <NativeSelect
            id={ids.section}
            value={params.section ?? ''}
            onChange={(e) => filter({ section: activityParams.section.parse(e.target.value) })}
          >
            <option value="">{t('allSections')}</option>
            {sections.map((s) => (
              <option key={s} value={s}>
                {sectionName(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.action}>{t('action')}</Label>
          <NativeSelect
            id={ids.action}
            value={params.action ?? ''}
            onChange={(e) => filter({ action: activityParams.action.parse(e.target.value) })}
          >
            <option value="">{t('allActions')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ta(`actions.${a}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>{t('from')}</Label>
          <Input
            id={ids.from}
            type="date"
            className="h-9 text-sm"
            value={day(params.from) ?? ''}
            max={day(params.to)}
            onChange={(e) => filter({ from: e.target.value || null })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>{t('to')}</Label>
          <Input
            id={ids.to}
            type="date"
            className="h-9 text-sm"
            value={day(params.to) ?? ''}
            min={day(params.from)}
            onChange={(e) => filter({ to: e.target.value || null })}
          />
        </div>
      </form>

      {filtered ? (
        <div className="flex flex-wrap items-center gap-2">
          {params.actor ? (
            <Chip
              label={t('byActor', { email: firstActor ?? params.actor })}
              clearLabel={t('clearActor')}
              onClear={() => filter({ actor: null })}
            />
          ) : null}
          {params.record ? (
            <Chip
              label={t('onRecord', { label: firstRecord?.recordLabel || params.record })}
              clearLabel={t('clearRecord')}
              onClear={() => filter({ record: null })}
            />
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void setParams({
                section: null,
                action: null,
                actor: null,
                record: null,
                from: null,
                to: null,
                page: null,
              })
            }
          >
            {t('clearAll')}
          </Button>
        </div>
      ) : null}

      {result.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={ta('loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : result.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorText(result.error)}
        </p>
      ) : result.data.items.length === 0 ? (
        <div className="text-muted-foreground rounded-lg border border-dashed p-8 text-center text-sm">
          {filtered ? t('emptyFiltered') : t('empty')}
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t('total', { count: result.data.total })}
          </p>
          <ul className={cn('grid gap-2', result.isPlaceholderData && 'opacity-60')}>
            {result.data.items.map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                onActor={(id) => filter({ actor: id })}
                onRecord={(section, id) =>
                  filter({ section: activityParams.section.parse(section), record: id })
                }
              />
            ))}
          </ul>
          <nav aria-label={t('pagination')} className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={query.page <= 1}
              onClick={() => void setParams({ page: query.page - 1 > 1 ? query.page - 1 : null })}
            >
              <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('previous')}
            </Button>
            <span className="text-muted-foreground text-sm">
              {t('pageOf', { page: query.page, pages })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={query.page >= pages}
              onClick={() => void setParams({ page: query.page + 1 })}
            >
              {t('next')}
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
