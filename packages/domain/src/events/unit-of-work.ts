import type { DomainEvent, NewDomainEvent } from '@starmatch/contracts/domain-events';
import type { Database } from '@starmatch/db/database';
import { insertOutboxEvents, newEventId } from '@starmatch/db/queries/outbox-events';
import { currentRequestId } from '@starmatch/messaging/request-context';
import { traceHooks } from '@starmatch/messaging/trace-hooks';
import type { Kysely, Transaction } from 'kysely';
import type { DomainContext } from '../context.js';
import { storedEvent } from './stored-event.js';

/** A use case's transaction, and where it records the events its change sets off. */
export interface UnitOfWork {
  db: Transaction<Database>;
  record(event: NewDomainEvent): void;
}

/**
 * Runs `work` in one transaction and writes the events it recorded to the outbox in that same
 * transaction, so the change and its events commit together or not at all; once committed, this
 * process delivers them at once. A process that dies in between leaves them to the relay.
 */
export async function transact<T>(
  ctx: Pick<DomainContext, 'db' | 'outbox'>,
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<T> {
  const { result, events } = await commitWithEvents(ctx.db, work);
  await ctx.outbox.dispatch(events);
  return result;
}

async function commitWithEvents<T>(
  db: Kysely<Database>,
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<{ result: T; events: DomainEvent[] }> {
  return db.transaction().execute(async (trx) => {
    const recorded: NewDomainEvent[] = [];
    const result = await work({ db: trx, record: (event) => recorded.push(event) });
    const requestId = currentRequestId();
    const traceparent = traceHooks()?.traceparent();
    const rows = await insertOutboxEvents(
      trx,
      recorded.map((event) => ({
        id: newEventId(),
        type: event.type,
        payload: event.payload,
        requestId,
        traceparent,
      })),
    );
    const events = rows.map(storedEvent).filter((event) => event !== null);
    return { result, events };
  });
}
