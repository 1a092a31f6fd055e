'use client';

import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface FieldProps {
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** An email address field: left-to-right even in Arabic, the email keyboard on phones. */
export function EmailField({ label, error, hint, registration }: FieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
        />
      )}
    </FormField>
  );
}

/** A password field with the show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  registration,
  autoComplete,
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <PasswordInput {...control} {...registration} autoComplete={autoComplete} />}
    </FormField>
  );
}
