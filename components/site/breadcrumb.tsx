import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/components/site/link';
import type { Locale } from '@/lib/i18n/routing';

export interface Crumb {
  name: string;
  /** Path without the language prefix; the last crumb (the current page) has none. */
  href?: string;
}

/** Breadcrumb (home, all stores, …); the separator points the reading direction. */
export function Breadcrumb({
  locale,
  label,
  items,
}: {
  locale: Locale;
  label: string;
  items: Crumb[];
}) {
  const Separator = locale === 'ar' ? ChevronLeft : ChevronRight;
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, i) => (
          <li key={item.name} className="flex items-center gap-1">
            {i > 0 ? <Separator className="size-4 shrink-0" aria-hidden="true" /> : null}
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

/** schema.org BreadcrumbList of the same items, with absolute URLs. */
export function breadcrumbJsonLd(
  items: Crumb[],
  urlOf: (href: string) => string,
  currentUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.href ? urlOf(item.href) : currentUrl,
    })),
  };
}
