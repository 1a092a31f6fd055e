'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A form's submit button: "Please wait…" while the form is submitting, disabled meanwhile. */
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
  return (
    <Button type="submit" size={size} className={cn('w-full', className)} disabled={disabled}>
      {pending ? t('submitting') : children}
    </Button>
  );
}
