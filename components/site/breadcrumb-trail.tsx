'use client';

import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import type { Crumb } from './breadcrumb';

/** Breadcrumb (home, all stores, …); the separator points the reading direction. */
export function BreadcrumbTrail({
  locale,
  label,
  items,
}: {
  locale: Locale;
  label: string;
  items: Crumb[];
}) {
  const separator = locale === 'ar' ? 'chevron-left' : 'chevron-right';
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, i) => (
          <li key={item.name} className="flex items-center gap-1">
            {i > 0 ? <Icon name={separator} className="size-4 shrink-0" /> : null}
            {item.href ? (
              <Link
                href={item.href}
                prefetch={false}
                className="hover:text-brand-700 underline-offset-2 hover:underline"
              >
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-slate-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
