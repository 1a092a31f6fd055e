'use client';

import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { useErrorText } from './use-error-text';

interface FieldError {
  message?: string;
  /** Values for the message, e.g. `{domain}` of the typo hint. */
  params?: Record<string, string | number>;
}

/**
 * A labelled field with its error under it. `children` gets the ids to wire up: the control
 * takes `id`, `aria-invalid` and `aria-describedby`.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorText = useErrorText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="dark:text-muted-foreground text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {errorText(error.message, error.params)}
        </p>
      ) : null}
    </div>
  );
}
