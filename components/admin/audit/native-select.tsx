import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A styled native `<select>`: the platform's own picker (best on phones and for screen
 * readers) for short filter lists.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'border-input bg-background text-foreground focus-visible:ring-ring/50 h-9 w-full min-w-0 rounded-md border px-2 text-sm focus-visible:ring-[3px] focus-visible:outline-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
