'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const never = () => () => {};

/**
 * A form's submit button: "Please wait…" while the form is submitting, disabled meanwhile.
 *
 * Disabled until the page is hydrated too: the forms are server-rendered, and before their
 * submit handler is attached a click (or Enter in a field) would make the browser submit the
 * form natively — a GET to the page's own address with every field in the query string, the
 * password included, into the history and the server's logs. A disabled default button blocks
 * both (HTML's implicit submission does nothing when it is disabled).
 */
export function SubmitButton({
  pending,
  disabled = pending,
  className,
  size = 'lg',
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  className?: string;
  size?: 'default' | 'lg';
  children: ReactNode;
}) {
  const t = useTranslations('auth');
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <Button
      type="submit"
      size={size}
      className={cn('w-full', className)}
      disabled={disabled || !hydrated}
    >
      {pending ? t('submitting') : children}
    </Button>
  );
}
