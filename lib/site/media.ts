/** Whether `url` is a file of our media folder (served by app/media, which can resize it). */
export function isMediaPath(url: string) {
  return url.startsWith('/media/');
}

/**
 * The URL of a media-folder image resized to `width` pixels (WebP, see server/media/image-variant).
 * Other URLs (an external logo) are returned as they are.
 */
export function mediaVariant(url: string, width: number) {
  if (!isMediaPath(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
