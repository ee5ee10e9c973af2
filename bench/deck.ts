import { cpus, loadavg } from 'node:os';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { checkDeckTargets, formatTargets } from './deck-targets.js';
import { sql } from './kysely.js';
import { measure } from './measure.js';
import { CONCURRENCY, MEASURED, REQUESTS, SERVER_URL, SIZES, WARMUP } from './settings.js';
import { formatTable, type ScaleResult } from './stats.js';

// pnpm bench:deck: GET /api/matches/potential (the deck read) over HTTP, deck builds and profile
// changes at several population sizes, side by side. docs/BENCHMARKS.md says what it does, the
// figures, and how to read them. Exits 1 when a target of deck-targets.ts is missed.

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
const checks = checkDeckTargets(results);
process.stdout.write(`${formatTargets(checks)}\n`);
if (checks.some((check) => !check.met)) process.exitCode = 1;
