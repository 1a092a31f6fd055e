/**
 * The redirect_uri allowlist (the app and accounts subdomains hand it to the site before any
 * route loads; documented in docs/security.md). Allowed:
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

/**
 * PREVIEW_HOSTS: host patterns a deploy preview may have, such as `*.vercel.app` or
 * `preview.localhost:3442`. `*` stands for one DNS label or a part of one (never a dot); the last
 * label is always spelled out, so no pattern matches a whole top-level domain. A pattern without a
 * port matches any port. Returns the problem with a pattern, or null when it is well formed.
 */
export function previewHostPatternProblem(pattern: string): string | null {
  const match = /^([a-z0-9*-]+(?:\.[a-z0-9*-]+)*)(?::(\d{1,5}))?$/i.exec(pattern);
  if (!match) return `${pattern} is not a host pattern such as *.vercel.app`;
  const labels = match[1]!.split('.');
  if (labels[labels.length - 1]!.includes('*'))
    return `${pattern}: the last label must be spelled out (*.vercel.app, not *.*)`;
  return null;
}

function hostPatternRegExp(pattern: string): RegExp {
  const [host, port] = pattern.toLowerCase().split(':') as [string, string | undefined];
  const body = host
    .split('')
    .map((c) => (c === '*' ? '[a-z0-9-]+' : c.replace(/[.]/g, '\\.')))
    .join('');
  return new RegExp(`^${body}${port ? `:${port}` : '(?::\\d{1,5})?'}$`);
}

export interface PreviewPolicy {
  /** The origin that receives the providers' callbacks for the previews (OAUTH_PROXY_URL). */
  appUrl: string;
  /** PREVIEW_HOSTS as a list of patterns. */
  previewHosts: readonly string[];
}

/**
 * The origin of a deploy preview that an OAuth sign-in may be handed back to, or null: an http(s)
 * origin (https unless the receiving site itself runs on http, as in development), without user
 * info, path, query or fragment, whose host matches one of the preview host patterns. The
 * receiving site's own origin is not a preview.
 */
export function allowedPreviewOrigin(
  raw: string | null | undefined,
  policy: PreviewPolicy,
): string | null {
  if (!raw || raw.length > 300 || FORBIDDEN_CHARS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const app = new URL(policy.appUrl);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && app.protocol === 'http:'))
    return null;
  if (url.username || url.password) return null;
  // Exactly an origin: `https://x.vercel.app/evil` or `…?x` is refused, not trimmed.
  if (raw !== url.origin) return null;
  if (url.origin === app.origin) return null;
  const host = url.host.toLowerCase();
  return policy.previewHosts.some((p) => hostPatternRegExp(p).test(host)) ? url.origin : null;
}
