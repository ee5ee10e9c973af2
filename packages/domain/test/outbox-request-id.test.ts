import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@starmatch/contracts/domain-events';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { currentRequestId, runWithRequestId } from '@starmatch/messaging/request-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxDispatcher, type EventConsumer } from '../src/events/outbox-dispatcher.js';
import { startOutboxRelay } from '../src/events/outbox-relay.js';
import { transact } from '../src/events/unit-of-work.js';

// An event is written with the request that made the change, and delivered in its name, by the
// relay too (docs/ARCHITECTURE.md "One request id"): the jobs its consumers queue carry the id.

let test: TestDatabase;
const quiet = { warn() {}, error() {} };

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.destroy();
});

/** A consumer that notes the request each event is delivered in, or fails while told to. */
function recordingConsumer() {
  const seen: Array<{ eventId: string; requestId: string | undefined }> = [];
  let failing = false;
  const consumer: EventConsumer = async (event: DomainEvent) => {
    if (failing) throw new Error('the bus is down');
    seen.push({ eventId: event.id, requestId: currentRequestId() });
    return [];
  };
  return { consumer, seen, fail: (value: boolean) => (failing = value) };
}

describe('request ids in the outbox', () => {
  it('are written with the events of a change, and the relay delivers each in its own', async () => {
    const recorder = recordingConsumer();
    const outbox = createOutboxDispatcher({
      db: test.db,
      consumers: [recorder.consumer],
      log: quiet,
    });
    recorder.fail(true);
    const record = () =>
      transact({ db: test.db, outbox }, async (unit) => {
        const id = randomUUID();
        unit.record({ type: 'account.deleted', payload: { userId: id } });
        return id;
      });
    await runWithRequestId('abc-123', record);
    await runWithRequestId('def-456', record);
    await record();
    const rows = await test.db
      .selectFrom('outbox_events')
      .select(['id', 'request_id'])
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.request_id)).toEqual(['abc-123', 'def-456', null]);

    // The process that made them could not send them: the relay, in no request, does.
    recorder.fail(false);
    const relay = startOutboxRelay({
      db: test.db,
      dispatcher: outbox,
      log: quiet,
      intervalMs: 60_000,
      graceMs: 0,
    });
    await expect.poll(() => recorder.seen.length).toBe(3);
    await relay.stop();
    await outbox.close();
    expect(recorder.seen).toEqual(
      rows.map((row) => ({ eventId: row.id, requestId: row.request_id ?? undefined })),
    );
    expect(await test.db.selectFrom('outbox_events').select('id').execute()).toEqual([]);
  });
});
