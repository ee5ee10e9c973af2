// Run by tracing-start.test.ts as a process of its own, as a service's main runs: starts tracing
// with the config given as its argument ("null": none), then imports ioredis and pg from ESM and
// reports what tracing loaded and patched. Nothing here requires ioredis the CommonJS way, so
// only the ESM loader hook can have patched it.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const ownRequire = createRequire(import.meta.url);
const dbRequire = createRequire(new URL('../../../db/package.json', import.meta.url));
const load = (resolve, specifier) => import(pathToFileURL(resolve.resolve(specifier)).href);

const config = JSON.parse(process.argv[2] ?? 'null');
const { startTracing } = await import(new URL('../../dist/tracing.js', import.meta.url).href);
const tracing = await startTracing(config ?? undefined);
const { traceHooks } = await load(ownRequire, '@starmatch/messaging/trace-hooks');
// As messaging imports it: by name, which is what the loader hook matches.
const { default: Redis } = await import('ioredis');
const { default: pg } = await load(dbRequire, 'pg');

const report = {
  on: tracing.on,
  hooksInstalled: traceHooks() !== undefined,
  globalApiRegistered: Object.getOwnPropertySymbols(globalThis).some((symbol) =>
    String(symbol).startsWith('Symbol(opentelemetry.js.api'),
  ),
  openTelemetryModules: Object.keys(ownRequire.cache).filter((path) =>
    path.includes('/@opentelemetry/'),
  ).length,
  ioredisPatched: Redis.prototype.sendCommand.__wrapped === true,
  pgPatched: pg.Client.prototype.query.__wrapped === true,
};
await tracing.close();
process.stdout.write(JSON.stringify(report));
