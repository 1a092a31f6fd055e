import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { SIGNED_IN_COOKIE } from '@/lib/auth/signed-in-cookie';
import type { AuthTokens, PublicUser } from '@/lib/auth/user-state';

/** The BFF session cookie: versioned name (`v2`), encrypted, httpOnly. */
export const SESSION_COOKIE = 'safqa_session_v2';
const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Browsers drop cookies over 4096 bytes; keep name, value and attributes well below. */
const MAX_COOKIE_BYTES = 4000;

export interface BffSession {
  user: PublicUser;
  tokens: AuthTokens;
}

export interface SessionCookieConfig {
  /** SESSION_SECRET (≥ 32 characters). */
  password: string;
  secure: boolean;
  domain?: string;
}

// What a sealed cookie must hold to count as a session; anything else is dropped.
const sessionShape = z.object({
  user: z.looseObject({
    id: z.string(),
    email: z.string(),
    isEmailVerified: z.boolean(),
  }),
  tokens: z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) }),
});

/** The value of one cookie in a `Cookie` header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The session sealed in the cookie value, or null when absent, tampered with or expired. */
export async function unsealSession(
  sealed: string | undefined,
  password: string,
): Promise<BffSession | null> {
  if (!sealed) return null;
  try {
    const data = await unsealData<unknown>(sealed, {
      password,
      ttl: SESSION_MAX_AGE_SECONDS,
    });
    const parsed = sessionShape.safeParse(data);
    return parsed.success ? (parsed.data as unknown as BffSession) : null;
  } catch {
    return null;
  }
}

function attributes(config: SessionCookieConfig, maxAge: number, httpOnly = true): string {
  return [
    'Path=/',
    `Max-Age=${maxAge}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(config.secure ? ['Secure'] : []),
    ...(config.domain ? [`Domain=${config.domain}`] : []),
  ].join('; ');
}

/** The Set-Cookie header that stores `session`, or clears the cookie when it is null. */
export async function sessionSetCookie(
  session: BffSession | null,
  config: SessionCookieConfig,
): Promise<string> {
  if (!session) return `${SESSION_COOKIE}=; ${attributes(config, 0)}`;
  const sealed = await sealData(session, {
    password: config.password,
    ttl: SESSION_MAX_AGE_SECONDS,
  });
  const header = `${SESSION_COOKIE}=${sealed}; ${attributes(config, SESSION_MAX_AGE_SECONDS)}`;
  if (header.length > MAX_COOKIE_BYTES) {
    throw new Error(`session cookie too large (${header.length} bytes)`);
  }
  return header;
}

/**
 * Stores (or clears) the session cookie and, beside it, the readable signed-in mark the cached
 * public pages' navbar reads (lib/auth/signed-in-cookie.ts). The mark holds nothing but `1`.
 */
export async function appendSessionCookies(
  headers: Headers,
  session: BffSession | null,
  config: SessionCookieConfig,
): Promise<void> {
  headers.append('set-cookie', await sessionSetCookie(session, config));
  headers.append(
    'set-cookie',
    session
      ? `${SIGNED_IN_COOKIE}=1; ${attributes(config, SESSION_MAX_AGE_SECONDS, false)}`
      : `${SIGNED_IN_COOKIE}=; ${attributes(config, 0, false)}`,
  );
}
