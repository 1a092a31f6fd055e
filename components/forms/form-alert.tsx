'use client';

import { Alert } from '@/components/ui/alert';
import { useErrorText } from './use-error-text';

/** Root (form-level) errors as a destructive alert listing the messages. */
export function FormAlert({
  error,
}: {
  error?: { message?: string; params?: Record<string, string | number> };
}) {
  const errorText = useErrorText();
  if (!error?.message) return null;
  return (
    <Alert variant="destructive">
      <ul className="list-none">
        {error.message.split('\n').map((key) => (
          <li key={key}>{errorText(key, error.params)}</li>
        ))}
      </ul>
    </Alert>
  );
}
