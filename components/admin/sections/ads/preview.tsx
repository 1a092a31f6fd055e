'use client';

import { ChevronRight, ImageIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AD_PLACEMENTS, type AdPlacement } from '@/lib/validation/ads';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';

/** What the preview shows: the form's values as they are typed. */
export interface AdPreviewValues {
  title: { ar: string; en: string };
  text: { ar: string; en: string };
  image: string;
  targetUrl: string;
  placement: string;
}

interface Ad {
  lang: Locale;
  title: string;
  text: string;
  image: string;
  host: string;
  /** The "Ad" label in the ad's own language. */
  label: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

function Thumb({ image, className }: { image: string; className: string }) {
  return image ? (
    // The admin previews any configured address: a plain img, no optimizer.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={image} alt="" className={cn('bg-muted shrink-0 rounded object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'bg-muted text-muted-foreground grid shrink-0 place-items-center rounded',
        className,
      )}
    >
      <ImageIcon className="size-4" />
    </span>
  );
}

const Label = ({ text }: { text: string }) => (
  <span className="bg-muted text-muted-foreground rounded px-1 text-[10px] font-medium uppercase">
    {text}
  </span>
);

/** The extension popup's banner: a wide image over the title and text. */
function ExtensionBanner({ ad }: { ad: Ad }) {
  return (
    <div className="bg-background w-full max-w-80 overflow-hidden rounded-lg border shadow-sm">
      <Thumb image={ad.image} className="h-20 w-full rounded-none" />
      <div className="grid gap-1 p-2">
        <div className="flex items-center justify-between gap-2">
          <p className="truncate text-sm font-semibold">{ad.title}</p>
          <Label text={ad.label} />
        </div>
        {ad.text ? <p className="text-muted-foreground line-clamp-2 text-xs">{ad.text}</p> : null}
        {ad.host ? (
          <p className="text-primary truncate text-[11px]" dir="ltr">
            {ad.host}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The mobile app's banner: one compact row at the screen's edge. */
function MobileBanner({ ad }: { ad: Ad }) {
  return (
    <div className="bg-background flex w-full max-w-90 items-center gap-2 rounded-xl border p-2 shadow-sm">
      <Thumb image={ad.image} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{ad.title}</p>
        {ad.text ? <p className="text-muted-foreground truncate text-xs">{ad.text}</p> : null}
      </div>
      <Label text={ad.label} />
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
    </div>
  );
}

/** A card among the coupons of a list. */
function InListCard({ ad }: { ad: Ad }) {
  return (
    <div className="bg-background grid w-full max-w-80 gap-2 rounded-lg border border-dashed p-3">
      <div className="flex items-start gap-3">
        <Thumb image={ad.image} className="size-12" />
        <div className="grid min-w-0 gap-1">
          <Label text={ad.label} />
          <p className="text-sm font-semibold">{ad.title}</p>
          {ad.text ? <p className="text-muted-foreground line-clamp-3 text-xs">{ad.text}</p> : null}
        </div>
      </div>
    </div>
  );
}

const RENDER: Record<AdPlacement, (props: { ad: Ad }) => ReactNode> = {
  EXTENSION_BANNER: ExtensionBanner,
  MOBILE_BANNER: MobileBanner,
  IN_LIST: InListCard,
};

/**
 * The ad as the extension, the app and the lists will show it, in Arabic (right to left) and
 * English, for every placement; the one chosen in the form is marked.
 */
export function AdPreview({ values }: { values: AdPreviewValues }) {
  const t = useTranslations('admin.ads');
  const tp = useTranslations('admin.ads.preview');
  const host = hostOf(values.targetUrl.trim());
  const ads = (['ar', 'en'] as const).map((lang): Ad => ({
    lang,
    title: values.title[lang].trim() || tp('titlePlaceholder'),
    text: values.text[lang].trim(),
    image: values.image.trim(),
    host,
    label: tp(`adLabel.${lang}`),
  }));
  return (
    <section aria-label={tp('label')} className="grid gap-3" aria-live="polite">
      <h3 className="text-sm font-medium">{tp('label')}</h3>
      {AD_PLACEMENTS.map((placement) => {
        const Render = RENDER[placement];
        const chosen = values.placement === placement;
        return (
          <figure
            key={placement}
            data-placement={placement}
            aria-current={chosen ? 'true' : undefined}
            className={cn(
              'bg-muted/40 grid gap-2 rounded-lg border p-3',
              chosen && 'border-primary ring-primary/30 ring-2',
            )}
          >
            <figcaption className="flex items-center gap-2 text-xs font-medium">
              {t(`placement.${placement}`)}
              {chosen ? <span className="text-primary">· {tp('chosen')}</span> : null}
            </figcaption>
            <div className="grid gap-3 sm:grid-cols-2">
              {ads.map((ad) => (
                <div key={ad.lang} lang={ad.lang} dir={ad.lang === 'ar' ? 'rtl' : 'ltr'}>
                  <Render ad={ad} />
                </div>
              ))}
            </div>
          </figure>
        );
      })}
    </section>
  );
}
