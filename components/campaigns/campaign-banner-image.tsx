import { isMediaPath, mediaVariant } from '@/lib/site/media';
import { cn } from '@/lib/utils';

/** Banners are drawn 4:1 (1280 × 320); the box keeps that shape before the image arrives. */
const WIDTH = 1280;
const HEIGHT = 320;
const VARIANTS = [640, 960, 1280];

/**
 * A campaign's banner at the width of the page's content column: bitmaps of 640–1280 pixels for
 * a media-folder image (the browser picks by `sizes`), the address as it is for any other.
 */
export function CampaignBannerImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  /** The campaign page's own banner is above the fold; the home page's loads as it scrolls in. */
  eager?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- resized by our own media route
    <img
      src={mediaVariant(src, WIDTH)}
      srcSet={
        isMediaPath(src)
          ? VARIANTS.map((w) => `${mediaVariant(src, w)} ${w}w`).join(', ')
          : undefined
      }
      sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)"
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[4/1] h-auto w-full rounded-2xl bg-slate-100 object-cover', className)}
    />
  );
}
