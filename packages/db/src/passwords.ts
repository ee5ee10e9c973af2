import { argon2id, hash, needsRehash, verify } from 'argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * True when `password` matches the encoded argon2 `passwordHash`. A value that is not an argon2
 * hash at all never matches.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  return verify(passwordHash, password);
}

/** True when the hash was made with weaker or different parameters than today's. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  return needsRehash(passwordHash, PASSWORD_HASH_OPTIONS);
}
