import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthConfig } from './tokens';

/**
 * A device token ("device cookie" in OWASP's guidance on lockout): proof that this client signed
 * in to this account before. It names the account (user id) and a random device id, is signed
 * with a key derived from JWT_SECRET (so it is never taken for an access token, nor one for it),
 * and lives a year; each sign-in renews it. It grants nothing by itself: a password check that
 * presents one for its own account is spared the account-wide count of wrong passwords.
 */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

export const DEVICE_TOKEN_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_AUDIENCE = 'safqa-device';
/** Longer than any token we sign: anything bigger is not read at all. */
const MAX_DEVICE_TOKEN_LENGTH = 1000;

const deviceKey = (config: AuthConfig) =>
  createHmac('sha256', config.jwtSecret).update('safqa device token').digest();

/** A new device id: 128 random bits, URL-safe. */
export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

export async function signDeviceToken(config: AuthConfig, device: KnownDevice): Promise<string> {
  const issuedAt = Math.floor(config.now() / 1000);
  return new SignJWT({ did: device.deviceId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(device.userId)
    .setIssuer(config.appUrl)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TOKEN_SECONDS)
    .sign(deviceKey(config));
}

/** The account and device a token names; null when absent, expired, forged or malformed. */
export async function readDeviceToken(
  config: AuthConfig,
  token: string | undefined,
): Promise<KnownDevice | null> {
  if (!token || token.length > MAX_DEVICE_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, deviceKey(config), {
      algorithms: ['HS256'],
      issuer: config.appUrl,
      audience: DEVICE_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(config.now()),
    });
    if (typeof payload.sub !== 'string' || typeof payload.did !== 'string') return null;
    return { userId: payload.sub, deviceId: payload.did };
  } catch {
    return null;
  }
}
