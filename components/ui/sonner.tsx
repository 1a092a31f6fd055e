'use client';

import { Toaster as Sonner } from 'sonner';

/** Toasts top-center with a close button (spec §2), 5 s, at most 3 visible (spec §9). */
export function Toaster({ dir }: { dir: 'rtl' | 'ltr' }) {
  return (
    <Sonner
      position="top-center"
      closeButton
      duration={5000}
      visibleToasts={3}
      dir={dir}
      richColors
    />
  );
}
