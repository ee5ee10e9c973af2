import { fileURLToPath } from 'node:url';
import { type ApiConfig, loadApiConfig } from '@starmatch/api/config';
import { loadRealtimeConfig, type RealtimeConfig } from '@starmatch/realtime/config';
import { booleanFlag, optionalString, portNumber } from '@starmatch/service-kit/env-schemas';
import { parseConfig } from '@starmatch/service-kit/parse-config';
import type { TracingConfig } from '@starmatch/service-kit/tracing-env';
import { loadWorkerConfig, type WorkerConfig } from '@starmatch/worker/config';
import { z } from 'zod';

export const embeddedEnvSchema = z.object({
  PORT: portNumber(3000),
  // One machine by default: the demo people share a published password (README "Quick start").
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  SEED_DEMO: booleanFlag(true),
  WEB_DIST_DIR: optionalString(),
});

export interface EmbeddedConfig {
  port: number;
  /** The address it listens on: 127.0.0.1 unless HOST names another. */
  host: string;
  /** SEED_DEMO; start-embedded.ts also skips the seed when `host` is not a loopback address. */
  seedDemo: boolean;
  webDistDir: string;
  api: ApiConfig;
  realtime: RealtimeConfig;
  worker: WorkerConfig;
  /** The api's OTEL_* settings, the process named `starmatch` unless OTEL_SERVICE_NAME says. */
  tracing: TracingConfig | undefined;
}

/** One port for everything, so each service's config is read from the same environment with that port. */
export function loadEmbeddedConfig(
  env: Record<string, string | undefined> = process.env,
): EmbeddedConfig {
  const own = parseConfig(embeddedEnvSchema, env);
  const shared = {
    ...env,
    PORT: String(own.PORT),
    HOST: own.HOST,
    APP_URL: env.APP_URL ?? `http://localhost:${own.PORT}`,
    // One process: no other gateway to spread the reconnects to, and Ctrl-C should stop at once.
    GATEWAY_DRAIN_WINDOW_MS: env.GATEWAY_DRAIN_WINDOW_MS ?? '0',
  };
  const api = loadApiConfig(shared);
  const named = (env.OTEL_SERVICE_NAME ?? env.OTEL_SERVICE_NAME_FILE ?? '').trim() !== '';
  return {
    port: own.PORT,
    host: own.HOST,
    seedDemo: own.SEED_DEMO,
    webDistDir: own.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    api,
    realtime: loadRealtimeConfig(shared),
    worker: loadWorkerConfig(shared),
    tracing: api.tracing && !named ? { ...api.tracing, serviceName: 'starmatch' } : api.tracing,
  };
}
