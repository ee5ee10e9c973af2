import type { DomainEvent } from '@starmatch/contracts/domain-events';
import { insertOutboxEvents, newEventId } from '@starmatch/db/queries/outbox-events';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxDispatcher, type EventConsumer } from '../src/events/outbox-dispatcher.js';

// Followers (notifications) are delivered after dispatch resolves, so a chat message's sender
// does not wait for them; the event is deleted only once they are done, and stays for the relay
// when one fails (docs/ARCHITECTURE.md "Domain events and the outbox").

let test: TestDatabase;
const quiet = { warn() {} };

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.destroy();
});

async function storedEvent(): Promise<DomainEvent> {
  const event: DomainEvent = {
    id: newEventId(),
    type: 'account.deleted',
    occurredAt: new Date().toISOString(),
    payload: { userId: newEventId() },
  };
  await insertOutboxEvents(test.db, [event]);
  return event;
}

async function inOutbox(eventId: string): Promise<boolean> {
  const row = await test.db
    .selectFrom('outbox_events')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A follower that takes each event when the test lets it, or fails it. */
function heldFollower() {
  let release: (outcome: 'done' | 'fail') => void = () => {};
  const taken: string[] = [];
  const follower: EventConsumer = (event) =>
    new Promise((resolve, reject) => {
      release = (outcome) => {
        taken.push(event.id);
        if (outcome === 'fail') reject(new Error('the follower failed'));
        else resolve([]);
      };
    });
  return { follower, taken, release: (outcome: 'done' | 'fail') => release(outcome) };
}

/** A dispatcher whose one consumer takes every event at once, and whose one follower is `follower`. */
function dispatcherWith(follower: EventConsumer, consumer: EventConsumer = async () => []) {
  return createOutboxDispatcher({
    db: test.db,
    consumers: [consumer],
    followers: [follower],
    log: quiet,
  });
}

describe('outbox followers', () => {
  it('resolve dispatch before a follower finishes, and delete the event only after', async () => {
    const consumed: string[] = [];
    const held = heldFollower();
    const dispatcher = dispatcherWith(held.follower, async (event) => {
      consumed.push(event.id);
      return [];
    });
    const event = await storedEvent();
    expect(await dispatcher.dispatch([event])).toEqual(new Map());
    expect(consumed).toEqual([event.id]);
    expect(held.taken).toEqual([]);
    expect(dispatcher.isHandling(event.id)).toBe(true);
    expect(await inOutbox(event.id)).toBe(true);

    held.release('done');
    await expect.poll(() => inOutbox(event.id)).toBe(false);
    expect(held.taken).toEqual([event.id]);
    await dispatcher.close();
  });

  it('leave the event for the relay when a follower fails', async () => {
    const held = heldFollower();
    const dispatcher = dispatcherWith(held.follower);
    const event = await storedEvent();
    await dispatcher.dispatch([event]);
    held.release('fail');
    await expect.poll(() => dispatcher.isHandling(event.id)).toBe(false);
    await dispatcher.close();
    expect(await inOutbox(event.id)).toBe(true);
  });

  it('wait for followers on close, then delete what they finished', async () => {
    const held = heldFollower();
    const dispatcher = dispatcherWith(held.follower);
    const event = await storedEvent();
    await dispatcher.dispatch([event]);
    const closed = dispatcher.close();
    held.release('done');
    await closed;
    expect(await inOutbox(event.id)).toBe(false);
  });
});
