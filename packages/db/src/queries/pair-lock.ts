import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';

/**
 * Serialises decisions about one pair (in either direction): liking, answering a request and
 * unmatching never interleave for the same pair, so two people liking each other at the same
 * moment make one match rather than two crossed pending requests.
 */
export async function lockPair(trx: Transaction<Database>, first: string, second: string) {
  const key = first < second ? `${first}|${second}` : `${second}|${first}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
