import { type BusEvent, userChannel } from '@starmatch/contracts/bus-events';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { MessagingLogger } from '@starmatch/messaging/logger';

/**
 * Publishes one event on each user's channel, after commit. The database is the truth and the
 * SPA polls it, so a lost event only costs a few seconds: a failed publish is logged, not thrown.
 * Resolves with the users whose publish failed, for a caller that must then answer them itself.
 */
export async function publishToUsers(
  bus: EventBus,
  log: Pick<MessagingLogger, 'warn'>,
  userIds: readonly string[],
  event: BusEvent,
): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    userIds.map((userId) =>
      bus.publish(userChannel(userId), event).catch((error: unknown) => {
        failed.push(userId);
        log.warn({ err: error, userId, type: event.type }, 'could not publish an event');
      }),
    ),
  );
  return failed;
}
