import { expect } from '@jest/globals';
import { tokenWith } from './catalog-helpers';
import type { TestApp } from './test-app';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A clock the API reads (`createTestApp({ now: () => clock.now })`) that tests move. */
export function testClock(start: string) {
  const clock = {
    now: new Date(start),
    set(at: string | Date) {
      clock.now = new Date(at);
    },
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    /** Past the one-report-per-hour throttle. */
    nextHour() {
      clock.advance(HOUR_MS + 1000);
    },
  };
  return clock;
}

let reporter = 0;

/**
 * POST /product/search with a page reading; each call comes from an address of its own, in a
 * network (/24) of its own, unless `headers` sets one (the per-address limit stays out of the
 * way, and two calls are independent reporters).
 */
export function report(
  t: TestApp,
  body: Record<string, unknown>,
  init: { token?: string; headers?: Record<string, string> } = {},
) {
  reporter += 1;
  return t.api('POST', '/api/v1/product/search', {
    json: body,
    token: init.token,
    headers: {
      'x-forwarded-for': `10.${(reporter >> 8) & 255}.${reporter & 255}.7`,
      ...init.headers,
    },
  });
}

const trustedTokens = new WeakMap<TestApp, Promise<string>>();

/** A signed-in trusted reporter of the app: staff who may enter prices (create_price). */
export function trustedReporterToken(t: TestApp) {
  let token = trustedTokens.get(t);
  if (!token) {
    token = tokenWith(t, ['create_price']);
    trustedTokens.set(t, token);
  }
  return token;
}

/**
 * A reading that must be stored and trusted at once: from a trusted reporter, who is believed
 * alone (tests/api/price-trust.test.ts covers everyone else's readings). Answers `data`.
 */
export async function reportAccepted(t: TestApp, body: Record<string, unknown>) {
  const res = await report(t, body, { token: await trustedReporterToken(t) });
  expect(res.status).toBe(200);
  expect(res.body.data.observation).toEqual({ accepted: true, reason: null });
  return res.body.data;
}

/** The `details` of a 400 answer. */
export function detailsOf(res: { status: number; body: { error?: { details?: unknown } } }) {
  expect(res.status).toBe(400);
  return res.body.error?.details;
}
