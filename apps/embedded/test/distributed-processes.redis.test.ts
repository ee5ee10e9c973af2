import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import type { ServiceProcess } from '@starmatch/test-support/service-process';
import { describe, expect, it } from 'vitest';
import { connect, matchOf, signedInPerson, ticketFrom } from './support/distributed-stack.js';
import { distributedStackPerFile } from './support/stack-per-file.js';

// Two api and two realtime processes against one PostgreSQL and one Redis, as in production.
const { stack, apis, gateways } = distributedStackPerFile(2, 2, (codes) => {
  // A clean SIGTERM shutdown exits 0.
  expect(codes).toEqual([0, 0, 0, 0]);
});
const [api1, api2] = apis as [ServiceProcess, ServiceProcess];
const [realtime1, realtime2] = gateways as [ServiceProcess, ServiceProcess];

describe('the distributed mode', () => {
  it('reports every process ready on PostgreSQL and Redis', async () => {
    for (const service of [...stack.apis, ...stack.gateways]) {
      const response = await fetch(`${service.origin}/readyz`);
      expect(await response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      });
    }
  });

  it('carries a chat message from a socket on one gateway process to a socket on the other', async () => {
    const aroha = await signedInPerson(stack.database.db, 'Aroha', 'Female');
    const nikau = await signedInPerson(stack.database.db, 'Nikau', 'Male');
    const matchId = await matchOf(stack.database.db, aroha.userId, nikau.userId);

    const arohaOn1 = await connect(realtime1, await ticketFrom(api1, aroha.token));
    const nikauOn2 = await connect(realtime2, await ticketFrom(api2, nikau.token));
    arohaOn1.send({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'Kia ora from gateway 1',
    });
    await expect
      .poll(() => nikauOn2.frames.find((frame) => frame.type === 'new_message'))
      .toMatchObject({
        matchId,
        message: { content: 'Kia ora from gateway 1', senderId: aroha.userId },
      });
    arohaOn1.socket.close();
    nikauOn2.socket.close();
  });

  it("closes a session's sockets on both gateways when it logs out through either api", async () => {
    const aroha = await signedInPerson(stack.database.db, 'Aroha', 'Female');
    const onGateway1 = await connect(realtime1, await ticketFrom(api1, aroha.token));
    const onGateway2 = await connect(realtime2, await ticketFrom(api2, aroha.token));

    const logout = await fetch(`${api2.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${aroha.token}`, 'content-type': 'application/json' },
    });
    expect(logout.status).toBe(200);
    expect(await Promise.all([onGateway1.closed, onGateway2.closed])).toEqual([
      WS_CLOSE_CODES.sessionEnded,
      WS_CLOSE_CODES.sessionEnded,
    ]);
  });
});
