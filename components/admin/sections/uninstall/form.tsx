'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import {
  UNINSTALL_REASONS,
  uninstallCreateSchema,
  uninstallUpdateSchema,
  type UninstallItem,
} from '@/lib/validation/uninstall';
import { fullDateTime, useAdminLocale } from '../../audit/audit-bits';
import {
  orNull,
  payloadResolver,
  RecordFormFrame,
  SelectField,
  useSaveRecord,
} from '../../resource/form-parts';
import { FormField } from '@/components/forms/form-field';
import type { RecordFormProps } from '../../resource/types';

interface UninstallValues {
  reason: string;
  feedback: string;
}

const FIELDS = ['reason', 'feedback'] as const;

const toPayload = (v: UninstallValues) => ({ reason: v.reason, feedback: orNull(v.feedback) });

/**
 * One answer: what the form recorded (when, language, browser) and the two fields staff may
 * change — the reason, and the text, to redact personal data people typed into it.
 */
export function UninstallForm({ row, onSaved, onCancel }: RecordFormProps<UninstallItem>) {
  const t = useTranslations('admin.uninstall');
  const locale = useAdminLocale();
  const form = useForm<UninstallValues, unknown, unknown>({
    resolver: payloadResolver(row ? uninstallUpdateSchema : uninstallCreateSchema, toPayload),
    defaultValues: { reason: row?.reason ?? 'OTHER', feedback: row?.feedback ?? '' },
  });
  const save = useSaveRecord('uninstall', row, form, FIELDS, onSaved);
  const { errors } = form.formState;

  return (
    <RecordFormFrame
      label={t('form.label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      {row ? (
        <dl className="bg-muted/50 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border p-3 text-sm">
          <dt className="text-muted-foreground">{t('columns.createdAt')}</dt>
          <dd>
            <time dateTime={row.createdAt}>{fullDateTime(row.createdAt, locale)}</time>
          </dd>
          <dt className="text-muted-foreground">{t('columns.locale')}</dt>
          <dd>{row.locale === 'ar' || row.locale === 'en' ? t(`languages.${row.locale}`) : '—'}</dd>
          <dt className="text-muted-foreground">{t('form.userAgent')}</dt>
          <dd className="text-xs break-all" dir="ltr">
            {row.userAgent ?? '—'}
          </dd>
        </dl>
      ) : null}
      <SelectField form={form} name="reason" label={t('reason')}>
        {UNINSTALL_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`reasons.${r}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('columns.feedback')}
        error={errors.feedback}
        hint={t('form.feedbackHint')}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('feedback')}
            rows={5}
            lang={row?.locale ?? undefined}
            dir="auto"
          />
        )}
      </FormField>
    </RecordFormFrame>
  );
}
