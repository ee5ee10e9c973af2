import type { PostgresPoolClient } from 'kysely';
import type pg from 'pg';

// docs/ARCHITECTURE.md "Read replica": a standby cancels a read that holds up the replay of the
// primary's changes (a VACUUM's cleanup, a lock an ALTER or TRUNCATE took) once
// max_standby_streaming_delay has passed, with SQLSTATE 40001 "canceling statement due to
// conflict with recovery". The read did nothing wrong and the primary can answer it at once, so
// a person sees their feed rather than a 500.

const SERIALIZATION_FAILURE = '40001';

function isRecoveryConflict(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === SERIALIZATION_FAILURE;
}

/** BEGIN, START TRANSACTION, COMMIT, END, ROLLBACK: what moves a connection in or out of one. */
function transactionStep(text: string): 'begin' | 'end' | null {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  if (word === 'begin' || word === 'start') return 'begin';
  if (word === 'commit' || word === 'end' || word === 'rollback') return 'end';
  return null;
}

/**
 * The replica's connection, with a statement the standby cancelled for a recovery conflict run
 * once more on the primary. Only a statement of its own: inside a transaction the statements
 * before it ran on the replica's snapshot, which a primary connection does not share, so the
 * conflict reaches the caller as before.
 */
export function readingOnPrimaryAfterConflicts(
  client: pg.PoolClient,
  primary: pg.Pool,
): PostgresPoolClient {
  let inTransaction = false;
  const statement = async (text: string, parameters: readonly unknown[]) => {
    const step = transactionStep(text);
    if (step === 'begin') inTransaction = true;
    try {
      return await client.query(text, [...parameters]);
    } catch (error) {
      if (!isRecoveryConflict(error) || inTransaction) throw error;
      return primary.query(text, [...parameters]);
    } finally {
      if (step === 'end') inTransaction = false;
    }
  };
  // kysely streams through a cursor object, which is handed over as it is.
  const query = (textOrCursor: unknown, parameters: readonly unknown[] = []) =>
    typeof textOrCursor === 'string'
      ? statement(textOrCursor, parameters)
      : (client.query as (cursor: unknown) => unknown)(textOrCursor);
  return {
    query: query as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}
