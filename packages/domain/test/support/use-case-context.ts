import { JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createMessaging, type Messaging } from '@starmatch/messaging/create-messaging';
import { afterAll, beforeAll } from 'vitest';
import { createDomainContext, type DomainContext } from '../../src/context.js';

const quiet = { info() {}, warn() {}, error() {} };

export interface UseCaseContext {
  test: TestDatabase;
  ctx: DomainContext;
  /** The in-process bus, queue, limiter and sockets the context was made with. */
  messaging: Messaging;
  /** Closes the context, its messaging and the database, in that order. */
  destroy(): Promise<void>;
}

/**
 * A use case's real context for a test file: a fresh database of its own (PGlite, or PostgreSQL
 * with DATABASE_URL) and the in-process bus, queue and limiter. `now` is the context's clock, for
 * a test that moves it.
 */
export async function createUseCaseContext(
  options: { now?: () => Date } = {},
): Promise<UseCaseContext> {
  const test = await createTestDatabase();
  const messaging = createMessaging({ settings: JOB_SETTINGS, logger: quiet });
  const ctx = createDomainContext({ ...messaging, db: test.db, log: quiet, ...options });
  return {
    test,
    ctx,
    messaging,
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

/**
 * createUseCaseContext for the whole test file: made before its first test, destroyed after its
 * last. `keep` is handed it once made, to keep what the file's tests use.
 */
export function useCaseContextPerFile(
  keep: (context: UseCaseContext) => void,
  options: { now?: () => Date } = {},
): void {
  let context: UseCaseContext | undefined;
  beforeAll(async () => {
    context = await createUseCaseContext(options);
    keep(context);
  });
  afterAll(async () => {
    await context?.destroy();
  });
}
