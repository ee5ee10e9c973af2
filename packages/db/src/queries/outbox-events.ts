import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../database.js';
import type { OutboxEventRow } from '../tables/outbox-events.js';

/** An event to store with the change it reports (docs/ARCHITECTURE.md "Domain events and the outbox"). */
export interface OutboxEventToWrite {
  id: string;
  type: string;
  payload: unknown;
  /** The request that wrote it, if any (docs/ARCHITECTURE.md "One request id"). */
  requestId?: string | undefined;
  /** The span that wrote it, when tracing is on (docs/ARCHITECTURE.md "Tracing"). */
  traceparent?: string | undefined;
}

/** uuid v7: ids sort by creation time, so the relay sends the oldest first. */
export function newEventId(): string {
  return uuidv7();
}

/** Writes the events; inside the caller's transaction when `db` is one. */
export async function insertOutboxEvents(
  db: Kysely<Database>,
  events: readonly OutboxEventToWrite[],
): Promise<OutboxEventRow[]> {
  if (events.length === 0) return [];
  return db
    .insertInto('outbox_events')
    .values(
      events.map((event) => ({
        id: event.id,
        type: event.type,
        payload: JSON.stringify(event.payload),
        request_id: event.requestId ?? null,
        traceparent: event.traceparent ?? null,
      })),
    )
    .returningAll()
    .execute();
}

/** The events are relayed: gone. */
export async function deleteOutboxEvents(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('outbox_events').where('id', 'in', ids).execute();
}

/**
 * Takes up to `limit` events written at least `olderThanMs` ago that no relay holds, oldest
 * first, and holds them for `holdMs` (a relay that dies holding them frees them by then). Two
 * relays never take the same row at once (SKIP LOCKED).
 */
export async function claimStaleOutboxEvents(
  db: Kysely<Database>,
  params: { olderThanMs: number; holdMs: number; limit: number },
): Promise<OutboxEventRow[]> {
  const { olderThanMs, holdMs, limit } = params;
  const rows = await db
    .updateTable('outbox_events')
    .set({ claimed_until: sql`now() + ${holdMs} * interval '1 millisecond'` })
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('outbox_events')
        .select('id')
        .where('occurred_at', '<', sql<Date>`now() - ${olderThanMs} * interval '1 millisecond'`)
        .where((eb) =>
          eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]),
        )
        .orderBy('occurred_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return rows.sort(
    (a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || a.id.localeCompare(b.id),
  );
}

/** Events still waiting for the relay, found by one payload field (a message's, by its id). */
export async function findOutboxEventsByPayload(
  db: Kysely<Database>,
  params: { type: string; field: string; value: string },
): Promise<OutboxEventRow[]> {
  return db
    .selectFrom('outbox_events')
    .selectAll()
    .where('type', '=', params.type)
    .where(sql<string>`payload ->> ${params.field}`, '=', params.value)
    .execute();
}
