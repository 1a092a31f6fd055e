import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { compactVerify, errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors';

export interface AuthConfig {
  /** HS256 key (JWT_SECRET); also the pepper of stored verification codes. */
  jwtSecret: string;
  /** The site's origin: token issuer and base of mailed links. */
  appUrl: string;
  accessTokenSeconds: number;
  /** Absolute lifetime of a sign-in (its refresh-token family). */
  sessionDays: number;
  /** A refresh token presented again within this many seconds of its rotation lost a race. */
  refreshRaceSeconds: number;
  /** The time, in ms since the epoch: tokens are signed and checked with it (tests move it). */
  now: () => number;
}

export const AUDIENCE = 'safqa-api';

export const defaultAuthConfig = (jwtSecret: string, appUrl: string): AuthConfig => ({
  jwtSecret,
  appUrl,
  accessTokenSeconds: 15 * 60,
  sessionDays: 30,
  refreshRaceSeconds: 10,
  now: Date.now,
});

/** 256 random bits, URL-safe: refresh tokens, reset tokens, OAuth ids and states. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 5 random digits (leading zeros kept). */
export function randomCode(): string {
  return String(randomInt(0, 100_000)).padStart(5, '0');
}

/** Codes have only 100,000 values: stored as a keyed hash so a database copy does not reveal them. */
export function hashCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const key = (config: AuthConfig) => new TextEncoder().encode(config.jwtSecret);

export async function signAccessToken(
  config: AuthConfig,
  userId: string,
  sessionId: string,
): Promise<string> {
  const issuedAt = Math.floor(config.now() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(config.appUrl)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.accessTokenSeconds)
    .setJti(randomBytes(12).toString('base64url'))
    .sign(key(config));
}

/** The user and sign-in an access token names; 1201 when expired, 1004 for anything else wrong. */
export async function verifyAccessToken(
  config: AuthConfig,
  token: string,
): Promise<{ userId: string; sessionId: string }> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ['HS256'],
      issuer: config.appUrl,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(config.now()),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      throw new AppError('UNAUTHORIZED_ACCESS');
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('ACCESS_TOKEN_EXPIRED');
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHORIZED_ACCESS');
  }
}

/**
 * The user and sign-in of an access token whose signature, issuer and audience are ours, even
 * when it has expired — for server-rendered pages, which cannot renew tokens and must not
 * rotate the refresh token. The caller checks in the database that the sign-in is still live.
 * Null for anything not signed by us.
 */
export async function readAccessTokenIgnoringExpiry(
  config: AuthConfig,
  token: string,
): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await compactVerify(token, key(config), { algorithms: ['HS256'] });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (!claims || typeof claims !== 'object') return null;
    const { sub, sid, iss, aud } = claims as Record<string, unknown>;
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (iss !== config.appUrl || !audiences.includes(AUDIENCE)) return null;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    return { userId: sub, sessionId: sid };
  } catch {
    return null;
  }
}
