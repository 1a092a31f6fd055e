'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { applyApiError } from '@/components/forms/apply-api-error';
import { useErrorText } from '@/components/forms/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { track } from '@/lib/analytics';
import type { PublicUser, UserState } from '@/lib/auth/user-state';
import { COUNTRIES } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/routing';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { cn } from '@/lib/utils';
import { completeProfileSchema, SEXES, type CompleteProfileInput } from '@/lib/validation/auth';
import { goAfterSignIn, stepPath } from './after-sign-in';
import { SubmitButton } from '@/components/forms/submit-button';

/** What the inputs hold: plain strings until the schema has checked them. */
export type ProfileValues = {
  firstName: string;
  lastName: string;
  sex: string;
  birthDate: string;
  country: string;
};

const FIELDS = ['firstName', 'lastName', 'sex', 'birthDate', 'country'] as const;
/** An already complete profile is told so: the "already complete" notice stays this long before the dashboard. */
const ALREADY_COMPLETE_DELAY_MS = 1500;

/** /profile-setup: names, sex, birth date and country; `today` bounds the date picker. */
export function ProfileForm({ initial, today }: { initial: ProfileValues; today: string }) {
  const t = useTranslations('profileSetup');
  const locale = useLocale() as Locale;
  const [alreadyComplete, setAlreadyComplete] = useState(false);
  const form = useForm<ProfileValues, unknown, CompleteProfileInput>({
    resolver: zodResolver<ProfileValues, unknown, CompleteProfileInput>(completeProfileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  const countries = useMemo(
    () => [...COUNTRIES].sort((a, b) => a[locale].localeCompare(b[locale], locale)),
    [locale],
  );

  useRedirectWhenComplete(alreadyComplete, locale);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await sessionApi.post<{ user: PublicUser; state: UserState }>(
        'complete-profile',
        { ...values, locale },
      );
      track({ name: 'profile_form', action: 'success' });
      toast.success(t('success'));
      goAfterSignIn(data.state, locale);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'profile_form', action: 'error', params: { code: error.title } });
      if (error.title === 'PROFILE_ALREADY_FINISHED') {
        setAlreadyComplete(true);
        return;
      }
      applyApiError(error, form.setError, FIELDS);
    }
  });

  if (alreadyComplete) return <Alert variant="info">{t('alreadyComplete')}</Alert>;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert error={errors.root?.server} />
      <FormField label={t('firstName')} error={errors.firstName}>
        {(control) => (
          <Input {...control} {...form.register('firstName')} autoComplete="given-name" />
        )}
      </FormField>
      <FormField label={t('lastName')} error={errors.lastName}>
        {(control) => (
          <Input {...control} {...form.register('lastName')} autoComplete="family-name" />
        )}
      </FormField>
      <SexField registration={form.register('sex')} error={errors.sex} />
      <FormField label={t('birthDate')} error={errors.birthDate}>
        {(control) => (
          <Input
            {...control}
            {...form.register('birthDate')}
            type="date"
            max={today}
            autoComplete="bday"
          />
        )}
      </FormField>
      <FormField label={t('country')} error={errors.country}>
        {(control) => (
          <select
            {...control}
            {...form.register('country')}
            autoComplete="country"
            className={cn(
              'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
              'focus-visible:border-brand-600 focus-visible:ring-brand-500/40 focus-visible:ring-2 focus-visible:outline-none aria-invalid:border-red-600',
            )}
          >
            <option value="">{t('chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} className="mt-2">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}

/** An already complete profile goes on to the dashboard once its notice has been read. */
function useRedirectWhenComplete(alreadyComplete: boolean, locale: Locale) {
  useEffect(() => {
    if (!alreadyComplete) return;
    const timer = window.setTimeout(
      () => window.location.assign(stepPath('AUTHENTICATED', locale)),
      ALREADY_COMPLETE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [alreadyComplete, locale]);
}

/** Sex as two large radio cards, with the field's error under them. */
function SexField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'sex'>;
  error: FieldError | undefined;
}) {
  const t = useTranslations('profileSetup');
  const errorText = useErrorText();
  const sexErrorId = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? sexErrorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('sex')}</legend>
      <div className="flex flex-wrap gap-3">
        {SEXES.map((sex) => (
          <label
            key={sex}
            className="has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-brand-500/40 flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-focus-visible:ring-2"
          >
            <input type="radio" value={sex} {...registration} className="accent-brand-700 size-4" />
            <span className="text-sm text-slate-900">{t(sex === 'MALE' ? 'male' : 'female')}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={sexErrorId} className="text-sm font-medium text-red-700">
          {errorText(error.message)}
        </p>
      ) : null}
    </fieldset>
  );
}
