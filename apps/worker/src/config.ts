import { DEFAULT_UNVERIFIED_ACCOUNT_DAYS } from '@starmatch/db/queries/unverified-accounts';
import { optionalString, portNumber } from '@starmatch/service-kit/env-schemas';
import {
  infrastructureConfig,
  infrastructureEnv,
  timeoutMs,
} from '@starmatch/service-kit/infrastructure-env';
import { checkMetricsPort, metricsConfig, metricsEnv } from '@starmatch/service-kit/metrics-env';
import { parseConfig } from '@starmatch/service-kit/parse-config';
import {
  checkPhotoStoreEnv,
  photoStoreConfig,
  photoStoreEnv,
} from '@starmatch/service-kit/photo-store-env';
import { checkRedisTarget } from '@starmatch/service-kit/redis-env';
import { checkTracingEnv, tracingConfig, tracingEnv } from '@starmatch/service-kit/tracing-env';
import { checkVapidPair, webPushConfig, webPushEnv } from '@starmatch/service-kit/web-push-env';
import { z } from 'zod';
import { notificationConfig, notificationEnv } from './notification-env.js';

/** The worker's statement_timeout unless DB_STATEMENT_TIMEOUT_MS says otherwise. */
export const WORKER_DB_STATEMENT_TIMEOUT_MS = 60_000;

export const workerEnvSchema = z
  .object({
    ...infrastructureEnv,
    ...metricsEnv,
    ...tracingEnv,
    ...notificationEnv,
    ...webPushEnv,
    ...photoStoreEnv,
    PORT: portNumber(3003),
    UPLOAD_DIR: optionalString(),
    APP_URL: z.url().default('http://localhost:3000'),
    SMTP_URL: optionalString().pipe(z.url().optional()),
    MAIL_FROM: z.string().default('Starmatch <hello@starmatch.nz>'),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Days an account may wait for its address to be verified before the sweep deletes it. */
    UNVERIFIED_ACCOUNT_DAYS: z.coerce
      .number()
      .positive()
      .max(365)
      .default(DEFAULT_UNVERIFIED_ACCOUNT_DAYS),
    /** How often the outbox relay looks for events a process committed but never sent. */
    OUTBOX_RELAY_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    /** How old such an event must be: its own process sends it within milliseconds of commit. */
    OUTBOX_RELAY_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
    // Jobs, not requests: a deck build over a big population may rightly run for seconds.
    DB_STATEMENT_TIMEOUT_MS: timeoutMs(WORKER_DB_STATEMENT_TIMEOUT_MS),
  })
  .superRefine(checkVapidPair)
  .superRefine(checkPhotoStoreEnv)
  .superRefine(checkRedisTarget)
  .superRefine(checkMetricsPort)
  .superRefine(checkTracingEnv)
  .transform((env) => ({
    ...infrastructureConfig(env),
    ...metricsConfig(env),
    tracing: tracingConfig(env, 'starmatch-worker'),
    port: env.PORT,
    uploadDir: env.UPLOAD_DIR ?? `${env.DATA_DIR}/uploads`,
    photoStore: photoStoreConfig(env, env.UPLOAD_DIR ?? `${env.DATA_DIR}/uploads`),
    appUrl: env.APP_URL.replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    concurrency: env.WORKER_CONCURRENCY,
    unverifiedAccountDays: env.UNVERIFIED_ACCOUNT_DAYS,
    outboxRelay: { intervalMs: env.OUTBOX_RELAY_INTERVAL_MS, graceMs: env.OUTBOX_RELAY_GRACE_MS },
    notifications: notificationConfig(env),
    webPush: webPushConfig(env),
  }));

export type WorkerConfig = z.output<typeof workerEnvSchema>;

export function loadWorkerConfig(
  env: Record<string, string | undefined> = process.env,
): WorkerConfig {
  return parseConfig(workerEnvSchema, env);
}
