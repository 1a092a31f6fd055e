/**
 * Addresses a probe of the built server found answered with a bare 500 by Next's own routes
 * (percent-encoding that does not decode, half a UTF-16 pair): the request guard answers each
 * with 400. Shared by its unit test and the e2e on the built server.
 */
export const UNREADABLE_NEXT_PATHS = [
  '/_next/static/%ff',
  '/_next/static/%',
  '/_next/static/%%',
  '/_next/static/%zz',
  '/_next/static/%c0%ae',
  '/_next/static/chunks/%zz',
  '/_next/image/%ed%a0%80',
  '/favicon.ico%ff',
] as const;
