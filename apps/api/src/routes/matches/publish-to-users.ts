import { type BusEvent, userChannel } from '@starmatch/contracts/bus-events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Publishes one event on each user's channel, after commit. The database is the truth and the
 * SPA polls it, so a lost event only costs a few seconds: a failed publish is logged, not thrown.
 */
export async function publishToUsers(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userIds: readonly string[],
  event: BusEvent,
): Promise<void> {
  await Promise.all(
    userIds.map((userId) =>
      app.bus.publish(userChannel(userId), event).catch((error: unknown) => {
        log.warn({ err: error, userId, type: event.type }, 'could not publish an event');
      }),
    ),
  );
}
