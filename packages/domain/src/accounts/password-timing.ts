import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@starmatch/db/passwords';

/**
 * Checks passwords for emails that have no account against a real argon2id hash of a random
 * password, so "no such account" costs the same time as "wrong password" and timing does not
 * tell a stranger which emails are registered. The hash is made once, when the routes register.
 */
export function createDummyPasswordCheck(): (password: string) => Promise<false> {
  const dummyHash = hashPassword(randomBytes(32).toString('base64url'));
  return async (password) => {
    await verifyPassword(await dummyHash, password);
    return false;
  };
}
