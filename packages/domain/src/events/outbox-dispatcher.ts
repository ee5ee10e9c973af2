import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { Database } from '@starmatch/db/database';
import { deleteOutboxEvents } from '@starmatch/db/queries/outbox-events';
import type { Message } from '@starmatch/db/tables/messages';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import { currentRequestId, runWithRequestId } from '@starmatch/messaging/request-context';
import { traceHooks } from '@starmatch/messaging/trace-hooks';
import type { Kysely } from 'kysely';

/**
 * What the process that dispatches an event already holds about it, so a consumer need not read
 * it back: the message a `message.sent` reports, straight from its insert.
 */
export interface EventDetails {
  messages?: ReadonlyMap<string, Message>;
}

/**
 * Reacts to an event; idempotent by `event.id`, since an event is delivered at least once.
 * Resolves with the people it could not reach (a failed publish on one person's channel), and
 * rejects when it could not do its part at all: either way the event stays in the outbox and the
 * relay delivers it again.
 */
export type EventConsumer = (event: DomainEvent, details: EventDetails) => Promise<string[]>;

/** By event id: the people it did not reach, or 'everyone' when a consumer failed outright. */
export type Undelivered = Map<string, readonly string[] | 'everyone'>;

export interface OutboxDispatcher {
  /**
   * Delivers committed events to every consumer, in order, and then deletes them from the
   * outbox. Never throws: an event not fully delivered is left for the relay. Resolves with the
   * events not fully delivered, by id.
   */
  dispatch(events: readonly DomainEvent[], details?: EventDetails): Promise<Undelivered>;
  /**
   * Whether this process is delivering the event now, or has delivered it and not yet deleted
   * it: sending it again would only repeat it.
   */
  isHandling(eventId: string): boolean;
  /** Deletes what is delivered and not yet deleted. */
  close(): Promise<void>;
}

/**
 * Deletions wait this long to go together: at a thousand messages a second one statement
 * deletes many events, instead of one statement (and one commit) for each.
 */
const DELETE_BATCH_MS = 20;

export function createOutboxDispatcher(options: {
  db: Kysely<Database>;
  /** Delivered before `dispatch` resolves: what the person who made the change waits for. */
  consumers: readonly EventConsumer[];
  /**
   * Delivered after `dispatch` resolves, so a chat message's sender does not wait for them
   * (notifications). The event is deleted only once they are done too; one that fails leaves
   * it for the relay, which delivers it to every consumer again.
   */
  followers?: readonly EventConsumer[];
  log: Pick<MessagingLogger, 'warn'>;
}): OutboxDispatcher {
  const { db, consumers, followers = [], log } = options;
  let delivered: string[] = [];
  const following = new Set<Promise<void>>();
  const handling = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deleting: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    timer = undefined;
    const ids = delivered;
    delivered = [];
    // A failed delete only means the relay sends these again, which consumers are ready for.
    deleting = deleting
      .then(() => deleteOutboxEvents(db, ids))
      .catch((error: unknown) => {
        log.warn({ err: error, events: ids.length }, 'could not delete relayed events');
      })
      .finally(() => {
        for (const id of ids) handling.delete(id);
      });
    return deleting;
  }

  function deleteSoon(): void {
    // The batch deletes many requests' events: none of them is its request.
    if (delivered.length > 0 && timer === undefined) {
      timer = runWithRequestId(undefined, () => setTimeout(flush, DELETE_BATCH_MS));
    }
  }

  /**
   * In the name of the request that wrote the event (docs/ARCHITECTURE.md "One request id"):
   * the relay in a worker too, so the jobs a consumer queues and the lines it logs carry it.
   * With tracing on, in a span continuing the trace of the span that wrote it ("Tracing").
   */
  function deliver(
    to: readonly EventConsumer[],
    event: DomainEvent,
    details: EventDetails,
  ): Promise<string[] | null> {
    const hooks = traceHooks();
    const requestId = event.requestId ?? currentRequestId();
    if (hooks === undefined)
      return runWithRequestId(requestId, () => deliverNow(to, event, details));
    const traceparent = event.traceparent ?? hooks.traceparent();
    return runWithRequestId(requestId, () =>
      hooks.continueTrace(
        {
          name: `deliver ${event.type}`,
          kind: 'consumer',
          attributes: {
            'messaging.system': 'outbox',
            'messaging.operation.type': 'process',
            'messaging.destination.name': event.type,
            'messaging.message.id': event.id,
            'starmatch.outbox.stage': to === consumers ? 'consumers' : 'followers',
          },
        },
        traceparent,
        () => deliverNow(to, event, details),
      ),
    );
  }

  async function deliverNow(
    to: readonly EventConsumer[],
    event: DomainEvent,
    details: EventDetails,
  ): Promise<string[] | null> {
    const unreached: string[] = [];
    for (const consumer of to) {
      try {
        unreached.push(...(await consumer(event, details)));
      } catch (error) {
        log.warn({ err: error, eventId: event.id, type: event.type }, 'could not relay an event');
        return null;
      }
    }
    return unreached;
  }

  return {
    async dispatch(events, details = {}) {
      const undelivered: Undelivered = new Map();
      for (const event of events) {
        handling.add(event.id);
        const unreached = await deliver(consumers, event, details);
        if (unreached === null || unreached.length > 0) {
          handling.delete(event.id);
          undelivered.set(event.id, unreached ?? 'everyone');
          continue;
        }
        if (followers.length === 0) {
          delivered.push(event.id);
          continue;
        }
        const follow = deliver(followers, event, details).then((rest) => {
          following.delete(follow);
          if (rest === null || rest.length > 0) {
            handling.delete(event.id);
            return;
          }
          delivered.push(event.id);
          deleteSoon();
        });
        following.add(follow);
      }
      deleteSoon();
      return undelivered;
    },
    isHandling: (eventId) => handling.has(eventId),
    async close() {
      await Promise.all(following);
      if (timer !== undefined) clearTimeout(timer);
      await flush();
    },
  };
}
