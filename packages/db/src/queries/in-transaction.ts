import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';

/**
 * Runs `work` in a transaction, joining the caller's when `db` already is one (kysely cannot
 * nest them), so a query module's multi-step write stays atomic on its own and inside a larger one.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
