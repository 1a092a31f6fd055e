'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { applyApiError } from '@/components/forms/apply-api-error';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { payloadResolver } from '@/components/forms/payload-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import type { ClientError } from '@/lib/api/client-error';
import {
  TRACKING_RULES,
  trackingCreateSchema,
  type TrackingCreateInput,
  type TrackingRule,
} from '@/lib/validation/tracking';
import { cn } from '@/lib/utils';
import { track } from '@/lib/analytics';

interface RuleValues {
  rule: TrackingRule;
  targetPrice: string;
  dropPercent: string;
}

const FIELDS = ['rule', 'targetPrice', 'dropPercent'] as const;

/** What the inputs hold as the tracking payload: only the chosen rule's parameter is sent. */
const toPayload = (productId: string) => (v: RuleValues) => ({
  productId,
  rule: v.rule,
  targetPrice: v.rule === 'TARGET_PRICE' ? v.targetPrice.trim() : null,
  dropPercent:
    v.rule === 'DROP_PERCENT'
      ? v.dropPercent.trim() === ''
        ? undefined
        : Number(v.dropPercent)
      : null,
});

/**
 * Puts a refused tracking call on the form: the allowance being full and an already tracked
 * product are form-level messages (the first with the limit), the rest as the API said.
 */
function applyTrackingError(
  error: ClientError,
  setError: Parameters<typeof applyApiError<RuleValues>>[1],
) {
  const limit = error.details.find((d) => d.key === 'tracking');
  if (limit) {
    const { limit: max = '', used = '' } = limit.params ?? {};
    setError('root.server', {
      type: error.title,
      message: `tracking.limitReached?limit=${max}&used=${used}`,
    });
    return;
  }
  if (error.title === 'CONFLICT' && error.details.some((d) => d.key === 'productId')) {
    setError('root.server', { type: error.title, message: 'tracking.alreadyTracked' });
    return;
  }
  applyApiError(error, setError, FIELDS);
}

/**
 * The alert rule of a tracked product: target price, drop by a percentage, any drop or back in
 * stock, with the chosen rule's parameter. Checked with the tracking API's own schema before it
 * is sent; the API's refusals land on their fields or above the button.
 */
export function AlertRuleForm({
  productId,
  currency,
  initial,
  submitLabel,
  onSubmit,
}: {
  productId: string;
  currency: string;
  initial?: { rule: TrackingRule; targetPrice: string | null; dropPercent: number | null };
  submitLabel: string;
  /** Sends the checked payload; a thrown ClientError is shown on the form. */
  onSubmit: (payload: TrackingCreateInput) => Promise<void>;
}) {
  const t = useTranslations('tracking.form');
  const form = useForm<RuleValues, unknown, TrackingCreateInput>({
    resolver: payloadResolver(trackingCreateSchema, toPayload(productId)),
    defaultValues: {
      rule: initial?.rule ?? 'ANY_DROP',
      targetPrice: initial?.targetPrice ?? '',
      dropPercent: initial?.dropPercent ? String(initial.dropPercent) : '',
    },
  });
  const rule = useWatch({ control: form.control, name: 'rule' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
      track({ name: 'alert_rule_form', action: 'success', params: { rule: payload.rule } });
    } catch (caught) {
      const { toClientError } = await import('@/lib/api/session-client');
      const error = await toClientError(caught);
      track({ name: 'alert_rule_form', action: 'error', params: { code: error.title } });
      applyTrackingError(error, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('legend')}</legend>
        {TRACKING_RULES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
              rule === value ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white',
            )}
          >
            <input
              type="radio"
              value={value}
              className="accent-brand-600 size-4"
              {...form.register('rule')}
            />
            {t(`rules.${value}`)}
          </label>
        ))}
      </fieldset>
      {rule === 'TARGET_PRICE' ? (
        <FormField label={t('targetPrice', { currency })} error={errors.targetPrice}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              {...form.register('targetPrice')}
            />
          )}
        </FormField>
      ) : null}
      {rule === 'DROP_PERCENT' ? (
        <FormField label={t('dropPercent')} error={errors.dropPercent}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              {...form.register('dropPercent')}
            />
          )}
        </FormField>
      ) : null}
      <FormAlert error={errors.root?.server} />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
