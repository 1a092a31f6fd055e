'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { HeartCrack } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiError } from '@/components/forms/apply-api-error';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { DownloadLink } from '@/components/site/download-link';
import { useErrorText } from '@/components/forms/use-error-text';
import { buttonVariants } from '@/components/ui/button-variants';
import { Textarea } from '@/components/ui/textarea';
import { track } from '@/lib/analytics';
import { publicApi, toClientError } from '@/lib/api/session-client';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';
import { UNINSTALL_REASONS, uninstallFeedbackSchema } from '@/lib/validation/uninstall';

type Input = z.input<typeof uninstallFeedbackSchema>;
type Output = z.output<typeof uninstallFeedbackSchema>;

/**
 * The uninstall feedback form: one of four reasons and optional text, posted with
 * the page's language to POST /api/v1/uninstall/feedback; a thank-you once it is stored.
 */
export function UninstallForm() {
  const t = useTranslations('uninstall');
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const legendId = useId();
  const reasonErrorId = useId();
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(uninstallFeedbackSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { feedback: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async ({ reason, feedback }) => {
    try {
      await publicApi.post('uninstall/feedback', {
        reason,
        ...(feedback ? { feedback } : {}),
        locale,
      });
      track({ name: 'uninstall_form', action: 'success', params: { reason } });
      setSent(true);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'uninstall_form', action: 'error', params: { code: error.title } });
      applyApiError(error, form.setError, ['reason', 'feedback']);
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <h2 ref={thanksRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {t('thanksTitle')}
        </h2>
        <p className="text-slate-700">{t('thanksBody')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <DownloadLink location="uninstall" className={buttonVariants({ size: 'lg' })}>
            {t('reinstall')}
          </DownloadLink>
          <Link href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('home')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert error={errors.root?.server} />
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required="true"
        aria-invalid={Boolean(errors.reason)}
        aria-describedby={errors.reason ? reasonErrorId : undefined}
        className="flex flex-col gap-2"
      >
        <legend id={legendId} className="mb-2 flex items-center gap-2 font-bold text-slate-900">
          <HeartCrack className="size-5 shrink-0 text-slate-600" aria-hidden />
          {t('question')}
        </legend>
        {UNINSTALL_REASONS.map((reason) => (
          <label
            key={reason}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-slate-900',
              'has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-brand-500 has-focus-visible:ring-2',
            )}
          >
            <input
              type="radio"
              value={reason}
              className="accent-brand-700 size-5 shrink-0"
              {...form.register('reason')}
            />
            {t(`reasons.${reason}`)}
          </label>
        ))}
        {errors.reason ? (
          <p id={reasonErrorId} className="text-sm font-medium text-red-700">
            {errorText(errors.reason.message)}
          </p>
        ) : null}
      </fieldset>
      <FormField label={t('feedbackLabel')} hint={t('feedbackHint')} error={errors.feedback}>
        {(control) => <Textarea {...control} {...form.register('feedback')} rows={4} />}
      </FormField>
      <SubmitButton pending={isSubmitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
