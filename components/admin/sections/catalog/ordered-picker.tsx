'use client';

import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAdminLocale } from '../../audit/audit-bits';
import { pickedName, RecordSearch, usePickedRecord, type PickedSection } from './shop-picker';

/** `list` with the item at `index` moved by `delta` places (unchanged at either end). */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** `list` without `id` when it holds it, else with `id` added at the end. */
export function toggleItem(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

function PickedRow({
  section,
  id,
  index,
  count,
  onMove,
  onRemove,
}: {
  section: PickedSection;
  id: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('admin.resource.orderedPicker');
  const locale = useAdminLocale();
  const record = usePickedRecord(section, id);
  const name = record.data ? pickedName(section, record.data, locale) : record.isError ? id : '…';
  const gone = Boolean(record.data?.deletedAt);
  return (
    <li className="flex min-w-0 items-center gap-1 rounded-md border px-2 py-1 text-sm">
      <span className="text-muted-foreground w-6 shrink-0 text-xs tabular-nums">{index + 1}.</span>
      <bdi className="min-w-0 flex-1 truncate">{name}</bdi>
      {gone ? <span className="text-destructive shrink-0 text-xs">{t('inTrash')}</span> : null}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        disabled={index === 0}
        aria-label={t('moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        disabled={index === count - 1}
        aria-label={t('moveDown', { name })}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('remove', { name })}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/**
 * Several shops or coupons in an order that matters (a campaign page lists them so): a search
 * that adds (or, for a ticked one, removes) records, and the chosen list with move up / down and
 * remove buttons. `value` is the ids in order.
 */
export function OrderedPicker({
  section,
  legend,
  hint,
  addLabel,
  value,
  onChange,
  error,
}: {
  section: PickedSection;
  legend: string;
  hint?: string;
  addLabel: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const t = useTranslations('admin.resource.orderedPicker');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
      <RecordSearch
        section={section}
        selected={value}
        closeOnPick={false}
        onPick={(id) => onChange(toggleItem(value, id))}
        trigger={
          <span className="text-muted-foreground flex items-center gap-1 truncate">
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </span>
        }
      />
      {value.length ? (
        <ol className="grid gap-1" aria-label={legend}>
          {value.map((id, index) => (
            <PickedRow
              key={id}
              section={section}
              id={id}
              index={index}
              count={value.length}
              onMove={(delta) => onChange(moveItem(value, index, delta))}
              onRemove={() => onChange(value.filter((x) => x !== id))}
            />
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground text-sm">{t('empty')}</p>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
