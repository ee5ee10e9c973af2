import type { DatabaseHandle } from '@starmatch/db/connection';
import {
  insertMessageOnce,
  insertMessages,
  type NewChatMessage,
  storedBefore,
} from '@starmatch/db/queries/messages';
import type { Message } from '@starmatch/db/tables/messages';

export interface MessageInserts {
  /** Stores the message once per (sender, clientMessageId), committed when this resolves. */
  insert(message: NewChatMessage): Promise<{ message: Message; created: boolean }>;
}

interface Waiting {
  message: NewChatMessage;
  resolve(stored: { message: Message; created: boolean }): void;
  reject(error: unknown): void;
}

/**
 * At most this many statements at once, so the other queries of a busy chat find the pool (10)
 * free. With two, a message often waited for a whole commit before its own began: on a quiet
 * machine four took bench:chat's p99 from 18.6-21.4 ms to 13.6-16.5 ms (docs/BENCHMARKS.md).
 */
export const MAX_IN_FLIGHT = 4;
/** 6 parameters a row: far under PostgreSQL's 65,535, and a batch this size commits in ms. */
const MAX_BATCH = 200;

/**
 * Each message's insert is a commit, and a commit waits for its WAL flush (fsync): one insert
 * a message held a pooled connection for the length of a flush, so at 1,000 messages a second
 * the pool ran near full and any slower flush queued every send behind it (a p99 of 150-280 ms
 * with the processes mostly idle: docs/BENCHMARKS.md, chat). Here a message that arrives while
 * MAX_IN_FLIGHT inserts are being committed waits for one of them and then goes with every other
 * waiting message in one statement: one commit, one flush, one connection for all of them. An idle
 * chat's message goes at once, alone, as before. Each message is still acknowledged only once
 * its own row is committed, so nothing acknowledged is lost.
 */
export function batchedMessageInserts(db: DatabaseHandle['db']): MessageInserts {
  const waiting: Waiting[] = [];
  let inFlight = 0;

  function next(): void {
    while (inFlight < MAX_IN_FLIGHT && waiting.length > 0) {
      inFlight += 1;
      store(waiting.splice(0, MAX_BATCH)).finally(() => {
        inFlight -= 1;
        next();
      });
    }
  }

  async function store(batch: Waiting[]): Promise<void> {
    let stored: Array<Message | undefined>;
    try {
      stored = await insertMessages(
        db,
        batch.map((entry) => entry.message),
      );
    } catch (error) {
      if (batch.length > 1 && isAboutOneRow(error)) {
        // One message's own fault (its match deleted meanwhile) fails the statement: each alone,
        // so only that one's send fails.
        await Promise.all(
          batch.map((entry) =>
            insertMessageOnce(db, entry.message).then(entry.resolve, entry.reject),
          ),
        );
        return;
      }
      for (const entry of batch) entry.reject(error);
      return;
    }
    await Promise.all(
      batch.map(async (entry, index) => {
        const message = stored[index];
        if (message) {
          entry.resolve({ message, created: true });
          return;
        }
        // Its clientMessageId was stored before (a retry): that message is the answer.
        try {
          entry.resolve({ message: await storedBefore(db, entry.message), created: false });
        } catch (error) {
          entry.reject(error);
        }
      }),
    );
  }

  return {
    insert(message) {
      return new Promise((resolve, reject) => {
        waiting.push({ message, resolve, reject });
        next();
      });
    },
  };
}

/** Integrity (23xxx) and data (22xxx) errors are about a row; anything else is the database's. */
function isAboutOneRow(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('23') || code.startsWith('22'));
}
