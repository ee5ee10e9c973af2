import { randomUUID } from 'node:crypto';
import { userChannel } from '@starmatch/contracts/bus-events';
import { expect } from 'vitest';
import type { TestApi } from './test-api.js';

const MARKER = 'test_marker';

/** Markers that reached each listening array: kept out of the array so its assertions stay exact. */
const markersHeard = new WeakMap<unknown[], Set<string>>();

/** Everything published on the person's channel from now on. */
export async function listen(api: TestApi, userId: string): Promise<unknown[]> {
  const events: unknown[] = [];
  const markers = new Set<string>();
  markersHeard.set(events, markers);
  await api.infrastructure.bus.subscribe(userChannel(userId), (event) => {
    const { type, id } = event as { type?: unknown; id?: unknown };
    if (type === MARKER && typeof id === 'string') markers.add(id);
    else events.push(event);
  });
  return events;
}

/**
 * Waits until everything published on the person's channel before this call has reached `events`
 * (from `listen`), so a test can assert that nothing else came without sleeping: the calls before
 * it have published before answering, and one channel delivers in publishing order, so a marker
 * published now arrives after all of it.
 */
export async function caughtUp(api: TestApi, userId: string, events: unknown[]): Promise<void> {
  const markers = markersHeard.get(events);
  if (!markers) throw new Error('caughtUp needs the array listen() returned');
  const id = randomUUID();
  await api.infrastructure.bus.publish(userChannel(userId), { type: MARKER, id });
  await expect.poll(() => markers.has(id)).toBe(true);
}
