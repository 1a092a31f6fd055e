'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { EmailField, PasswordField } from '@/components/forms/auth-fields';
import { applyApiError } from '@/components/forms/apply-api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import type { PublicUser, UserState } from '@/lib/auth/user-state';
import type { Locale } from '@/lib/i18n/routing';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { goAfterSignIn } from './after-sign-in';
import { SubmitButton } from '@/components/forms/submit-button';

type SignupValues = RegisterInput;

/** /signup: email, password, confirmation; a likely typo of the domain is offered as a fix. */
export function SignupForm({ inviteCode }: { inviteCode?: string }) {
  const t = useTranslations('signup');
  const ta = useTranslations('auth');
  const locale = useLocale() as Locale;
  const [typo, setTypo] = useState<{ typed: string; suggestion: string } | null>(null);
  const form = useForm<SignupValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function register(values: SignupValues, acceptEmailAsTyped = false) {
    setTypo(null);
    try {
      const data = await sessionApi.post<{ user: PublicUser; state: UserState }>('register', {
        ...values,
        locale,
        ...(inviteCode ? { inviteCode } : {}),
        ...(acceptEmailAsTyped ? { acceptEmailAsTyped } : {}),
      });
      track({ name: 'signup_form', action: 'success' });
      goAfterSignIn(data.state, locale);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'signup_form', action: 'error', params: { code: error.title } });
      const hint = error.details.find((d) => d.message === 'validation.email.typo');
      const suggestion = hint?.params?.suggestion;
      if (typeof suggestion === 'string') {
        setTypo({ typed: values.email, suggestion });
        return;
      }
      applyApiError(error, form.setError, ['email', 'password', 'confirmPassword']);
    }
  }

  const onSubmit = form.handleSubmit((values) => register(values));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert error={errors.root?.server} />
      <EmailField label={ta('email')} error={errors.email} registration={form.register('email')} />
      {typo ? (
        <Alert variant="info" className="flex flex-col gap-3">
          <p className="font-semibold">{t('typoTitle', { suggestion: typo.suggestion })}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={isSubmitting}
              onClick={() => {
                form.setValue('email', typo.suggestion);
                void form.handleSubmit((values) => register(values))();
              }}
            >
              {t('useSuggestion', { suggestion: typo.suggestion })}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={isSubmitting}
              onClick={() => void form.handleSubmit((values) => register(values, true))()}
            >
              <span dir="ltr" className="max-w-56 truncate">
                {t('keepAsTyped', { email: typo.typed })}
              </span>
            </Button>
          </div>
        </Alert>
      ) : null}
      <PasswordField
        label={ta('password')}
        error={errors.password}
        hint={t('passwordHint')}
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
      <p className="text-center text-xs text-slate-600">{t('terms')}</p>
    </form>
  );
}
