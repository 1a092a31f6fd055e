import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';
import { cn } from '@/lib/utils';
import { directoryPath, type DirectoryState } from '@/lib/site/directory-route';
import { DIRECTORY_LETTERS, type SiteCategory } from '@/lib/validation/shop';

export { directoryPath, type DirectoryState };

/**
 * These lists hold 60+ links: plain server-rendered anchors (full navigations) rather than
 * client-side Links, which would each hydrate and prefetch — 200–400 ms of main-thread work on
 * a mid-range phone (bench:lighthouse).
 */
const hrefIn = (locale: Locale, state: DirectoryState) =>
  localizedPath(locale, directoryPath(state));

/*
 * Each link's look, inactive or current, is one class (`chip-link`, `letter-link`, `page-link`
 * and their `-active` forms in app/globals.css) rather than the dozen utilities it stands for:
 * each class list is in the cached document and again in its RSC payload. The A–Z's wider "All"
 * cell alone spells its utilities, with these colours.
 */
const chipState = (active: boolean) =>
  active
    ? 'border-brand-700 bg-brand-700 text-white'
    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600';

/** Category chips: "All" and every category with stores; the search text is kept. */
export function CategoryNav({
  locale,
  label,
  allLabel,
  categories,
  state,
}: {
  locale: Locale;
  label: string;
  allLabel: string;
  categories: SiteCategory[];
  state: DirectoryState;
}) {
  const items = [
    { slug: undefined, name: allLabel },
    ...categories.map((c) => ({ slug: c.slug, name: c.name[locale] })),
  ];
  return (
    <nav aria-label={label}>
      <h2 className="mb-2 text-sm font-bold text-slate-700">{label}</h2>
      <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap">
        {items.map((item) => {
          const active = state.category === item.slug;
          return (
            <li key={item.slug ?? 'all'} className="shrink-0">
              <a
                href={hrefIn(locale, { q: state.q, category: item.slug })}
                aria-current={active ? 'page' : undefined}
                className={active ? 'chip-link-active' : 'chip-link'}
              >
                {item.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A–Z by the English name's first letter, plus "other" for names starting with a digit. */
export function LetterNav({
  locale,
  label,
  allLabel,
  otherLabel,
  state,
}: {
  locale: Locale;
  label: string;
  allLabel: string;
  otherLabel: string;
  state: DirectoryState;
}) {
  const items = [undefined, ...DIRECTORY_LETTERS];
  return (
    <nav aria-label={label}>
      <h2 className="mb-2 text-sm font-bold text-slate-700">{label}</h2>
      <ul className="flex flex-wrap gap-1" dir="ltr">
        {items.map((letter) => {
          const active = state.letter === letter;
          return (
            <li key={letter ?? 'all'}>
              <a
                href={hrefIn(locale, { category: state.category, letter })}
                aria-current={active ? 'page' : undefined}
                aria-label={letter === '#' ? otherLabel : undefined}
                className={
                  letter === undefined
                    ? // Two cells wide whatever the font: the grid does not reflow when the web
                      // font replaces the fallback (a layout shift on phones).
                      cn(
                        'inline-flex size-11 items-center justify-center rounded-lg border text-sm font-bold',
                        chipState(active),
                        'w-23',
                      )
                    : active
                      ? 'letter-link-active'
                      : 'letter-link'
                }
              >
                {letter ?? allLabel}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Previous / numbered / next page links around the current page. */
export function Pagination({
  locale,
  label,
  previous,
  next,
  pageLabel,
  state,
  pages,
}: {
  locale: Locale;
  label: string;
  previous: string;
  next: string;
  pageLabel: (page: number) => string;
  state: DirectoryState;
  pages: number;
}) {
  const current = state.page ?? 1;
  if (pages <= 1) return null;
  const from = Math.max(1, Math.min(current - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? (
          <li>
            <a
              href={hrefIn(locale, { ...state, page: current - 1 })}
              rel="prev"
              className="page-link"
            >
              {previous}
            </a>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <a
              href={hrefIn(locale, { ...state, page: n })}
              aria-current={n === current ? 'page' : undefined}
              aria-label={pageLabel(n)}
              className={n === current ? 'page-link-active' : 'page-link'}
            >
              {n}
            </a>
          </li>
        ))}
        {current < pages ? (
          <li>
            <a
              href={hrefIn(locale, { ...state, page: current + 1 })}
              rel="next"
              className="page-link"
            >
              {next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
