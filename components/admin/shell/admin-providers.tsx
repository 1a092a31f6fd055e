'use client';

import { DirectionProvider } from '@radix-ui/react-direction';
import { ThemeProvider, useTheme } from 'next-themes';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { useEffect, type ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { readAdminPrefs, writeAdminPrefs, type AdminPrefs } from './use-admin-prefs';

/** Where next-themes keeps the theme (`vite-ui-theme`, the name the extension's pages share); also mirrored to `d-app.theme`. */
const THEME_STORAGE_KEY = 'vite-ui-theme';

function isTheme(value: string | undefined): value is AdminPrefs['theme'] {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** Toasts in the admin's theme and direction; mirrors the chosen theme into `d-app`. */
function ThemedToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { theme, resolvedTheme } = useTheme();
  useEffect(() => {
    if (isTheme(theme) && readAdminPrefs().theme !== theme) writeAdminPrefs({ theme });
  }, [theme]);
  return <Toaster dir={dir} theme={resolvedTheme === 'light' ? 'light' : 'dark'} />;
}

/**
 * Everything the admin's client screens rely on: the theme (class on <html>, dark by default,
 * `system` follows the OS; its no-flash script carries the page's CSP nonce), Radix's reading
 * direction, TanStack Query, nuqs (list state in the URL), tooltips and toasts.
 */
export function AdminProviders({
  dir,
  nonce,
  children,
}: {
  dir: 'ltr' | 'rtl';
  nonce: string | undefined;
  children: ReactNode;
}) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="dark"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      <DirectionProvider dir={dir}>
        <QueryProvider>
          <NuqsAdapter>
            <TooltipProvider delayDuration={700} skipDelayDuration={300}>
              {children}
              <ThemedToaster dir={dir} />
            </TooltipProvider>
          </NuqsAdapter>
        </QueryProvider>
      </DirectionProvider>
    </ThemeProvider>
  );
}
