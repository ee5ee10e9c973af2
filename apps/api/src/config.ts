import { DECK_MAX_AGE_MS } from '@starmatch/db/queries/deck-build';
import { optionalString, portNumber } from '@starmatch/service-kit/env-schemas';
import { infrastructureConfig, infrastructureEnv } from '@starmatch/service-kit/infrastructure-env';
import { checkMetricsPort, metricsConfig, metricsEnv } from '@starmatch/service-kit/metrics-env';
import { parseConfig } from '@starmatch/service-kit/parse-config';
import {
  checkPhotoStoreEnv,
  photoStoreConfig,
  photoStoreEnv,
} from '@starmatch/service-kit/photo-store-env';
import {
  checkReadReplica,
  readReplicaConfig,
  readReplicaEnv,
} from '@starmatch/service-kit/read-replica-env';
import { checkRedisTarget } from '@starmatch/service-kit/redis-env';
import { checkTracingEnv, tracingConfig, tracingEnv } from '@starmatch/service-kit/tracing-env';
import { trustProxySetting } from '@starmatch/service-kit/trust-proxy';
import { checkVapidPair, webPushConfig, webPushEnv } from '@starmatch/service-kit/web-push-env';
import { z } from 'zod';

export const apiEnvSchema = z
  .object({
    ...infrastructureEnv,
    ...metricsEnv,
    ...tracingEnv,
    ...webPushEnv,
    ...readReplicaEnv,
    ...photoStoreEnv,
    PORT: portNumber(3001),
    UPLOAD_DIR: optionalString(),
    APP_URL: z.url().default('http://localhost:3000'),
    LAUNCH_MODE: z.enum(['open', 'waitlist']).default('open'),
    // Behind the edge proxy (or a load balancer) the client address arrives in X-Forwarded-For,
    // believed only from the peers listed here: docs/ARCHITECTURE.md "Client addresses".
    TRUST_PROXY: trustProxySetting(),
    // How old a deck may grow before a read rebuilds it: the bound on how soon a newcomer reaches
    // people whose decks are full, traded against one deck build per reader per this interval.
    DECK_MAX_AGE_MS: z.coerce.number().int().min(1_000).default(DECK_MAX_AGE_MS),
  })
  .superRefine(checkVapidPair)
  .superRefine(checkReadReplica)
  .superRefine(checkPhotoStoreEnv)
  .superRefine(checkRedisTarget)
  .superRefine(checkMetricsPort)
  .superRefine(checkTracingEnv)
  .transform((env) => ({
    ...infrastructureConfig(env),
    ...metricsConfig(env),
    tracing: tracingConfig(env, 'starmatch-api'),
    port: env.PORT,
    uploadDir: env.UPLOAD_DIR ?? `${env.DATA_DIR}/uploads`,
    photoStore: photoStoreConfig(env, env.UPLOAD_DIR ?? `${env.DATA_DIR}/uploads`),
    appUrl: env.APP_URL.replace(/\/$/, ''),
    launchMode: env.LAUNCH_MODE,
    trustProxy: env.TRUST_PROXY,
    deckMaxAgeMs: env.DECK_MAX_AGE_MS,
    webPush: webPushConfig(env),
    readReplica: readReplicaConfig(env),
  }));

export type ApiConfig = z.output<typeof apiEnvSchema>;

export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  return parseConfig(apiEnvSchema, env);
}
