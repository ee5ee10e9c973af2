import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadApiConfig } from '../apps/api/dist/config.js';
import { createApi } from '../apps/api/dist/create-api.js';
import { createInfrastructure } from '../packages/service-kit/dist/infrastructure.js';
import { createLogger } from '../packages/service-kit/dist/logger.js';

// One server of `pnpm bench:http` in a process of its own (started by http-servers.ts), so its
// process.cpuUsage() is its own work and not the load client's. argv[2] is 'hello' (a bare
// Fastify hello-world) or 'api' (createApi on DATABASE_URL at LOG_LEVEL, logging to stdout).

type Message = { type: 'cpu' } | { type: 'stop' };

async function helloWorld(): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  return app;
}

async function api(dataDir: string): Promise<FastifyInstance> {
  const level = process.env.LOG_LEVEL ?? 'info';
  const databaseUrl = process.env.DATABASE_URL;
  const logger = createLogger('api', level);
  const infrastructure = await createInfrastructure({ databaseUrl, dataDir, logger });
  const config = loadApiConfig({ LOG_LEVEL: level, DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  return createApi(config, { infrastructure, ownsInfrastructure: true });
}

const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-bench-http-'));
const app = process.argv[2] === 'api' ? await api(dataDir) : await helloWorld();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({
  type: 'listening',
  port: typeof address === 'object' && address ? address.port : 0,
});

process.on('message', async (message: Message) => {
  if (message.type === 'cpu') {
    process.send?.({ type: 'cpu', usage: process.cpuUsage() });
    return;
  }
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  // process.exit, not a drained event loop: --cpu-prof writes its profile on exit either way.
  process.exit(0);
});
