'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { EmailField, PasswordField } from '@/components/forms/auth-fields';
import { applyApiError } from '@/components/forms/apply-api-error';
import { track } from '@/lib/analytics';
import type { PublicUser, UserState } from '@/lib/auth/user-state';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { goAfterSignIn } from './after-sign-in';
import { SubmitButton } from '@/components/forms/submit-button';

/** /signin: email + password; the page adds the social buttons. */
export function SigninForm({ redirect }: { redirect?: string }) {
  const t = useTranslations('signin');
  const ta = useTranslations('auth');
  const locale = useLocale() as Locale;
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await sessionApi.post<{ user: PublicUser; state: UserState }>('login', values);
      track({ name: 'signin_form', action: 'success' });
      goAfterSignIn(data.state, locale, redirect);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'signin_form', action: 'error', params: { code: error.title } });
      applyApiError(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert error={errors.root?.server} />
      <EmailField label={ta('email')} error={errors.email} registration={form.register('email')} />
      <PasswordField
        label={ta('password')}
        error={errors.password}
        registration={form.register('password')}
        autoComplete="current-password"
      />
      <Link
        href="/forgot-password"
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {t('forgot')}
      </Link>
      <SubmitButton pending={isSubmitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
