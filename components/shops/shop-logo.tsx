import { isMediaPath, mediaVariant } from '@/lib/site/media';

/**
 * A store logo at `size` CSS pixels: a bitmap of that width, and twice it for dense screens,
 * instead of the stored file (an SVG costs the browser a document per image). Decorative: the
 * store's name is always next to it. Server and client components alike draw it (no class
 * merging: `className` adds to `shrink-0`).
 */
export function ShopLogo({
  src,
  size,
  className,
  eager = false,
}: {
  src: string;
  size: number;
  className?: string;
  /** Above the fold (the store page's own logo): load at once. Grids load as they scroll in. */
  eager?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- resized by our own media route
    <img
      src={mediaVariant(src, size)}
      srcSet={isMediaPath(src) ? `${mediaVariant(src, size * 2)} 2x` : undefined}
      alt=""
      width={size}
      height={size}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
    />
  );
}
