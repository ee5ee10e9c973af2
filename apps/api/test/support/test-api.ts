import { randomUUID } from 'node:crypto';
import type { Database } from '@starmatch/db/database';
import { migrateToLatest } from '@starmatch/db/migrate';
import { createSession } from '@starmatch/db/queries/sessions';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { loadApiConfig } from '../../src/config.js';
import { createApi } from '../../src/create-api.js';

export interface TestApi {
  app: FastifyInstance;
  infrastructure: Infrastructure;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const infrastructure = await createTestInfrastructure();
  await migrateToLatest(infrastructure.database.db);
  const config = loadApiConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await createApi(config, { infrastructure, ownsInfrastructure: true });
  await app.ready();
  return { app, infrastructure, db: infrastructure.database.db, close: () => app.close() };
}

/** A verified person with a live session, as sign-up and login will make them. */
export async function signedInUser(
  db: Kysely<Database>,
  fullName = 'Aroha Test',
): Promise<{ userId: string; token: string; sessionId: string }> {
  const user = await db
    .insertInto('users')
    .values({
      email: `${randomUUID()}@example.nz`,
      password_hash: '$argon2id$not-used-here',
      full_name: fullName,
      date_of_birth: '1995-05-05',
      gender: 'Female',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, { userId: user.id, userAgent: 'vitest' });
  return { userId: user.id, token: session.token, sessionId: session.sessionId };
}
