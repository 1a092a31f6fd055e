import { Icon } from '@/components/ui/icon';
import { mediaVariant } from '@/lib/site/media';
import { cn } from '@/lib/utils';

/**
 * A product's picture in a square box (object-contain: store photos come in every shape), or a
 * neutral package icon when the store gave none.
 */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex aspect-square items-center justify-center overflow-hidden rounded-xl bg-slate-50',
        className,
      )}
    >
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- store images come from any host
        <img
          src={mediaVariant(src, 512)}
          alt={alt}
          loading={eager ? undefined : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
          className="size-full object-contain"
        />
      ) : (
        <Icon name="package" className="size-1/3 text-slate-400" />
      )}
    </div>
  );
}
