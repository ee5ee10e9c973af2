import type { Kysely } from 'kysely';

/**
 * The W3C trace context of the span that wrote an outbox event (docs/ARCHITECTURE.md
 * "Tracing"), so whoever delivers it (the relay in a worker included) continues that trace.
 * Null when tracing was off in the writer, and for events written before this column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_events').addColumn('traceparent', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_events').dropColumn('traceparent').execute();
}
