import { openSocket } from '@starmatch/test-support/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createPerson, startTestGateway, type TestGateway } from './support/test-gateway.js';

// The heartbeat is one timer for the whole gateway and a flag on each socket
// (apps/realtime/src/heartbeat.ts); a short interval here, 30 s in service.

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ heartbeatMs: 1_000 });
});
afterAll(async () => {
  await gateway.close();
});

describe('heartbeat', () => {
  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const answering = openSocket(
      `${gateway.url}?token=${await (await aroha.newSession()).ticket()}`,
    );
    await answering.next('connected');

    // A phone that lost its network: the socket stays open but nothing comes back.
    const silentTicket = await (await aroha.newSession()).ticket();
    const silent = new WebSocket(`${gateway.url}?token=${silentTicket}`, {
      origin: 'http://localhost:3000',
      autoPong: false,
    });
    let pings = 0;
    silent.on('ping', () => {
      pings += 1;
    });
    const silentClosed = new Promise<number>((resolve) => silent.on('close', resolve));
    // Authenticated first (the ping that goes unanswered comes a second after the upgrade).
    await new Promise<void>((resolve) => silent.once('message', () => resolve()));
    expect(gateway.gateway.connections.of(aroha.userId)).toHaveLength(2);

    // Terminated without a close frame: the client sees an abnormal closure.
    expect(await silentClosed).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(1);
    await expect.poll(() => gateway.gateway.connections.of(aroha.userId).length).toBe(1);
    // The answering socket went through the same pings and is still served.
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.close();
    await answering.closed;
  });
});
