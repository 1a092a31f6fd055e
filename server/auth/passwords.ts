import { hash, verify } from '@node-rs/argon2';

/** argon2id at the ASVS / OWASP minimum: 19 MiB memory, 2 iterations, parallelism 1. */
const ARGON2_OPTIONS: import('@node-rs/argon2').Options = {
  algorithm: 2, // Algorithm.Argon2id: a const enum, which isolatedModules cannot import
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against its hash. Without a hash (unknown account, provider-only account)
 * a dummy hash is verified anyway so the answer takes the same time either way.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
