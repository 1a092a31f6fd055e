import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { SUCCESS_CODE } from '@/lib/errors/catalogue';

/** Whether an `If-None-Match` value names `etag` (weak or strong, a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The success envelope of a public read that clients and CDNs may keep for `maxAge` seconds:
 * `ETag` is a hash of the body, so an unchanged answer to `If-None-Match` is a bodiless 304.
 * `vary`: request headers the answer depends on (the edge's country headers when the country
 * came from them). `version`: the answer's own version (a hash of everything in it), sent
 * quoted as the ETag instead, so a client can compare the body's version with the header.
 */
export function cacheableOk<T>(
  c: Context,
  data: T,
  options: { maxAge: number; vary?: readonly string[]; version?: string },
): Response {
  const body = JSON.stringify({ success: true, code: SUCCESS_CODE, data });
  const etag = `"${options.version ?? createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': `public, max-age=${options.maxAge}`,
    ...(options.vary?.length ? { Vary: options.vary.join(', ') } : {}),
  };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}
