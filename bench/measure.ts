import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadApiConfig } from '../apps/api/dist/config.js';
import { createApi } from '../apps/api/dist/create-api.js';
import { createDeckBuildProcessor } from '../apps/worker/dist/processors/deck-build-processor.js';
import { createSession } from '../packages/db/dist/queries/sessions.js';
import { appToday } from '../packages/db/dist/queries/visibility.js';
import { createTestDatabase } from '../packages/db/dist/testing.js';
import { createInfrastructure } from '../packages/service-kit/dist/infrastructure.js';
import { sql } from './kysely.js';
import { runLoad } from './load.js';
import { seedPopulation } from './seed-population.js';
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
import { percentile, type ScaleResult } from './stats.js';

/**
 * One population size in a database of its own (created here, dropped at the end): seed, build
 * the measured people's decks with the real processor, serve the real API, measure the feed.
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
    log(`${users} users: building ${ids.length} decks through the deck.build processor`);
    const build = createDeckBuildProcessor(database.db);
    const context = { jobId: 'bench', attempt: 1 };
    const buildTimes: number[] = [];
    for (let i = 0; i < ids.length; i += 2) {
      const pair = ids.slice(i, i + 2);
      const times = await Promise.all(
        pair.map(async (userId) => {
          const [, ms] = await timed(() => build({ userId, reason: 'refresh' }, context));
          return ms;
        }),
      );
      buildTimes.push(...times);
    }
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from decks where user_id = any(${ids}::uuid[])`.execute(
      database.db,
    );
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
    const load = await runLoad(`http://127.0.0.1:${port}/api/matches/potential`, tokens);
    await app.close();

    log(`${users} users: ${PROFILE_CHANGES} profile changes (own deck and fan-out)`);
    const changeTimes: number[] = [];
    for (const userId of ids.slice(0, PROFILE_CHANGES)) {
      const [, ms] = await timed(() => build({ userId, reason: 'profile_updated' }, context));
      changeTimes.push(ms);
    }
    const sorted = load.latencies.slice().sort();
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    return {
      users,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      throughput: (REQUESTS / load.elapsedMs) * 1000,
      errors: load.errors,
      meanCandidates: load.candidates / REQUESTS,
      meanDeckSize: (rows[0]?.n ?? 0) / ids.length,
      deckBuildMs: mean(buildTimes),
      profileChangeMs: mean(changeTimes),
      seedMs,
    };
  } finally {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}
