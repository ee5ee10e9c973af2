import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, reset tokens and socket tickets. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored. A fast hash is right here (unlike passwords): the input already
 * carries 256 bits of entropy, so there is nothing to brute-force.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
