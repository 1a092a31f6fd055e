/**
 * The URL of a media-folder image resized to `width` pixels (WebP, see server/media/image-variant).
 * Other URLs (an external logo) are returned as they are.
 */
export function mediaVariant(url: string, width: number) {
  if (!url.startsWith('/media/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
