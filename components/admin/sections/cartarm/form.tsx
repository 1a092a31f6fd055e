'use client';

import { useTranslations } from 'next-intl';
import { useForm, type FieldError, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { useErrorText } from '@/components/forms/use-error-text';
import { Textarea } from '@/components/ui/textarea';
import { RUN_STATUSES } from '@/lib/validation/catalog-fields';
import {
  cartarmCreateSchema,
  cartarmUpdateSchema,
  URL_PATTERNS_MAX,
  WAIT_MS_MAX,
  type CartarmResource,
} from '@/lib/validation/cartarm';
import {
  orNull,
  payloadResolver,
  RecordFormFrame,
  SelectField,
  TextField,
  toNumber,
  useSaveRecord,
} from '../../resource/form-parts';
import type { RecordFormProps } from '../../resource/types';
import { ShopField } from '../catalog/shop-picker';

export interface CartarmValues {
  shopId: string;
  /** One pattern a line. */
  cartUrlPatterns: string;
  checkoutUrlPatterns: string;
  couponInputSelector: string;
  applyButtonSelector: string;
  totalSelector: string;
  successSelector: string;
  errorSelector: string;
  waitMs: string;
  status: string;
  notes: string;
}

type PatternList = 'cartUrlPatterns' | 'checkoutUrlPatterns';

/** The API puts a pattern's error on `cartUrlPatterns.<index>`: each index is a form field. */
const patternFields = (list: PatternList) =>
  Array.from({ length: URL_PATTERNS_MAX }, (_, i) => `${list}.${i}` as const);

const FIELDS = [
  'shopId',
  'cartUrlPatterns',
  'checkoutUrlPatterns',
  ...patternFields('cartUrlPatterns'),
  ...patternFields('checkoutUrlPatterns'),
  'couponInputSelector',
  'applyButtonSelector',
  'totalSelector',
  'successSelector',
  'errorSelector',
  'waitMs',
  'status',
  'notes',
] as unknown as readonly Path<CartarmValues>[];

/** The text's non-empty lines, trimmed, with their line numbers (1-based). */
export function patternLines(text: string): { line: number; pattern: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, i) => ({ line: i + 1, pattern: raw.trim() }))
    .filter((l) => l.pattern !== '');
}

/** The form's values as the API's payload: a pattern a line, empty optional selectors null. */
export function cartarmPayload(v: CartarmValues) {
  return {
    shopId: v.shopId,
    cartUrlPatterns: patternLines(v.cartUrlPatterns).map((l) => l.pattern),
    checkoutUrlPatterns: patternLines(v.checkoutUrlPatterns).map((l) => l.pattern),
    couponInputSelector: v.couponInputSelector,
    applyButtonSelector: v.applyButtonSelector,
    totalSelector: v.totalSelector,
    successSelector: orNull(v.successSelector),
    errorSelector: orNull(v.errorSelector),
    waitMs: toNumber(v.waitMs),
    status: v.status,
    notes: v.notes,
  };
}

/**
 * A pattern list's error as its field shows it: the whole list's (`patterns_required`), else
 * the first pattern's, named by its line in the text box.
 */
export function patternListError(
  error: unknown,
  text: string,
): { key: string; line: number | null } | null {
  if (!error || typeof error !== 'object') return null;
  if ('message' in error && typeof error.message === 'string') {
    return { key: error.message, line: null };
  }
  const lines = patternLines(text);
  const first = Object.entries(error)
    .filter(([index, e]) => /^\d+$/.test(index) && e && typeof e === 'object' && 'message' in e)
    .sort(([a], [b]) => Number(a) - Number(b))[0];
  if (!first) return null;
  const [index, e] = first as [string, FieldError];
  return { key: e.message ?? '', line: lines[Number(index)]?.line ?? Number(index) + 1 };
}

/** A pattern list: one pattern a line, the line of the first bad one in its error. */
function PatternsField({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<CartarmValues, unknown, unknown>;
  name: PatternList;
  label: string;
  hint: string;
}) {
  const t = useTranslations('admin.cartarm.form');
  const errorText = useErrorText();
  const found = patternListError(form.formState.errors[name], form.getValues(name));
  const error = found
    ? found.line === null
      ? { message: found.key }
      : {
          message: 'admin.cartarm.form.lineError',
          params: { line: found.line, reason: errorText(found.key) },
        }
    : undefined;
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Textarea
          {...control}
          {...form.register(name)}
          rows={3}
          dir="ltr"
          spellCheck={false}
          autoCapitalize="none"
          placeholder={t('patternsPlaceholder')}
          className="font-mono text-sm"
        />
      )}
    </FormField>
  );
}

/**
 * A shop's checkout rules for the extension: the shop, which pages are its cart and checkout
 * (URL patterns, one a line), the selectors of the coupon field, the apply button, the order
 * total and the success / error messages, how long to wait after applying, status and notes.
 * Every selector and pattern is checked here with the API's own schema.
 */
export function CartarmForm({ row, onSaved, onCancel }: RecordFormProps<CartarmResource>) {
  const t = useTranslations('admin.cartarm.form');
  const ts = useTranslations('admin.cartarm');
  const form = useForm<CartarmValues, unknown, unknown>({
    resolver: payloadResolver(row ? cartarmUpdateSchema : cartarmCreateSchema, cartarmPayload),
    defaultValues: {
      shopId: row?.shopId ?? '',
      cartUrlPatterns: row?.cartUrlPatterns.join('\n') ?? '',
      checkoutUrlPatterns: row?.checkoutUrlPatterns.join('\n') ?? '',
      couponInputSelector: row?.couponInputSelector ?? '',
      applyButtonSelector: row?.applyButtonSelector ?? '',
      totalSelector: row?.totalSelector ?? '',
      successSelector: row?.successSelector ?? '',
      errorSelector: row?.errorSelector ?? '',
      waitMs: String(row?.waitMs ?? 1500),
      status: row?.status ?? 'ACTIVE',
      notes: row?.notes ?? '',
    },
  });
  const save = useSaveRecord('cartarm', row, form, FIELDS, onSaved);
  const { errors } = form.formState;
  const selector = (name: Extract<keyof CartarmValues, `${string}Selector`>, hint?: string) => (
    <TextField
      form={form}
      name={name}
      label={t(name)}
      hint={hint}
      dir="ltr"
      spellCheck={false}
      autoCapitalize="none"
      className="font-mono"
    />
  );

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      {row ? (
        <p className="text-muted-foreground text-sm">
          {t('version', { version: row.version, next: row.version + 1 })}
        </p>
      ) : null}
      <ShopField form={form} label={t('shop')} hint={t('shopHint')} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('pages')}</legend>
        <p className="text-muted-foreground text-xs">{t('patternsHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <PatternsField
            form={form}
            name="cartUrlPatterns"
            label={t('cartUrlPatterns')}
            hint={t('cartHint')}
          />
          <PatternsField
            form={form}
            name="checkoutUrlPatterns"
            label={t('checkoutUrlPatterns')}
            hint={t('checkoutHint')}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('selectors')}</legend>
        <p className="text-muted-foreground text-xs">{t('selectorsHint')}</p>
        {selector('couponInputSelector')}
        {selector('applyButtonSelector')}
        {selector('totalSelector', t('totalHint'))}
        <div className="grid gap-3 sm:grid-cols-2">
          {selector('successSelector', t('optionalHint'))}
          {selector('errorSelector', t('optionalHint'))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          form={form}
          name="waitMs"
          label={t('waitMs')}
          hint={t('waitHint', { max: WAIT_MS_MAX })}
          type="number"
          inputMode="numeric"
          min={0}
          max={WAIT_MS_MAX}
          step={100}
        />
        <SelectField form={form} name="status" label={t('status')} hint={t('statusHint')}>
          {RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ts(`status.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <FormField label={t('notes')} hint={t('notesHint')} error={errors.notes}>
        {(control) => <Textarea {...control} {...form.register('notes')} rows={3} />}
      </FormField>
    </RecordFormFrame>
  );
}
