import type { Database } from '@starmatch/db/database';
import { migrateToLatest } from '@starmatch/db/migrate';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import { loadApiConfig } from '../../src/config.js';
import { createApi } from '../../src/create-api.js';

export interface TestApi {
  app: FastifyInstance;
  infrastructure: Infrastructure;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function startTestApi(
  env: Record<string, string> = {},
  options: {
    logStream?: DestinationStream;
    /** Where its database and Redis are, and their bounds (default: the run's, unbounded). */
    infrastructureEnv?: Record<string, string | undefined>;
    /** Serve this web build as the single process does (`support/web-build.ts` writes one). */
    webDistDir?: string;
  } = {},
): Promise<TestApi> {
  const { infrastructureEnv, ...apiOptions } = options;
  const infrastructure = await createTestInfrastructure(infrastructureEnv);
  await migrateToLatest(infrastructure.database.db);
  const config = loadApiConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await createApi(config, { infrastructure, ownsInfrastructure: true, ...apiOptions });
  await app.ready();
  return { app, infrastructure, db: infrastructure.database.db, close: () => app.close() };
}
