import { isMediaPath } from '@/lib/site/media';
import { MAIN_API_BASE } from '@/lib/api/constants';
import { hostBelongsTo, parseHttpUrl } from './canonical-url';

// Which product pictures Safqa shows (pages, the API's product answers, alert mails): a file of
// our own media (`/media/…`), or an http(s) picture on the product's own store — the host of the
// shop's website or a subdomain of it. Any other address (a reporter's `evil.example/pixel.png`)
// is never stored from a reading and never shown. A store picture is shown through our own
// image route (`GET /product/{id}/image`, a redirect after the same check), so neither a page
// nor a mail ever carries the stored address itself.

/** The picture when Safqa may show it for a product of the shop at `shopWebsiteUrl`, else null. */
export function showableImage(
  image: string | null | undefined,
  shopWebsiteUrl: string,
): string | null {
  if (!image) return null;
  if (isMediaPath(image)) return /^\/media\/[^?#\\]*$/.test(image) ? image : null;
  const url = parseHttpUrl(image);
  const site = parseHttpUrl(shopWebsiteUrl);
  if (!url || !site || !hostBelongsTo(url.hostname, site.hostname)) return null;
  return url.toString();
}

/** Our image route of a product (relative to the site, as `/media/…` files are). */
const productImagePath = (productId: string) => `${MAIN_API_BASE}/product/${productId}/image`;

/**
 * A stored product picture as Safqa's answers name it: our media file as it is, a store picture
 * by our image route (which checks it against the store once more), nothing else.
 */
export function presentedImage(productId: string, image: string | null): string | null {
  if (!image) return null;
  if (isMediaPath(image)) return image;
  return parseHttpUrl(image) ? productImagePath(productId) : null;
}
