/**
 * The `X-Forwarded-For` chain a request arrived with, moved aside by proxy.ts.
 *
 * Next's server writes the socket's address into `x-forwarded-for` only when the request has
 * none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in next/dist/server/base-server.js,
 * Next 16.4), and a route handler has no other way to the socket. So proxy.ts removes the header
 * the request came with and passes its value on under this name: behind the proxy,
 * `x-forwarded-for` is the peer (one address, set by Next) and this header the chain before it.
 * server/client-address.ts decides from both which address is the client's.
 */
export const FORWARDED_CHAIN_HEADER = 'x-safqa-forwarded-for';

/**
 * The request headers with the chain sent in moved to FORWARDED_CHAIN_HEADER (and any such
 * header sent in dropped), or null when the request carries neither: nothing to change.
 */
export function moveForwardedFor(headers: Headers): Headers | null {
  const sent = headers.get('x-forwarded-for');
  if (sent === null && !headers.has(FORWARDED_CHAIN_HEADER)) return null;
  const moved = new Headers(headers);
  moved.delete('x-forwarded-for');
  moved.delete(FORWARDED_CHAIN_HEADER);
  if (sent !== null) moved.set(FORWARDED_CHAIN_HEADER, sent);
  return moved;
}
