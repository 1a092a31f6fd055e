'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { PasswordField } from '@/components/forms/auth-fields';
import { applyApiError } from '@/components/forms/apply-api-error';
import { track } from '@/lib/analytics';
import type { PublicUser, UserState } from '@/lib/auth/user-state';
import type { Locale } from '@/lib/i18n/routing';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/validation/auth';
import { goAfterSignIn } from './after-sign-in';
import { InvalidResetLink } from './invalid-reset-link';
import { SubmitButton } from '@/components/forms/submit-button';

const LINK_ERRORS = new Set(['RESET_PASSWORD_TOKEN_INVALID', 'RESET_PASSWORD_TOKEN_EXPIRED']);

/** /reset-password/{token}: the new password twice; a bad or used link shows the invalid-link screen. */
export function ResetForm({ token }: { token: string }) {
  const t = useTranslations('reset');
  const ta = useTranslations('auth');
  const locale = useLocale() as Locale;
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await sessionApi.post<{ user: PublicUser; state: UserState }>(
        'reset-password',
        values,
      );
      track({ name: 'reset_form', action: 'success' });
      toast.success(t('success'));
      goAfterSignIn(data.state, locale);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'reset_form', action: 'error', params: { code: error.title } });
      if (LINK_ERRORS.has(error.title)) setLinkError(error.title);
      else applyApiError(error, form.setError, ['password', 'confirmPassword']);
    }
  });

  if (linkError) return <InvalidResetLink expired={linkError === 'RESET_PASSWORD_TOKEN_EXPIRED'} />;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert error={errors.root?.server ?? errors.token} />
      <PasswordField
        label={t('newPassword')}
        error={errors.password}
        registration={form.register('password')}
        autoComplete="new-password"
      />
      <PasswordField
        label={ta('confirmPassword')}
        error={errors.confirmPassword}
        registration={form.register('confirmPassword')}
        autoComplete="new-password"
      />
      <SubmitButton pending={isSubmitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
