import { type DomainEvent, parseDomainEvent } from '@starmatch/contracts/domain-events';
import type { OutboxEventRow } from '@starmatch/db/tables/outbox-events';

/** An outbox row as the event it stores; null for one this code does not know (a newer version's). */
export function storedEvent(row: OutboxEventRow): DomainEvent | null {
  return parseDomainEvent({
    id: row.id,
    type: row.type,
    occurredAt: row.occurred_at.toISOString(),
    payload: row.payload,
    requestId: row.request_id,
    traceparent: row.traceparent,
  });
}
