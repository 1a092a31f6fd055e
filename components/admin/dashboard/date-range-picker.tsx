'use client';

import { CalendarDays } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';
import { DateField } from '../audit/date-field';
import {
  formatRange,
  isDay,
  MAX_RANGE_DAYS,
  presetOf,
  RANGE_PRESETS,
  rangeLength,
  type DayRange,
  type RangePreset,
} from './date-range';

/** The custom range form: two labelled days, checked before they are applied. */
function CustomRange({
  range,
  today,
  onApply,
}: {
  range: DayRange;
  today: string;
  onApply: (range: DayRange) => void;
}) {
  const t = useTranslations('admin.dashboard.range');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(from) || !isDay(to)) return setError(t('invalid'));
    if (from > to) return setError(t('reversed'));
    if (to > today) return setError(t('future'));
    if (rangeLength({ from, to }) > MAX_RANGE_DAYS) {
      return setError(t('tooLong', { days: MAX_RANGE_DAYS }));
    }
    onApply({ from, to });
  };

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <DateField label={t('from')} value={from} max={today} onValue={setFrom} {...invalid} />
      <DateField label={t('to')} value={to} max={today} onValue={setTo} {...invalid} />
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm">
        {t('apply')}
      </Button>
    </form>
  );
}

/**
 * The dashboard's period: the last 7, 30 or 90 days in one click (`onChange(days)`), or any
 * from/to days in a popover (`onChange(range)`).
 */
export function DateRangePicker({
  range,
  today,
  locale,
  onChange,
}: {
  range: DayRange;
  today: string;
  locale: Locale;
  onChange: (range: DayRange | RangePreset) => void;
}) {
  const t = useTranslations('admin.dashboard.range');
  const [open, setOpen] = useState(false);
  const active = presetOf(range, today);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        role="group"
        aria-label={t('presets')}
        className="bg-muted inline-flex rounded-lg p-[3px]"
      >
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={active === days}
            onClick={() => onChange(days)}
            className={cn(
              'focus-visible:ring-ring/50 text-muted-foreground rounded-md px-3 py-1 text-sm font-medium focus-visible:ring-[3px] focus-visible:outline-none',
              active === days && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t('lastDays', { days })}
          </button>
        ))}
      </div>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('custom', { range: formatRange(range, locale) })}
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            <span>{formatRange(range, locale)}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-64">
          <CustomRange
            key={`${range.from}/${range.to}`}
            range={range}
            today={today}
            onApply={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
