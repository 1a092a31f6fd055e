'use client';

import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { DownloadLink } from '@/components/site/download-link';
import { ShopLogo } from './shop-logo';

/*
 * The store page's one-off blocks (shop-page-view.tsx makes their texts on the server). Client
 * components only so that their markup is written once, here, rather than in every cached store
 * page's RSC payload, which carries just the texts; they have no state.
 */

/** The store card's texts in the page's language. */
export interface ShopHeroTexts {
  title: string;
  couponCount: string;
  /** Empty when the store has none. */
  description: string;
  categoriesLabel: string;
  /** The category names, joined; empty when there are none. */
  categories: string;
  countriesLabel: string;
  /** The country names, joined; empty when there are none. */
  countries: string;
  visitStore: string;
  opensInNewTab: string;
}

/** Where "visit store" goes: the API counts the click, then opens the store. */
const shopGoHref = (id: string) => `/api/v1/go/shop/${id}`;

/** The store's card: logo, name, coupon count, description, categories, countries, visit. */
export function ShopHeroView({
  id,
  logo,
  texts,
}: {
  id: string;
  logo: string | null;
  texts: ShopHeroTexts;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
        {logo ? <ShopLogo src={logo} size={88} className="rounded-xl" eager /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{texts.title}</h1>
          <p className="text-brand-800 font-semibold">{texts.couponCount}</p>
          {texts.description ? (
            <p className="max-w-3xl text-slate-700">{texts.description}</p>
          ) : null}
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            {texts.categories ? (
              <div className="flex gap-1">
                <dt className="font-semibold">{texts.categoriesLabel}:</dt>
                <dd>{texts.categories}</dd>
              </div>
            ) : null}
            {texts.countries ? (
              <div className="flex gap-1">
                <dt className="font-semibold">{texts.countriesLabel}:</dt>
                <dd>{texts.countries}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <a
          href={shopGoHref(id)}
          target="_blank"
          rel="nofollow sponsored noopener"
          className={buttonVariants({ size: 'lg', className: 'shrink-0' })}
        >
          <Icon name="external-link" className="size-4" />
          {texts.visitStore}
          <span className="sr-only">{texts.opensInNewTab}</span>
        </a>
      </div>
    </section>
  );
}

/** The install prompt's texts in the page's language, with the store's name. */
export interface InstallPromptTexts {
  title: string;
  text: string;
  extension: string;
  app: string;
}

/** The invitation to install the browser extension or the app for this store. */
export function InstallPromptView({ texts }: { texts: InstallPromptTexts }) {
  return (
    <section aria-labelledby="install-prompt" className="defer-render mx-auto max-w-6xl px-4 pt-8">
      <div className="bg-brand-900 flex flex-col gap-4 rounded-2xl p-6 text-white sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 id="install-prompt" className="text-xl font-bold">
            {texts.title}
          </h2>
          <p className="mt-1 text-white/90">{texts.text}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadLink
            location="store_extension"
            pick="extension"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <Icon name="puzzle" className="size-4" />
            {texts.extension}
          </DownloadLink>
          <DownloadLink
            location="store_app"
            pick="app"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <Icon name="monitor-smartphone" className="size-4" />
            {texts.app}
          </DownloadLink>
        </div>
      </div>
    </section>
  );
}
