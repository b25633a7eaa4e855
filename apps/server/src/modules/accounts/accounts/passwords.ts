import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the OWASP minimum: 19 MiB memory, 2 passes, 1 lane (docs/product/accounts-and-sessions.md). */
const OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum, which type stripping cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown address, social-only account) it still verifies
 * against a dummy hash, so the answer takes the same time and reveals nothing about which addresses have accounts.
 */
export async function checkPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('cuepoint-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
