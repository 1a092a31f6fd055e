import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import type { ReactNode } from 'react';
import { PermissionsProvider } from '@/components/admin/shell/permissions';
import { TooltipProvider } from '@/components/ui/tooltip';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/**
 * Renders an admin section as the admin layout would: its messages in `locale`, a fresh query
 * client, the URL's `search` (nuqs), the staff member's `permissions` and tooltips.
 */
export function renderAdminSection(
  ui: ReactNode,
  {
    search = '',
    permissions,
    locale = 'en',
  }: { search?: string; permissions: string[]; locale?: 'en' | 'ar' },
) {
  const messages = locale === 'ar' ? ar : en;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ admin: messages.admin, errors: messages.errors, validation: messages.validation }}
    >
      <QueryClientProvider client={client}>
        <NuqsTestingAdapter searchParams={search} hasMemory>
          <PermissionsProvider permissions={permissions}>
            <TooltipProvider>{ui}</TooltipProvider>
          </PermissionsProvider>
        </NuqsTestingAdapter>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** What cmdk, Radix and recharts measure with, which jsdom lacks (call in `beforeAll`). */
export function stubLayoutApis() {
  Element.prototype.scrollIntoView = jest.fn();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
