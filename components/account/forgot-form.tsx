'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { EmailField } from '@/components/forms/auth-fields';
import { applyApiError } from '@/components/forms/apply-api-error';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import type { Locale } from '@/lib/i18n/routing';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { SubmitButton } from '@/components/forms/submit-button';

type ForgotValues = { email: string; locale?: Locale };

/** /forgot-password: email entry, then the notice that a link was sent (same for any address). */
export function ForgotForm() {
  const t = useTranslations('forgot');
  const ta = useTranslations('auth');
  const locale = useLocale() as Locale;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await sessionApi.post('forgot-password', { email, locale });
      track({ name: 'forgot_form', action: 'success' });
      setSentTo(email);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'forgot_form', action: 'error', params: { code: error.title } });
      applyApiError(error, form.setError, ['email']);
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <MailCheck className="text-brand-700 size-12" aria-hidden />
        <h2 className="text-lg font-bold">{t('sentTitle')}</h2>
        <p className="text-sm text-slate-700">
          {t('sentBody', { email: `\u2068${sentTo}\u2069` })}
        </p>
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          {t('sendAgain')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert error={errors.root?.server} />
      <EmailField label={ta('email')} error={errors.email} registration={form.register('email')} />
      <SubmitButton pending={isSubmitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
