import { type ReplicaCluster, startReplicaCluster } from '@starmatch/test-support/replica-cluster';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/connection.js';

// docs/ARCHITECTURE.md "Read replica": a standby that must replay a lock its read holds up
// cancels the read (40001, "conflict with recovery"). With max_standby_streaming_delay=0 it does
// so at once, so each case below is one read the standby is made to cancel.

const ROWS = 37;
let cluster: ReplicaCluster;
let handle: DatabaseHandle;

beforeAll(async () => {
  cluster = await startReplicaCluster({ standbySettings: ['max_standby_streaming_delay=0'] });
  handle = await createDatabase({
    databaseUrl: cluster.primary.url,
    readReplica: { databaseUrl: cluster.replicaUrl, maxLagMs: 10_000 },
  });
  await sql`create table conflict_rows (n int)`.execute(handle.db);
  await sql`insert into conflict_rows select generate_series(1, ${ROWS})`.execute(handle.db);
  await cluster.caughtUp();
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await cluster?.destroy();
});

/**
 * Once the standby runs the slow read, the primary takes the lock its replay will need, and adds a
 * row while it holds it.
 */
async function lockWhileTheStandbyReads(): Promise<void> {
  for (;;) {
    const running = await cluster.onReplica(
      "select count(*) from pg_stat_activity where state = 'active' and query like '%pg_sleep(2)%' and query not like '%pg_stat_activity%'",
    );
    if (running === '1') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The row it adds tells the answers apart: the standby's snapshot predates it, and a read on
  // the primary waits for the lock and then counts it.
  await cluster.onPrimary(
    'begin; lock table conflict_rows in access exclusive mode; insert into conflict_rows values (0); commit;',
  );
}

describe('a read the standby cancels for a conflict with recovery', () => {
  it('is answered by the primary instead', async () => {
    const replica = handle.replica;
    if (!replica) throw new Error('no replica');
    const [read] = await Promise.all([
      sql<{ rows: number }>`select count(*)::int as rows, pg_sleep(2)::text from conflict_rows`
        .execute(replica.db)
        .then((result) => result.rows[0]?.rows),
      lockWhileTheStandbyReads(),
    ]);
    expect(read).toBe(ROWS + 1);
  });

  it('inside a transaction, reaches the caller: its snapshot was the standby’s', async () => {
    const replica = handle.replica;
    if (!replica) throw new Error('no replica');
    const [outcome] = await Promise.all([
      replica.db
        .transaction()
        .execute((trx) =>
          sql`select count(*)::int, pg_sleep(2)::text from conflict_rows`.execute(trx),
        )
        .then(
          () => 'answered',
          (error: { code?: string }) => error.code,
        ),
      lockWhileTheStandbyReads(),
    ]);
    expect(outcome).toBe('40001');
  });
});
