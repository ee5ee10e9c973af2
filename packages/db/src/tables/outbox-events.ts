import type { ColumnType, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './column-types.js';

/**
 * Domain events waiting to be relayed (docs/ARCHITECTURE.md "Domain events and the outbox"):
 * written in the transaction of the change they report, deleted once relayed.
 */
export interface OutboxEventsTable {
  /** uuid v7 made by the app: the event's idempotency key, sorting by creation time. */
  id: string;
  type: string;
  /** jsonb, read parsed; written as a JSON string. */
  payload: ColumnType<unknown, string, string>;
  occurred_at: CreatedAt;
  /** Set while a relay holds the row, so two relays never send it at the same moment. */
  claimed_until: NullableTimestamp;
  /** The request that wrote it (docs/ARCHITECTURE.md "One request id"); null outside one. */
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The W3C trace context of the span that wrote it (docs/ARCHITECTURE.md "Tracing"); null without tracing. */
  traceparent: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OutboxEventRow = Selectable<OutboxEventsTable>;
