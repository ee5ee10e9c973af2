import { cpus, loadavg } from 'node:os';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { sql } from './kysely.js';
import { measure } from './measure.js';
import {
  CONCURRENCY,
  MEASURED,
  REQUESTS,
  SERVER_URL,
  SIZES,
  TARGET_P99_RATIO,
  WARMUP,
} from './settings.js';
import { formatTable, type ScaleResult } from './stats.js';

// pnpm bench:feed: GET /api/matches/potential over HTTP at two population sizes, side by side.
// docs/BENCHMARKS.md says what it does, the figures, and how to read them. Exits 1 when the p99
// at the largest size is more than TARGET_P99_RATIO times the p99 at the smallest.

async function serverVersion(): Promise<string> {
  const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
  try {
    const { rows } = await sql<{ v: string }>`
      select current_setting('server_version') as v`.execute(database.db);
    return rows[0]?.v ?? 'unknown';
  } finally {
    await database.destroy();
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, PostgreSQL ${await serverVersion()}`;
const loadBefore = load();
const results: ScaleResult[] = [];
for (const size of SIZES) results.push(await measure(size));
process.stdout.write(`\n${machine}\n`);
process.stdout.write(
  `${REQUESTS} requests (after ${WARMUP} warm-up) from ${CONCURRENCY} clients over ${MEASURED} sessions\n`,
);
process.stdout.write(
  `load average before ${loadBefore}, after ${load()}\n\n${formatTable(results)}\n\n`,
);
const first = results[0];
const last = results[results.length - 1];
if (first && last && first !== last) {
  const ratio = last.p99 / first.p99;
  const verdict = ratio <= TARGET_P99_RATIO ? 'within' : 'OVER';
  process.stdout.write(
    `p99 ratio ${last.users.toLocaleString('en-NZ')} / ${first.users.toLocaleString('en-NZ')} users: ${ratio.toFixed(2)} (${verdict} the ${TARGET_P99_RATIO}x target)\n`,
  );
  if (ratio > TARGET_P99_RATIO) process.exitCode = 1;
}
