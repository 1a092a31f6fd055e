'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyApiError } from '@/components/forms/apply-api-error';
import { PasswordField } from '@/components/forms/auth-fields';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { track } from '@/lib/analytics';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/auth';
import { useErrorToast } from './use-error-toast';
import { SubmitButton } from '@/components/forms/submit-button';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings → change password: validated on every change, submit enabled only once
 * the form is changed and valid; field errors from the API go under their fields and the
 * failure is also told in a toast (`errors.<TITLE>`).
 */
export function ChangePasswordForm() {
  const t = useTranslations('changePassword');
  const errorToast = useErrorToast();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isDirty, isValid, isSubmitting } = form.formState;

  // The rules compare fields: re-check an already typed field when the one it depends on changes.
  const recheck = (name: 'newPassword' | 'confirmPassword') => () => {
    if (form.getValues(name)) void form.trigger(name);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sessionApi.post<{ changed: true }>('change-password', values);
      track({ name: 'change_password_form', action: 'success' });
      toast.success(t('success-msg'));
      form.reset(EMPTY);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'change_password_form', action: 'error', params: { code: error.title } });
      if (error.details.some((d) => (FIELDS as readonly string[]).includes(d.key))) {
        applyApiError(error, form.setError, FIELDS);
      }
      errorToast(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={t('currentPassword')} error={errors.currentPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('currentPassword', { onChange: recheck('newPassword') })}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormField label={t('newPassword')} error={errors.newPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('newPassword', { onChange: recheck('confirmPassword') })}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordField
        label={t('confirmPassword')}
        error={errors.confirmPassword}
        registration={form.register('confirmPassword')}
        autoComplete="new-password"
      />
      <SubmitButton
        pending={isSubmitting}
        size="default"
        className="sm:w-fit"
        disabled={!isDirty || !isValid || isSubmitting}
      >
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
