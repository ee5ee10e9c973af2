import { userChannel } from '@starmatch/contracts/bus-events';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { openSocket } from '@starmatch/test-support/socket-client';
import { describe, expect, it } from 'vitest';
import { createPerson, gatewayPerFile } from './support/test-gateway.js';

const gateway = gatewayPerFile();

describe('connecting to /ws', () => {
  it('greets a valid ticket with connected', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const session = await aroha.newSession();
    const client = openSocket(`${gateway.url}?token=${await session.ticket()}`);
    expect(await client.next('connected')).toEqual({ type: 'connected', userId: aroha.userId });
    client.socket.close();
    await client.closed;
  });

  it("answers its probe and a plain GET /ws with the browser security headers for APP_URL's socket", async () => {
    const origin = gateway.url.replace(/^ws:/, 'http:').replace(/\/ws$/, '');
    for (const path of ['/healthz', '/ws']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('content-security-policy'), path).toContain(
        "connect-src 'self' ws://localhost:3000;",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it.each([
    ['no ticket', ''],
    ['an unknown ticket', '?token=not-a-real-ticket'],
  ])('closes with 4401 given %s', async (_label, query) => {
    const client = openSocket(`${gateway.url}${query}`);
    expect(await client.closed).toEqual({
      code: WS_CLOSE_CODES.badTicket,
      reason: 'Invalid or expired ticket',
    });
    expect(client.frames).toEqual([]);
  });

  it('accepts a ticket once only', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const ticket = await (await aroha.newSession()).ticket();
    const first = openSocket(`${gateway.url}?token=${ticket}`);
    await first.next('connected');
    const reused = openSocket(`${gateway.url}?token=${ticket}`);
    expect((await reused.closed).code).toBe(WS_CLOSE_CODES.badTicket);
    first.socket.close();
  });

  it('closes with 4403 for an Origin that is not allowed, and keeps the ticket unspent', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const ticket = await (await aroha.newSession()).ticket();
    const foreign = openSocket(`${gateway.url}?token=${ticket}`, 'https://evil.example');
    expect(await foreign.closed).toEqual({
      code: WS_CLOSE_CODES.originNotAllowed,
      reason: 'Origin not allowed',
    });
    const ours = openSocket(`${gateway.url}?token=${ticket}`);
    await ours.next('connected');
    ours.socket.close();
  });

  it('delivers bus events to every open tab and forgets the user after the last closes', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const session = await aroha.newSession();
    const tabs = [openSocket(`${gateway.url}?token=${await session.ticket()}`)];
    tabs.push(openSocket(`${gateway.url}?token=${await session.ticket()}`));
    await Promise.all(tabs.map((tab) => tab.next('connected')));
    expect(gateway.gateway.connections.of(aroha.userId)).toHaveLength(2);

    await gateway.infrastructure.bus.publish(userChannel(aroha.userId), {
      type: 'match_request',
      requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    for (const tab of tabs) {
      expect(await tab.next('match_request')).toEqual({
        type: 'match_request',
        requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      });
    }

    for (const tab of tabs) {
      tab.socket.close();
      await tab.closed;
    }
    await expect.poll(() => gateway.gateway.connections.of(aroha.userId)).toEqual([]);
  });

  it('closes the sockets of an ended session with 4000 and leaves other sessions open', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const phone = await aroha.newSession();
    const laptop = await aroha.newSession();
    const onPhone = openSocket(`${gateway.url}?token=${await phone.ticket()}`);
    const onLaptop = openSocket(`${gateway.url}?token=${await laptop.ticket()}`);
    await Promise.all([onPhone.next('connected'), onLaptop.next('connected')]);

    await gateway.infrastructure.bus.publish(userChannel(aroha.userId), {
      type: 'session_ended',
      reason: 'logout',
      sessionId: phone.sessionId,
    });
    expect(await onPhone.closed).toEqual({
      code: WS_CLOSE_CODES.sessionEnded,
      reason: 'Session ended',
    });
    expect(onLaptop.socket.readyState).toBe(onLaptop.socket.OPEN);

    await gateway.infrastructure.bus.publish(userChannel(aroha.userId), {
      type: 'session_ended',
      reason: 'account_deleted',
    });
    expect((await onLaptop.closed).code).toBe(WS_CLOSE_CODES.sessionEnded);
  });

  it('closes with 1009 a frame over 16 KB', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const client = openSocket(`${gateway.url}?token=${await (await aroha.newSession()).ticket()}`);
    await client.next('connected');
    client.send('x'.repeat(16 * 1024 + 1));
    expect((await client.closed).code).toBe(WS_CLOSE_CODES.messageTooBig);
  });
});
