import type { Database } from '@starmatch/db/database';
import { findMessagesByIds } from '@starmatch/db/queries/messages';
import { claimStaleOutboxEvents, deleteOutboxEvents } from '@starmatch/db/queries/outbox-events';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import type { Kysely } from 'kysely';
import type { OutboxDispatcher } from './outbox-dispatcher.js';
import { storedEvent } from './stored-event.js';

export interface OutboxRelayOptions {
  db: Kysely<Database>;
  dispatcher: OutboxDispatcher;
  log: Pick<MessagingLogger, 'warn' | 'error'>;
  /** How often it looks (OUTBOX_RELAY_INTERVAL_MS). */
  intervalMs: number;
  /**
   * How old an event must be before the relay sends it (OUTBOX_RELAY_GRACE_MS): the process that
   * wrote it sends it within milliseconds of its commit, so anything older was left behind.
   */
  graceMs: number;
  /** How long a claim holds before another relay may take the event (a relay that died). */
  holdMs?: number;
  batchSize?: number;
}

export interface OutboxRelay {
  /** One pass: sends what was left behind; resolves with how many events it took. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the events a process committed but never delivered (it died, or the bus was down), so
 * nothing a committed change reported is lost: at least once, by event id. It runs in every
 * worker (and in the single process); any number of copies share the work.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, dispatcher, log, intervalMs, graceMs } = options;
  const holdMs = options.holdMs ?? 30_000;
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runOnce(): Promise<number> {
    const rows = await claimStaleOutboxEvents(db, {
      olderThanMs: graceMs,
      holdMs,
      limit: batchSize,
    });
    const unknown = rows.filter((row) => storedEvent(row) === null).map((row) => row.id);
    if (unknown.length > 0) {
      log.error({ ids: unknown }, 'dropping outbox events of an unknown type or shape');
      await deleteOutboxEvents(db, unknown);
    }
    const events = rows.map(storedEvent).filter((event) => event !== null);
    // The messages the batch reports, in one read rather than one per event.
    const messageIds = events.flatMap((event) =>
      event.type === 'message.sent' ? [event.payload.messageId] : [],
    );
    await dispatcher.dispatch(events, { messages: await findMessagesByIds(db, messageIds) });
    return rows.length;
  }

  async function loop(): Promise<void> {
    if (stopped) return;
    try {
      // A full batch means more are waiting: go again at once.
      while (!stopped && (await runOnce()) === batchSize) {}
    } catch (error) {
      log.warn({ err: error }, 'the outbox relay could not read the outbox');
    }
    if (!stopped) timer = setTimeout(next, intervalMs);
  }

  function next(): void {
    running = loop();
  }

  running = loop();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}
