'use client';

import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A labelled day input (`YYYY-MM-DD`), as the admin's period and date filters use it. */
export function DateField({
  label,
  onValue,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'id' | 'onChange'> & {
  label: string;
  onValue: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="h-9 text-sm"
        onChange={(e) => onValue(e.target.value)}
        {...props}
      />
    </div>
  );
}
