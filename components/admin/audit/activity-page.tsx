'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
  type inferParserType,
} from 'nuqs';
import { useId } from 'react';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import { ADMIN_SECTIONS } from '@/lib/auth/permissions';
import { AUDIT_ACTIONS } from '@/lib/validation/admin';
import { cn } from '@/lib/utils';
import { AUDIT_QUERY_KEY, useErrorText, useSectionName, type AuditPage } from './audit-bits';
import { ActivityEntry, Chip } from './activity-entry';
import { DateField } from './date-field';
import { NativeSelect } from './native-select';
import { PageHeading, Pager } from './page-parts';

const ACTIVITY_PAGE_SIZE = 25;

/** The activity log's state in the URL, so a filtered view can be bookmarked and shared. */
const activityParams = {
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

/**
 * The global activity log (`/admin/activity`): every admin write the staff member may see,
 * newest first, filtered by section, action, person, record and dates, a page at a time.
 */
export function ActivityPage() {
  const t = useTranslations('admin.activity');
  const ta = useTranslations('admin.audit');
  const errorText = useErrorText();
  const [params, setParams] = useQueryStates(activityParams);

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

  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / result.data.limit)) : 1;
  const filtered = Object.entries(params).some(([k, v]) => k !== 'page' && v !== null);
  const firstActor = result.data?.items.find((e) => e.actor.id === params.actor)?.actor.email;
  const firstRecord = result.data?.items.find((e) => e.recordId === params.record);

  return (
    <div className="grid gap-4">
      <PageHeading title={t('title')} intro={t('intro')} />

      <ActivityFilterForm params={params} onFilter={filter} />

      {filtered ? (
        <FilterChips
          params={params}
          actorEmail={firstActor}
          recordLabel={firstRecord?.recordLabel}
          onFilter={filter}
          onClearAll={() =>
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
        />
      ) : null}

      {result.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label={ta('loading')}>
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
              <ActivityEntry
                key={entry.id}
                entry={entry}
                onActor={(id) => filter({ actor: id })}
                onRecord={(section, id) =>
                  filter({ section: activityParams.section.parse(section), record: id })
                }
              />
            ))}
          </ul>
          <Pager
            page={query.page}
            pages={pages}
            onPage={(page) => void setParams({ page })}
            label={t('pagination')}
            pageText={t('pageOf', { page: query.page, pages })}
            previous={t('previous')}
            next={t('next')}
          />
        </>
      )}
    </div>
  );
}

/** Section, action and date filters (the search landmark above the log). */
function ActivityFilterForm({
  params,
  onFilter,
}: {
  params: ActivityState;
  onFilter: (patch: ActivityFilters) => void;
}) {
  const t = useTranslations('admin.activity');
  const ta = useTranslations('admin.audit');
  const sectionName = useSectionName();
  const { can } = usePermissions();
  const ids = { section: useId(), action: useId() };
  const sections = ADMIN_SECTIONS.filter((s) => can('view', s));
  return (
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
          onChange={(e) => onFilter({ section: activityParams.section.parse(e.target.value) })}
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
          onChange={(e) => onFilter({ action: activityParams.action.parse(e.target.value) })}
        >
          <option value="">{t('allActions')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ta(`actions.${a}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DateField
        label={t('from')}
        value={day(params.from) ?? ''}
        max={day(params.to)}
        onValue={(v) => onFilter({ from: v || null })}
      />
      <DateField
        label={t('to')}
        value={day(params.to) ?? ''}
        min={day(params.from)}
        onValue={(v) => onFilter({ to: v || null })}
      />
    </form>
  );
}

/** The person and record filters as removable chips, and "clear all". */
function FilterChips({
  params,
  actorEmail,
  recordLabel,
  onFilter,
  onClearAll,
}: {
  params: ActivityState;
  /** The person's email when an entry on the page names them (else their id is shown). */
  actorEmail: string | null | undefined;
  recordLabel: string | null | undefined;
  onFilter: (patch: ActivityFilters) => void;
  onClearAll: () => void;
}) {
  const t = useTranslations('admin.activity');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {params.actor ? (
        <Chip
          label={t('byActor', { email: actorEmail ?? params.actor })}
          clearLabel={t('clearActor')}
          onClear={() => onFilter({ actor: null })}
        />
      ) : null}
      {params.record ? (
        <Chip
          label={t('onRecord', { label: recordLabel || params.record })}
          clearLabel={t('clearRecord')}
          onClear={() => onFilter({ record: null })}
        />
      ) : null}
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        {t('clearAll')}
      </Button>
    </div>
  );
}
