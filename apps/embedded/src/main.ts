import { startTracing } from '@starmatch/service-kit/tracing';
import { loadEmbeddedConfig } from './config.js';

// Everything written from here on is the owner's alone, PGlite's files included (it takes no
// mode): the data folder holds the database, photos and the outbox of codes and reset links.
process.umask(0o077);
const config = loadEmbeddedConfig();
// Before the app's own modules load: the instrumentations patch pg, ioredis and Fastify as they
// do (docs/ARCHITECTURE.md "Tracing"). Off, as it is unless OTEL_EXPORTER_OTLP_ENDPOINT is
// set, this imports nothing.
const tracing = await startTracing(config.tracing);
const { serveEmbedded } = await import('./serve-embedded.js');
await serveEmbedded(config, tracing);
