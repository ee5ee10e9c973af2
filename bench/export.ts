import { cpus } from 'node:os';
import { insertDataExport } from '../packages/db/dist/queries/data-exports.js';
import { createMatch } from '../packages/db/dist/queries/matches.js';
import { newMessageId } from '../packages/db/dist/queries/messages.js';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { createPerson } from '../packages/db/dist/testing-people.js';
import { buildDataExport } from '../packages/domain/dist/privacy/build-data-export.js';

// pnpm bench:export: "Download my data" for an account that sent 10,000 messages (and received
// as many), built by the job's use case on the run's database (PGlite unless DATABASE_URL is
// set). Prints how long the build took and the ZIP's size; exits 1 when it takes longer than
// the target (issue 33: under 10 s).

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const TARGET_MS = 10_000;
const BATCH = 1_000;

const database = await createTestDatabase(process.env);
try {
  const her = await createPerson(database.db, { fullName: 'Aroha Bench' });
  const him = await createPerson(database.db, { fullName: 'Nikau Bench', gender: 'Male' });
  const match = await createMatch(database.db, { userId: her, otherUserId: him });
  for (let start = 0; start < MESSAGES * 2; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, MESSAGES * 2 - start) }, (_, index) => {
      const mine = (start + index) % 2 === 0;
      return {
        id: newMessageId(),
        match_id: match.id,
        sender_id: mine ? her : him,
        receiver_id: mine ? him : her,
        content: `Message ${start + index}: shall we get coffee on Ponsonby Road this weekend?`,
      };
    });
    await database.db.insertInto('messages').values(rows).execute();
  }
  const made = await insertDataExport(database.db, { userId: her, requestedAt: new Date() });
  const enqueued: string[] = [];
  const queue = {
    enqueue: async (name: string) => {
      enqueued.push(name);
      return name;
    },
  };
  const started = performance.now();
  const result = await buildDataExport(
    { db: database.db, now: () => new Date(), queue: queue as never },
    { exportId: made.id, readPhoto: async () => null },
  );
  const tookMs = performance.now() - started;
  const size = result.outcome === 'built' ? result.size : 0;
  console.log(
    JSON.stringify(
      {
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        cpus: cpus().length,
        messagesSent: MESSAGES,
        outcome: result.outcome,
        buildMs: Math.round(tookMs),
        zipBytes: size,
        emailsQueued: enqueued.length,
        targetMs: TARGET_MS,
      },
      null,
      2,
    ),
  );
  if (result.outcome !== 'built' || tookMs > TARGET_MS) {
    console.error(`missed: the export took ${Math.round(tookMs)} ms (target ${TARGET_MS} ms)`);
    process.exitCode = 1;
  }
} finally {
  await database.destroy();
}
