/**
 * The redirect_uri allowlist (the app and accounts subdomains hand it to the site before any
 * route loads; documented in the README). Allowed:
 *   - a path on this site: `/dashboard?x=1` (not `//host`, not `/\host`, and not a path whose
 *     dot segments collapse into `//host`);
 *   - an http(s) URL on the product's domain or one of its subdomains (`https://safqa.app/…`,
 *     `https://accounts.safqa.app/…`), with https required unless the domain itself runs on http;
 *   - a URL whose scheme is one of the configured app schemes (`safqa://auth/done`), which is how
 *     the mobile app receives the sign-in result.
 * Everything else (`javascript:`, `data:`, other hosts, look-alike hosts, control characters,
 * backslashes) is refused and ignored.
 */
export interface RedirectPolicy {
  /** The site's own origin, e.g. `https://safqa.app`. */
  appUrl: string;
  /** App URL schemes without the colon, e.g. `['safqa']`. */
  appSchemes: readonly string[];
}

const FORBIDDEN_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

function decodeOnce(value: string): string {
  // URLSearchParams already decoded one level; a value that is still percent-encoded
  // (`https%3A%2F%2F…`, `%2Fdashboard`) was encoded twice by its sender.
  if (/^(%2F|[a-z][a-z0-9+.-]*%3A)/i.test(value)) {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** The address to store, or null when it is not on the allowlist. */
export function allowedRedirectUri(
  raw: string | null | undefined,
  policy: RedirectPolicy,
): string | null {
  if (!raw) return null;
  const value = decodeOnce(raw.trim());
  if (!value || value.length > 2048 || FORBIDDEN_CHARS.test(value)) return null;

  const app = new URL(policy.appUrl);

  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const resolved = new URL(value, app.origin);
    if (resolved.origin !== app.origin) return null;
    // Judge the normalized path, not the text: dot segments (`/..//evil.example/`,
    // `/.//evil.example/`, `/%2e%2e//evil.example/`) collapse into `//evil.example/`, which a
    // browser reads as another host.
    const path = resolved.pathname + resolved.search + resolved.hash;
    if (path.startsWith('//')) return null;
    return path;
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (policy.appSchemes.map((s) => s.toLowerCase()).includes(scheme)) {
    return url.toString();
  }
  if (scheme !== 'http' && scheme !== 'https') return null;
  if (scheme === 'http' && app.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const domain = app.hostname.toLowerCase();
  if (host !== domain && !host.endsWith(`.${domain}`)) return null;
  return url.toString();
}

export const REDIRECT_URI_STORAGE_KEY = 'redirect_uri';

/** A `redirect` parameter (sign-in return address): only a path on this very site, else null. */
export function sameSitePath(raw: string | null | undefined, origin: string): string | null {
  const allowed = allowedRedirectUri(raw, { appUrl: origin, appSchemes: [] });
  return allowed?.startsWith('/') ? allowed : null;
}
