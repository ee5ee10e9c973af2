import { userChannel } from '@starmatch/contracts/bus-events';
import { TOO_MANY_SOCKETS_REASON, WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { SOCKETS_PER_USER } from '@starmatch/contracts/safety-limits';
import type { TestSocket } from '@starmatch/test-support/socket-client';
import { describe, expect, it } from 'vitest';
import { createPerson, gatewayPerFile, type TestPerson } from './support/test-gateway.js';

const gateway = gatewayPerFile();

type Person = Awaited<ReturnType<typeof createPerson>>;

const connect = (person: TestPerson) => gateway.connect(person);

/** Resolves once the gateway has heard a marker on the user's channel: events before it are handled. */
async function caughtUp(person: Person, socket: TestSocket): Promise<void> {
  const matchId = crypto.randomUUID();
  await gateway.infrastructure.bus.publish(userChannel(person.userId), {
    type: 'match_created',
    matchId,
  });
  await expect.poll(() => socket.frames.some((frame) => frame.matchId === matchId)).toBe(true);
}

describe('at most SOCKETS_PER_USER sockets per user', () => {
  it('keeps SOCKETS_PER_USER open, and one more closes the oldest with 4008 and says why', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const sockets: TestSocket[] = [];
    for (let i = 0; i < SOCKETS_PER_USER; i += 1) sockets.push(await connect(aroha));
    const newest = sockets.at(-1) as TestSocket;
    await caughtUp(aroha, newest);
    expect(sockets.every((socket) => socket.socket.readyState === socket.socket.OPEN)).toBe(true);

    const [oldest, second] = sockets as [TestSocket, TestSocket];
    const extra = await connect(aroha);
    expect(await oldest.closed).toEqual({
      code: WS_CLOSE_CODES.tooManySockets,
      reason: TOO_MANY_SOCKETS_REASON,
    });
    // The eviction went round the bus before the marker: nobody else was closed.
    await caughtUp(aroha, extra);
    const open = [...sockets.slice(1), extra];
    expect(open.every((socket) => socket.socket.readyState === socket.socket.OPEN)).toBe(true);

    // Another person's sockets are counted on their own.
    const wiremu = await createPerson(gateway.db, 'Male');
    const his = await connect(wiremu);
    await caughtUp(wiremu, his);
    expect(second.socket.readyState).toBe(second.socket.OPEN);

    // A closed socket frees its place, even the newest: closing one and opening one closes
    // nobody (were it still counted, the oldest open socket would go).
    extra.socket.close();
    await extra.closed;
    await expect.poll(() => gateway.gateway.connections.of(aroha.userId).length).toBe(9);
    const replacement = await connect(aroha);
    await caughtUp(aroha, replacement);
    const stillOpen = sockets.slice(1);
    expect(stillOpen.every((socket) => socket.socket.readyState === socket.socket.OPEN)).toBe(true);
    for (const socket of [...stillOpen, replacement, his]) socket.socket.close();
  });
});
