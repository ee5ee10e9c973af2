import { expect, it } from 'vitest';
import { BusClosedError, UnserialisableEventError } from '../../src/event-bus.js';
import { type Target, uniqueName, useMessaging } from './targets.js';
import { waitFor } from './wait-for.js';

export function eventBusCases(target: Target): void {
  const open = useMessaging(target);

  it('delivers the exact payload to every subscriber of the channel and no other', async () => {
    const { bus } = open();
    const chat = uniqueName('chat');
    const other = uniqueName('other');
    const first: unknown[] = [];
    const second: unknown[] = [];
    const elsewhere: unknown[] = [];
    await bus.subscribe(chat, (event) => first.push(event));
    await bus.subscribe(chat, (event) => second.push(event));
    await bus.subscribe(other, (event) => elsewhere.push(event));

    const event = {
      type: 'new_message',
      matchId: 7,
      message: { content: 'Kia ora', tags: [1, 2] },
    };
    await bus.publish(chat, event);
    await bus.publish(other, { type: 'marker' });
    await waitFor('both chat subscribers and the marker', () => {
      return first.length === 1 && second.length === 1 && elsewhere.length === 1;
    });

    expect(first).toEqual([event]);
    expect(second).toEqual([event]);
    expect(elsewhere).toEqual([{ type: 'marker' }]);
  });

  it('delivers in publish order and never inside the publish call', async () => {
    const { bus } = open();
    const channel = uniqueName('order');
    const received: unknown[] = [];
    await bus.subscribe(channel, (event) => received.push(event));

    const publishing = bus.publish(channel, 1);
    expect(received).toEqual([]);
    await publishing;
    await bus.publish(channel, 2);
    await bus.publish(channel, 3);
    await waitFor('three events', () => received.length === 3);
    expect(received).toEqual([1, 2, 3]);
  });

  it('stops delivering to a handler once it unsubscribes', async () => {
    const { bus } = open();
    const channel = uniqueName('unsub');
    const leaving: unknown[] = [];
    const staying: unknown[] = [];
    const unsubscribeLeaving = await bus.subscribe(channel, (event) => leaving.push(event));
    const unsubscribeStaying = await bus.subscribe(channel, (event) => staying.push(event));

    await unsubscribeLeaving();
    await bus.publish(channel, 'after first left');
    await waitFor('the remaining handler', () => staying.length === 1);
    expect(leaving).toEqual([]);
    expect(staying).toEqual(['after first left']);

    await unsubscribeStaying();
    await bus.publish(channel, 'nobody listens');
    const late: unknown[] = [];
    await bus.subscribe(channel, (event) => late.push(event));
    await bus.publish(channel, 'new subscriber');
    await waitFor('the new subscriber', () => late.length === 1);
    expect(late).toEqual(['new subscriber']);
    expect(staying).toEqual(['after first left']);
  });

  it('treats the same function subscribed twice as two subscriptions', async () => {
    const { bus } = open();
    const channel = uniqueName('twice');
    const received: unknown[] = [];
    const handler = (event: unknown) => received.push(event);
    const unsubscribeOne = await bus.subscribe(channel, handler);
    await bus.subscribe(channel, handler);

    await bus.publish(channel, 'a');
    await waitFor('two deliveries', () => received.length === 2);
    await unsubscribeOne();
    await unsubscribeOne();
    await bus.publish(channel, 'b');
    // One channel delivers in publishing order: a second 'b' would come before this marker.
    await bus.publish(channel, 'marker');
    await waitFor('the marker', () => received.includes('marker'));
    expect(received).toEqual(['a', 'a', 'b', 'marker']);
  });

  it('gives each subscriber its own copy of the event', async () => {
    const { bus } = open();
    const channel = uniqueName('copy');
    const seenBySecond: unknown[] = [];
    await bus.subscribe(channel, (event) => {
      (event as { text: string }).text = 'mutated';
    });
    await bus.subscribe(channel, (event) => seenBySecond.push(event));

    const event = { text: 'original' };
    await bus.publish(channel, event);
    // The first subscriber has had the event before this marker reaches the second.
    await bus.publish(channel, { text: 'marker' });
    await waitFor('the marker', () => seenBySecond.length === 2);
    expect(seenBySecond).toEqual([{ text: 'original' }, { text: 'marker' }]);
    expect(seenBySecond[0]).not.toBe(event);
    expect(event).toEqual({ text: 'original' });
  });

  it('logs a failing handler without affecting the publisher or other handlers', async () => {
    const { bus, logger } = open();
    const channel = uniqueName('errors');
    const received: unknown[] = [];
    await bus.subscribe(channel, () => {
      throw new Error('sync handler bug');
    });
    await bus.subscribe(channel, async () => {
      throw new Error('async handler bug');
    });
    await bus.subscribe(channel, (event) => received.push(event));

    await expect(bus.publish(channel, { n: 1 })).resolves.toBeUndefined();
    await waitFor('two errors logged', () => logger.entries.length === 2);
    expect(received).toEqual([{ n: 1 }]);
    const messages = logger.entries.map((entry) => [
      entry.level,
      entry.msg,
      entry.obj.channel,
      (entry.obj.err as Error).message,
    ]);
    expect(messages.sort()).toEqual([
      ['error', 'event handler failed', channel, 'async handler bug'],
      ['error', 'event handler failed', channel, 'sync handler bug'],
    ]);
  });

  it('rejects events that are not JSON-serialisable', async () => {
    const { bus } = open();
    const channel = uniqueName('bad');
    await expect(bus.publish(channel, undefined)).rejects.toThrow(UnserialisableEventError);
    await expect(bus.publish(channel, { big: 1n })).rejects.toThrow(
      `Event for channel "${channel}" is not JSON-serialisable`,
    );
  });

  it('answers ping while open and refuses every call once closed', async () => {
    const { bus } = open();
    await expect(bus.ping()).resolves.toBeUndefined();
    await bus.close();
    await bus.close();
    await expect(bus.ping()).rejects.toThrow(BusClosedError);
    await expect(bus.publish('x', 1)).rejects.toThrow(BusClosedError);
    await expect(bus.subscribe('x', () => undefined)).rejects.toThrow('The event bus is closed');
  });
}
