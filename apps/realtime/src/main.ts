import { startTracing } from '@starmatch/service-kit/tracing';
import { loadRealtimeConfig } from './config.js';

const config = loadRealtimeConfig();
// Before the gateway's own modules load: the instrumentations patch pg, ioredis and Fastify as
// they do (docs/ARCHITECTURE.md "Tracing"). Off, this imports nothing.
const tracing = await startTracing(config.tracing);
const { serveGateway } = await import('./serve-gateway.js');
await serveGateway(config, tracing);
