import { startTracing } from '@starmatch/service-kit/tracing';
import { loadWorkerConfig } from './config.js';

const config = loadWorkerConfig();
// Before the worker's own modules load: the instrumentations patch pg, ioredis and Fastify as
// they do (docs/ARCHITECTURE.md "Tracing"). Off, this imports nothing.
const tracing = await startTracing(config.tracing);
const { serveWorker } = await import('./serve-worker.js');
await serveWorker(config, tracing);
