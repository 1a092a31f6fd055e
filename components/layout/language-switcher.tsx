'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { switchLocaleHref } from '@/lib/i18n/switch-locale';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Adds or removes the `/en` prefix and keeps the rest of the path, query and hash.
 * A plain link (full load) so the new language's messages and `dir` come from the server.
 */
export function LanguageSwitcher({
  target,
  label,
  icon,
}: {
  target: Locale;
  label: string;
  /** Rendered by the server (the icon library stays out of the page's JavaScript). */
  icon?: ReactNode;
}) {
  const pathname = usePathname();
  const [href, setHref] = useState(() => switchLocaleHref(pathname, target));
  useEffect(() => {
    const sync = () =>
      setHref(
        switchLocaleHref(
          window.location.pathname + window.location.search + window.location.hash,
          target,
        ),
      );
    sync();
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
    };
  }, [pathname, target]);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-testid="language-switcher"
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {icon}
      {label}
    </a>
  );
}
