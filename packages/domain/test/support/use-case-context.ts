import { JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createMessaging } from '@starmatch/messaging/create-messaging';
import { createDomainContext, type DomainContext } from '../../src/context.js';

const quiet = { info() {}, warn() {}, error() {} };

export interface UseCaseContext {
  test: TestDatabase;
  ctx: DomainContext;
  /** Closes the context, its messaging and the database, in that order. */
  destroy(): Promise<void>;
}

/**
 * A use case's real context for a test file: a fresh database of its own (PGlite, or PostgreSQL
 * with DATABASE_URL) and the in-process bus, queue and limiter.
 */
export async function createUseCaseContext(): Promise<UseCaseContext> {
  const test = await createTestDatabase();
  const messaging = createMessaging({ settings: JOB_SETTINGS, logger: quiet });
  const ctx = createDomainContext({ ...messaging, db: test.db, log: quiet });
  return {
    test,
    ctx,
    async destroy() {
      await ctx.close();
      await messaging.bus.close();
      await messaging.queue.close();
      await messaging.limiter.close();
      await messaging.sockets.close();
      await test.destroy();
    },
  };
}
