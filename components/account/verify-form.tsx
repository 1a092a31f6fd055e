'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { applyApiError } from '@/components/forms/apply-api-error';
import { useErrorText } from '@/components/forms/use-error-text';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import type { PublicUser, UserState } from '@/lib/auth/user-state';
import type { Locale } from '@/lib/i18n/routing';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { VERIFICATION_CODE_LENGTH, verifyEmailSchema } from '@/lib/validation/auth';
import { goAfterSignIn } from './after-sign-in';
import { CodeInput } from './code-input';
import { useLogout } from './use-logout';
import { SubmitButton } from '@/components/forms/submit-button';

/** A new code may be asked for 60 s after the last one was sent. */
const RESEND_SECONDS = 60;
const EMPTY: string[] = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');
const WRONG_CODE = new Set(['VERIFICATION_TOKEN_INVALID', 'VERIFICATION_TOKEN_EXPIRED']);

/**
 * Seconds left until `start` ran `seconds` ago (the first count starts on mount). Measured
 * against the clock, not by counting ticks, so a sleeping tab or a skipped timer stays right.
 */
function useCountdown(initial: number) {
  const [seconds, setSeconds] = useState(initial);
  const [run, setRun] = useState(0);
  const deadline = useRef<number | null>(null);

  useEffect(() => {
    deadline.current ??= Date.now() + initial * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil(((deadline.current ?? 0) - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [initial, run]);

  const start = useCallback((next: number) => {
    deadline.current = Date.now() + next * 1000;
    setSeconds(next);
    setRun((r) => r + 1);
  }, []);

  return { seconds, start };
}

/** /verify: the 5-digit code of the mail, a resend with its countdown, and a way out. */
export function VerifyForm() {
  const t = useTranslations('verify');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const errorId = useId();
  const logout = useLogout();
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [resending, setResending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { seconds, start } = useCountdown(RESEND_SECONDS);
  const form = useForm<{ token: string }>({
    resolver: zodResolver(verifyEmailSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { token: '' },
  });
  const { field } = useController({ name: 'token', control: form.control });
  const firstBox = useRef<HTMLInputElement>(null);
  const { errors, isSubmitting } = form.formState;

  const change = (next: string[]) => {
    setDigits(next);
    field.onChange(next.join(''));
  };

  const verify = async ({ token }: { token: string }) => {
    try {
      const data = await sessionApi.post<{ user: PublicUser; state: UserState }>('verify', {
        token,
      });
      track({ name: 'verify_form', action: 'success' });
      goAfterSignIn(data.state, locale);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'verify_form', action: 'error', params: { code: error.title } });
      applyApiError(error, form.setError, []);
      if (WRONG_CODE.has(error.title)) {
        setDigits(EMPTY);
        form.setValue('token', '');
        firstBox.current?.focus();
      }
    }
  };

  const resend = async () => {
    setResending(true);
    form.clearErrors('root');
    try {
      const data = await sessionApi.post<{ retryAfterSeconds?: number } | null>('resend');
      toast.success(t('resent'));
      start(data?.retryAfterSeconds ?? RESEND_SECONDS);
    } catch (caught) {
      const error = await toClientError(caught);
      if (error.title === 'EMAIL_RATE_LIMIT') start(error.retryAfterSeconds ?? RESEND_SECONDS);
      applyApiError(error, form.setError, []);
    } finally {
      setResending(false);
    }
  };

  const leave = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(verify)(event)}
        className="flex flex-col gap-4"
      >
        <FormAlert error={errors.root?.server} />
        <CodeInput
          ref={firstBox}
          value={digits}
          onChange={change}
          invalid={Boolean(errors.token)}
          describedBy={errors.token ? errorId : undefined}
        />
        {errors.token ? (
          <p id={errorId} className="text-center text-sm font-medium text-red-700">
            {errorText(errors.token.message)}
          </p>
        ) : null}
        <SubmitButton pending={isSubmitting}>{t('submit')}</SubmitButton>
      </form>
      <div className="flex flex-col items-center gap-2 text-center">
        <p className="text-sm text-slate-600">{t('notReceived')}</p>
        <div aria-live="polite">
          <Button
            type="button"
            variant="outline"
            disabled={seconds > 0 || resending}
            onClick={() => void resend()}
            className="tabular-nums"
          >
            {seconds > 0 ? t('resendIn', { seconds }) : t('resend')}
          </Button>
        </div>
        <Button type="button" variant="ghost" disabled={leaving} onClick={() => void leave()}>
          {t('logout')}
        </Button>
      </div>
    </div>
  );
}
