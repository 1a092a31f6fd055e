import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Form-level messages: `destructive` for errors (role=alert), `info` for notices. */
export function Alert({
  className,
  variant = 'info',
  ...props
}: ComponentProps<'div'> & { variant?: 'info' | 'destructive' | 'success' }) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        variant === 'destructive' &&
          'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100',
        variant === 'info' &&
          'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100',
        variant === 'success' &&
          'border-brand-100 bg-brand-50 text-brand-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100',
        className,
      )}
      {...props}
    />
  );
}
