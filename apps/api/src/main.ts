import { startTracing } from '@starmatch/service-kit/tracing';
import { loadApiConfig } from './config.js';

const config = loadApiConfig();
// Before the api's own modules load: the instrumentations patch pg, ioredis and Fastify as they
// do (docs/ARCHITECTURE.md "Tracing"). Off, this imports nothing.
const tracing = await startTracing(config.tracing);
const { serveApi } = await import('./serve-api.js');
await serveApi(config, tracing);
