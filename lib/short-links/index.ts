// Where short links live: `/l/{slug}` on the site, and `/{slug}` on the link domain when one is
// configured (NEXT_PUBLIC_LINK_DOMAIN for the links the site prints, LINK_DOMAIN on the server).

/** An origin (`https://safqa.link`) from a configured value, or '' when unset or not a URL. */
export function linkOrigin(value: string | null | undefined): string {
  const raw = value?.trim();
  if (!raw) return '';
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** Build-time: the link domain the site's download and short links point at ('' = this site). */
const PUBLIC_LINK_ORIGIN = linkOrigin(process.env.NEXT_PUBLIC_LINK_DOMAIN);

/**
 * The address of a short link as the site prints it: `${NEXT_PUBLIC_LINK_DOMAIN}/{slug}` when
 * set, else `/l/{slug}` on the site itself (so the demo works without a link domain).
 */
export function shortLinkHref(slug: string, origin: string = PUBLIC_LINK_ORIGIN): string {
  return origin ? `${origin}/${slug}` : `/l/${slug}`;
}

/**
 * The host (with port) whose bare `/{slug}` paths are short links: LINK_DOMAIN's, else
 * NEXT_PUBLIC_LINK_DOMAIN's; null when neither is set or it is the site's own host.
 */
export function linkDomainHost(
  linkDomain: string | undefined,
  publicLinkDomain: string | undefined,
  appUrl: string,
): string | null {
  const origin = linkOrigin(linkDomain) || linkOrigin(publicLinkDomain);
  if (!origin) return null;
  const host = new URL(origin).host;
  return host === linkOrigin(appUrl).replace(/^https?:\/\//, '') ? null : host;
}

const BARE_SLUG_RE = /^\/([A-Za-z0-9][A-Za-z0-9-]{1,63})\/?$/;

/**
 * The slug of a request for `/{slug}` on the link domain (lower-cased), or null: another host,
 * the root, a deeper path or something that cannot be a slug.
 */
export function linkDomainSlug(
  host: string | null,
  pathname: string,
  linkHost: string | null,
): string | null {
  if (!linkHost || host?.toLowerCase() !== linkHost) return null;
  const match = BARE_SLUG_RE.exec(pathname);
  return match ? match[1]!.toLowerCase() : null;
}
