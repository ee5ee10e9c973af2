import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { getAppState } from './app-state.js';

/**
 * A 256-bit key kept under `name` in `app_state`, made on first use. Kept in the database rather
 * than configuration so every process (api, worker, gateway) agrees without a secret to hand out,
 * in both run modes. Two processes making it at once: the first insert wins, both read the winner.
 */
export async function appSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const existing = await getAppState(db, name);
  if (typeof existing === 'string') return Buffer.from(existing, 'base64url');
  const fresh = JSON.stringify(randomBytes(32).toString('base64url'));
  await db
    .insertInto('app_state')
    .values({ key: name, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await getAppState(db, name);
  if (typeof stored !== 'string') throw new Error(`the key ${name} could not be stored`);
  return Buffer.from(stored, 'base64url');
}
