'use client';

import { Toaster as Sonner } from 'sonner';

/**
 * Toasts top-center with a close button, gone after 5 s, at most 3 visible. `theme`:
 * the admin's resolved theme (the public site is always light).
 */
export function Toaster({ dir, theme }: { dir: 'rtl' | 'ltr'; theme?: 'light' | 'dark' }) {
  return (
    <Sonner
      position="top-center"
      theme={theme}
      closeButton
      duration={5000}
      visibleToasts={3}
      dir={dir}
      richColors
    />
  );
}
