import type { Database } from '@starmatch/db/database';
import { type Kysely, sql } from 'kysely';

export interface HeldDatabase {
  /** Ends the hold: whatever waited on it goes on. */
  release(): Promise<void>;
}

/**
 * A real stall: a transaction that holds the messages table (PostgreSQL) or the one connection
 * (PGlite) until released, so every send waits in the database as it would behind a slow or
 * locked server. Resolves once the hold is in place. The test itself must not use the database
 * until it releases (on PGlite it would wait too).
 */
export async function holdDatabase(db: Kysely<Database>): Promise<HeldDatabase> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = db.transaction().execute(async (trx) => {
    await sql`lock table messages in access exclusive mode`.execute(trx);
    held();
    await released;
  });
  await Promise.race([holding, done]);
  return {
    async release() {
      release();
      await done;
    },
  };
}
