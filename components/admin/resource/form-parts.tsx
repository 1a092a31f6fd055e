'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import {
  Controller,
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'sonner';
import { applyApiError } from '@/components/forms/apply-api-error';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { adminApi } from '@/lib/admin/api-client';
import { isClientError } from '@/lib/api/client-error';
import { COUNTRIES } from '@/lib/countries';
import { cn } from '@/lib/utils';
import { NativeSelect } from '../audit/native-select';
import { useAdminLocale } from '../audit/audit-bits';
import { useRefreshSection } from './use-resource-writes';
import type { CatalogSection, ResourceRow } from './types';

export { payloadResolver } from '@/components/forms/payload-resolver';

export { fromLocalInput, orNull, toLocalInput } from '@/lib/resources/form-values';

/** A number input's text as a number (`''` → undefined, so the schema's default applies). */
export const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

export { slugify } from '@/lib/format/slugify';

/** As slugify, keeping Arabic letters and digits (diacritics and tatweel dropped). */
export function slugifyArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u0621-\u063A\u0641-\u064A\u0660-\u0669\u0671-\u06D3]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/**
 * Saves a record: POST for a new one, PATCH for an existing one. The API's field errors land on
 * their fields (`fields`), anything else above the buttons; success refreshes the section.
 */
export function useSaveRecord<T extends ResourceRow, V extends FieldValues>(
  section: CatalogSection,
  row: T | null,
  form: UseFormReturn<V, unknown, unknown>,
  fields: readonly Path<V>[],
  onSaved: (row: T) => void,
) {
  const t = useTranslations('admin.resource');
  const refresh = useRefreshSection(section);
  return useMutation({
    mutationFn: (payload: unknown) =>
      row ? adminApi.patch<T>(`${section}/${row.id}`, payload) : adminApi.post<T>(section, payload),
    onSuccess: async (saved) => {
      toast.success(row ? t('saved') : t('created'));
      onSaved(saved);
      await refresh();
    },
    onError: (error) => {
      if (isClientError(error)) applyApiError(error, form.setError, fields);
      else form.setError('root.server' as Path<V>, { message: 'INTERNAL_SERVER_ERROR' });
    },
  });
}

/** A record form's frame: the fields, the form-level error, Cancel and Save. */
export function RecordFormFrame({
  label,
  onSubmit,
  onCancel,
  pending,
  rootError,
  children,
}: {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  rootError?: { message?: string };
  children: ReactNode;
}) {
  const tc = useTranslations('admin.common');
  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormAlert error={rootError} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {tc('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? tc('saving') : tc('save')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled input registered on the form, with its hint and its error under it. */
export function TextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  hint?: ReactNode;
} & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  return (
    <FormField label={label} error={get(form.formState.errors, name)} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...form.register(name)}
          {...input}
          className={cn('h-9 text-sm', className)}
        />
      )}
    </FormField>
  );
}

/** A priority (0–1000, higher first) as a number field. */
export function PriorityField<V extends FieldValues>({
  form,
  label,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  label: string;
}) {
  const t = useTranslations('admin.resource');
  return (
    <TextField
      form={form}
      name={'priority' as Path<V>}
      label={label}
      hint={t('priorityHint')}
      type="number"
      inputMode="numeric"
      min={0}
      max={1000}
    />
  );
}

/** A labelled native select registered on the form; `children` are its options. */
export function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormField label={label} error={get(form.formState.errors, name)} hint={hint}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name)}>
          {children}
        </NativeSelect>
      )}
    </FormField>
  );
}

type Bilingual = 'ar' | 'en';

/**
 * A bilingual value's two inputs side by side (English, then Arabic typed right to left), each
 * with its own error. `render` draws one control (Input or Textarea) with the given props.
 */
export function BilingualField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  render,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: string;
  label: string;
  hint?: ReactNode;
  render?: (props: Record<string, unknown>) => ReactNode;
}) {
  const t = useTranslations('admin.resource');
  const errors = form.formState.errors as Record<string, Record<Bilingual, FieldError> | undefined>;
  const draw = render ?? ((props) => <Input {...props} />);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['en', 'ar'] as const).map((lang) => (
          <FormField
            key={lang}
            label={<span className="text-muted-foreground text-xs">{t(`lang.${lang}`)}</span>}
            error={errors[name]?.[lang]}
            hint={lang === 'en' ? hint : undefined}
          >
            {(control) =>
              draw({
                ...control,
                ...form.register(`${name}.${lang}` as Path<V>),
                dir: lang === 'ar' ? 'rtl' : 'ltr',
                lang,
                className: 'h-9 text-sm',
              })
            }
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}

/** Several choices as checkboxes (categories, countries), with the field's error under them. */
export function ChoiceList({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
      <div className="grid max-h-56 grid-cols-2 gap-x-3 gap-y-1.5 overflow-y-auto sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex min-w-0 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="accent-primary size-4 shrink-0"
              checked={value.includes(option.value)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? [...value, option.value]
                    : value.filter((x) => x !== option.value),
                )
              }
            />
            <span className="truncate">{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The form's `countries`: the 19 countries as checkboxes; none ticked means every country. */
export function CountriesField<V extends FieldValues>({
  form,
}: {
  form: UseFormReturn<V, unknown, unknown>;
}) {
  const t = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const options = COUNTRIES.map((c) => ({ value: c.code, label: c[locale] })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
  return (
    <Controller
      control={form.control}
      name={'countries' as Path<V>}
      render={({ field, fieldState }) => (
        <ChoiceList
          legend={t('countries')}
          hint={t('countriesHint')}
          options={options}
          value={field.value as string[]}
          onChange={field.onChange}
          error={fieldState.error ? t('countriesInvalid') : undefined}
        />
      )}
    />
  );
}

/**
 * A money field's two inputs: the amount (an exact decimal) and its currency code; both empty
 * means no amount. The field's own error (and each half's) shows under it.
 */
export function MoneyField<V extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: string;
  label: string;
}) {
  const t = useTranslations('admin.resource');
  const errors = form.formState.errors as Record<
    string,
    (FieldError & Partial<Record<'amount' | 'currency', FieldError>>) | undefined
  >;
  const error = errors[name];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <FormField
          label={<span className="text-muted-foreground text-xs">{t('amount')}</span>}
          error={error?.amount ?? (error?.message ? error : undefined)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register(`${name}.amount` as Path<V>)}
              dir="ltr"
              inputMode="decimal"
              className="h-9 text-sm"
            />
          )}
        </FormField>
        <FormField
          label={<span className="text-muted-foreground text-xs">{t('currency')}</span>}
          error={error?.currency}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register(`${name}.currency` as Path<V>)}
              dir="ltr"
              maxLength={3}
              autoCapitalize="characters"
              className="h-9 font-mono text-sm uppercase"
            />
          )}
        </FormField>
      </div>
      <p className="text-muted-foreground text-xs">{t('currencyHint')}</p>
    </fieldset>
  );
}
