import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadApiConfig } from '../apps/api/dist/config.js';
import { createApi } from '../apps/api/dist/create-api.js';
import { createDeckBuildProcessor } from '../apps/worker/dist/processors/deck-build-processor.js';
import type { Database } from '../packages/db/dist/database.js';
import { createSession } from '../packages/db/dist/queries/sessions.js';
import { appToday } from '../packages/db/dist/queries/visibility.js';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { seedPopulation } from '../packages/db/dist/testing-population.js';
import { createInfrastructure } from '../packages/service-kit/dist/infrastructure.js';
import { type Kysely, sql } from './kysely.js';
import { runLoad } from './load.js';
import { backendsCpuMs, cpuSpentBetween, databaseBackends, ownCpuMs } from './process-cpu.js';
import {
  CONCURRENCY,
  log,
  MEASURED,
  PROFILE_CHANGES,
  REQUESTS,
  SERVER_URL,
  silentLogger as silent,
  timed,
  WARMUP,
} from './settings.js';
import { median, percentile, type ScaleResult } from './stats.js';

/** Ordinary seeded people (any city, age and wishes) whose own deck builds are timed too. */
const ORDINARY_BUILDS = 50;

const context = { jobId: 'bench', attempt: 1 };

/** Builds each person's deck with the real processor, two at a time; the time of each. */
async function timeBuilds(db: Kysely<Database>, ids: readonly string[]): Promise<number[]> {
  const build = createDeckBuildProcessor(db);
  const times: number[] = [];
  for (let i = 0; i < ids.length; i += 2) {
    const pair = ids.slice(i, i + 2);
    const each = await Promise.all(
      pair.map(async (userId) => {
        const [, ms] = await timed(() => build({ userId, reason: 'refresh' }, context));
        return ms;
      }),
    );
    times.push(...each);
  }
  return times;
}

async function ordinaryPeople(db: Kysely<Database>, measured: readonly string[]) {
  const { rows } = await sql<{ id: string }>`
    select id from users where not (id = any(${measured}::uuid[]))
    order by hashtext(id::text) limit ${ORDINARY_BUILDS}`.execute(db);
  return rows.map((row) => row.id);
}

/** A profile change's deck.build per person: its time, and rows it wrote into others' decks. */
async function timeProfileChanges(db: Kysely<Database>, ids: readonly string[]) {
  const build = createDeckBuildProcessor(db);
  const times: number[] = [];
  let othersRows = 0;
  for (const userId of ids) {
    const { rows } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
    const [, ms] = await timed(() => build({ userId, reason: 'profile_updated' }, context));
    times.push(ms);
    const written = await sql<{ n: number }>`
      select count(*)::int as n from decks
      where user_id <> ${userId} and built_at >= ${rows[0]!.now}`.execute(db);
    othersRows += written.rows[0]?.n ?? 0;
  }
  return { times, othersRows };
}

/**
 * One population size in a database of its own (created here, dropped at the end): seed, build
 * the measured people's decks with the real processor, serve the real API, measure the deck
 * reads and the CPU the API and PostgreSQL spend on them.
 */
export async function measure(users: number): Promise<ScaleResult> {
  const database = await createTestDatabase({ DATABASE_URL: SERVER_URL });
  const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-bench-'));
  try {
    const today = appToday();
    log(`${users} users: seeding`);
    const [ids, seedMs] = await timed(() =>
      seedPopulation(database.db, { size: users, measured: MEASURED, today }),
    );
    // A running system's steady state, not the aftermath of a bulk load: autovacuum has set the
    // hint bits and visibility map of the seeded rows, and no checkpoint of the seed's writes is
    // due. Otherwise autovacuum's first pass over a million fresh rows, and the checkpoint of the
    // seed's WAL, would share the two cores with the largest size's measured reads.
    log(`${users} users: vacuum and checkpoint`);
    await sql`vacuum analyze`.execute(database.db);
    await sql`checkpoint`.execute(database.db);
    log(`${users} users: building ${ids.length} decks through the deck.build processor`);
    const buildTimes = await timeBuilds(database.db, ids);
    const ordinaryTimes = await timeBuilds(database.db, await ordinaryPeople(database.db, ids));
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from decks where user_id = any(${ids}::uuid[])`.execute(
      database.db,
    );
    // As autovacuum would in a running system, and not during the measured reads: the planner
    // sees decks of a deck's size, and the builds' fresh rows are vacuumed.
    await sql`vacuum analyze decks, deck_builds`.execute(database.db);
    const tokens = await Promise.all(
      ids.map(
        async (userId) => (await createSession(database.db, { userId, userAgent: 'bench' })).token,
      ),
    );

    const databaseUrl = database.databaseUrl!;
    const infrastructure = await createInfrastructure({ databaseUrl, dataDir, logger: silent });
    const config = loadApiConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    });
    const app = await createApi(config, { infrastructure, ownsInfrastructure: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    log(`${users} users: ${WARMUP} warm-up then ${REQUESTS} requests, ${CONCURRENCY} clients`);
    const { load, apiCpuMs, databaseCpuMs } = await runLoad(
      `http://127.0.0.1:${port}/api/matches/potential`,
      tokens,
      async (run) => {
        const before = await backendsCpuMs(await databaseBackends(database.db));
        const apiBefore = ownCpuMs();
        const split = process.cpuUsage();
        const result = await run();
        const apiCpuMs = ownCpuMs() - apiBefore;
        const { user, system } = process.cpuUsage(split);
        log(
          `${users} users: API CPU per read ${(user / 1000 / REQUESTS).toFixed(3)} ms user, ${(system / 1000 / REQUESTS).toFixed(3)} ms system`,
        );
        const after = await backendsCpuMs(await databaseBackends(database.db));
        return { load: result, apiCpuMs, databaseCpuMs: cpuSpentBetween(before, after) };
      },
    );
    await app.close();

    log(`${users} users: ${PROFILE_CHANGES} profile changes`);
    const changes = await timeProfileChanges(database.db, ids.slice(0, PROFILE_CHANGES));
    const sorted = load.latencies.slice().sort();
    return {
      users,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      throughput: (REQUESTS / load.elapsedMs) * 1000,
      errors: load.errors,
      apiCpuPerReadMs: apiCpuMs / REQUESTS,
      databaseCpuPerReadMs: databaseCpuMs / REQUESTS,
      meanCandidates: load.candidates / REQUESTS,
      meanDeckSize: (rows[0]?.n ?? 0) / ids.length,
      deckBuildMs: median(buildTimes),
      ordinaryDeckBuildMs: median(ordinaryTimes),
      profileChangeMs: median(changes.times),
      profileChangeOthersRows: changes.othersRows,
      seedMs,
    };
  } finally {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}
