import { cpus, loadavg } from 'node:os';
import { seedDeckPeople } from './http-deck-people.js';
import { deckReadCost, throughput } from './http-load.js';
import { formatHttpReport, type HttpFigures, missedTargets } from './http-report.js';
import { alternate, median } from './http-rounds.js';
import { type ServerProcess, startServer } from './http-servers.js';
import { log, SERVER_URL } from './settings.js';

// pnpm bench:http: in one run, /healthz of the real API against a bare Fastify hello-world
// (req/s, same client, alternating rounds), what request logging at LOG_LEVEL=info costs the API
// per request, and the API's CPU per deck read at info and silent. What it does and the runs:
// docs/BENCHMARKS.md "HTTP overhead". Exits 1 when a target is missed.

const env = process.env;
const ROUNDS = Number(env.BENCH_HTTP_ROUNDS ?? 10);
const ROUND_MS = Number(env.BENCH_HTTP_ROUND_MS ?? 500);
const CONNECTIONS = Number(env.BENCH_HTTP_CONNECTIONS ?? 20);
const DECK_ROUNDS = Number(env.BENCH_HTTP_DECK_ROUNDS ?? 3);
const DECK_REQUESTS = Number(env.BENCH_HTTP_DECK_REQUESTS ?? 500);
const DECK_CONCURRENCY = Number(env.BENCH_HTTP_DECK_CONCURRENCY ?? 20);
const POPULATION = 2000;
const MEASURED = 100;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const loadBefore = load();
log(`seeding ${POPULATION} people, ${MEASURED} of them with decks and sessions`);
const people = await seedDeckPeople(SERVER_URL, { size: POPULATION, measured: MEASURED });
log('starting hello-world and the API at LOG_LEVEL=info and silent, each in its own process');
const apiEnv = { DATABASE_URL: people.databaseUrl };
const [hello, apiInfo, apiSilent] = await Promise.all([
  startServer('hello'),
  startServer('api', { ...apiEnv, LOG_LEVEL: 'info' }),
  startServer('api', { ...apiEnv, LOG_LEVEL: 'silent' }),
]);
try {
  const get = (server: ServerProcess, path: string) => () =>
    throughput(server, { path, connections: CONNECTIONS, durationMs: ROUND_MS });
  const hellos = get(hello, '/');
  const probes = get(apiInfo, '/healthz');
  // app-config reads no database: the difference between the two levels is the logging alone.
  const configsAtInfo = get(apiInfo, '/api/app-config');
  const configsAtSilent = get(apiSilent, '/api/app-config');
  const deckReads = (server: ServerProcess, requests: number) => () =>
    deckReadCost(server, { tokens: people.tokens, requests, concurrency: DECK_CONCURRENCY });

  log('warm-up');
  await alternate(1, [hellos, probes, configsAtInfo, configsAtSilent]);
  await alternate(1, [
    deckReads(apiInfo, DECK_REQUESTS / 2),
    deckReads(apiSilent, DECK_REQUESTS / 2),
  ]);
  // Each comparison in rounds of its own, the two sides back to back, so that they share what
  // the rest of the machine is doing at that moment.
  log(`${ROUNDS} rounds of hello-world and /healthz, ${ROUND_MS} ms each`);
  const [helloRounds = [], healthRounds = []] = await alternate(ROUNDS, [hellos, probes]);
  log(`${ROUNDS} rounds of /api/app-config at info and at silent, ${ROUND_MS} ms each`);
  const [configInfo = [], configSilent = []] = await alternate(ROUNDS, [
    configsAtInfo,
    configsAtSilent,
  ]);
  log(`${DECK_ROUNDS} rounds of ${DECK_REQUESTS} deck reads at info and at silent`);
  const [deckInfo = [], deckSilent = []] = await alternate(DECK_ROUNDS, [
    deckReads(apiInfo, DECK_REQUESTS),
    deckReads(apiSilent, DECK_REQUESTS),
  ]);

  const all = [...helloRounds, ...healthRounds, ...configInfo, ...configSilent];
  const figures: HttpFigures = {
    machine: `${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
    settings: `${ROUNDS} rounds of ${ROUND_MS} ms a side on ${CONNECTIONS} connections; ${DECK_ROUNDS} deck read rounds of ${DECK_REQUESTS} reads from ${DECK_CONCURRENCY} clients`,
    loadBefore,
    loadAfter: load(),
    helloPerSecond: median(helloRounds.map((r) => r.perSecond)),
    healthPerSecond: median(healthRounds.map((r) => r.perSecond)),
    healthRatio: median(
      healthRounds.map((r, i) => r.perSecond / (helloRounds[i]?.perSecond ?? Number.NaN)),
    ),
    helloCpuMicros: median(helloRounds.map((r) => r.cpuMicrosPerRequest)),
    healthCpuMicros: median(healthRounds.map((r) => r.cpuMicrosPerRequest)),
    configInfoCpuMicros: median(configInfo.map((r) => r.cpuMicrosPerRequest)),
    configSilentCpuMicros: median(configSilent.map((r) => r.cpuMicrosPerRequest)),
    deckInfoCpuMs: median(deckInfo.map((r) => r.cpuMsPerRequest)),
    deckSilentCpuMs: median(deckSilent.map((r) => r.cpuMsPerRequest)),
    deckInfoPerSecond: median(deckInfo.map((r) => r.perSecond)),
    errors: [...all, ...deckInfo, ...deckSilent].reduce((sum, r) => sum + r.errors, 0),
  };
  process.stdout.write(formatHttpReport(figures));
  if (missedTargets(figures).length > 0) process.exitCode = 1;
} finally {
  await Promise.all([hello.stop(), apiInfo.stop(), apiSilent.stop()]);
  await people.destroy();
}
