import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Argon2id is the library's
 * default algorithm (its const enum cannot be imported here); passwords.test.ts checks the hash.
 */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Verified against when the email is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;

/** False for a missing hash (unknown email, or an invited user without a password yet). */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (storedHash == null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
