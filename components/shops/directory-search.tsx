import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';
import { directoryPath, type DirectoryState } from './directory-nav';

/** The store search: a plain GET form, so results are server-rendered and work without JS. */
export function DirectorySearch({
  locale,
  state,
  labels,
}: {
  locale: Locale;
  state: DirectoryState;
  labels: { search: string; placeholder: string; button: string; clear: string };
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <form
        role="search"
        action={localizedPath(locale, '/shops')}
        method="get"
        className="flex flex-1 gap-2"
      >
        <label htmlFor="shop-search" className="sr-only">
          {labels.search}
        </label>
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="shop-search"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={100}
            placeholder={labels.placeholder}
            autoComplete="off"
            className="focus:border-brand-600 focus:ring-brand-500 h-12 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 text-base focus:ring-2 focus:outline-none"
          />
        </div>
        {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
        <button type="submit" className={buttonVariants({ size: 'lg' })}>
          {labels.button}
        </button>
      </form>
      {state.q ? (
        <Link
          href={directoryPath({ category: state.category })}
          prefetch={false}
          className={buttonVariants({ variant: 'ghost', size: 'lg' })}
        >
          <Icon name="x" className="size-4" />
          {labels.clear}
        </Link>
      ) : null}
    </div>
  );
}
