import sharp from 'sharp';

/**
 * Widths a media image is resized to (`/media/…?w=96`). Requests snap up to the next one, so a
 * caller cannot fill the cache with one variant per pixel. Logos use the small ones, banners (a
 * campaign's, full width on the home page) the large ones.
 */
export const VARIANT_WIDTHS = [48, 64, 96, 128, 176, 256, 384, 640, 960, 1280] as const;

const MAX_CACHED = 500;
const cache = new Map<string, Buffer>();

/** The allowed width for a `w` query value, or null when the value is not a positive integer. */
export function variantWidth(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const wanted = Number(raw);
  return VARIANT_WIDTHS.find((w) => w >= wanted) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
}

/**
 * The image as WebP at `width` pixels wide (never wider than a bitmap's own width). SVGs are
 * rasterised: an `<img>` of an SVG costs the browser a whole document per image, a bitmap only a
 * decode. Results are kept in memory per file version (`key` includes its modification time);
 * `load` reads the original only when the variant is not cached yet.
 */
export async function imageVariant(
  load: () => Promise<Buffer>,
  key: string,
  width: number,
): Promise<Buffer> {
  const cacheKey = `${key}|${width}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const body = await load();
  const meta = await sharp(body).metadata();
  const vector = meta.format === 'svg';
  // Vectors are drawn at the density that yields `width` pixels, so they stay sharp when enlarged.
  const density = vector && meta.width ? Math.min(2400, Math.ceil((72 * width) / meta.width)) : 72;
  const out = await sharp(body, vector ? { density } : {})
    .resize({ width, withoutEnlargement: !vector })
    .webp({ quality: 85 })
    .toBuffer();
  cache.set(cacheKey, out);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return out;
}
