// Run by outbox-crash.test.ts as a process of its own: makes a match, then unmatches through the
// use case, with an outbox whose delivery kills this process (SIGKILL) the moment the unmatch
// has committed: the event is in the outbox and nobody has sent it.
import { createDatabase } from '@starmatch/db/connection';
import { migrateToLatest } from '@starmatch/db/migrate';
import { createPair } from '@starmatch/db/testing-people';
import { endMatch } from '@starmatch/domain/matching/end-match';

const handle = await createDatabase(
  process.env.CRASH_DATABASE_URL
    ? { databaseUrl: process.env.CRASH_DATABASE_URL }
    : { dataDir: process.env.CRASH_DATA_DIR },
);
await migrateToLatest(handle.db);
const pair = await createPair(handle.db);
const [userA, userB] = [pair.viewer, pair.candidate].sort();
const match = await handle.db
  .insertInto('matches')
  .values({ user_a: userA, user_b: userB })
  .returning('id')
  .executeTakeFirstOrThrow();
process.stdout.write(
  `${JSON.stringify({ matchId: match.id, unmatcher: pair.viewer, other: pair.candidate })}\n`,
);

const diesOnDelivery = {
  dispatch() {
    process.kill(process.pid, 'SIGKILL');
    return new Promise(() => {});
  },
  close: async () => {},
};
await endMatch(
  {
    db: handle.db,
    outbox: diesOnDelivery,
    queue: undefined,
    limiter: undefined,
    now: () => new Date(),
    log: console,
    close: async () => {},
  },
  { matchId: match.id, userId: pair.viewer },
);
