import { randomUUID } from 'node:crypto';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { MESSAGES_PER_MINUTE } from '@starmatch/contracts/safety-limits';
import type { ServiceProcess } from '@starmatch/test-support/service-process';
import { describe, expect, it } from 'vitest';
import {
  type Client,
  connect,
  openClient,
  signedInPerson,
  ticketFrom,
} from './support/distributed-stack.js';
import { distributedStackPerFile } from './support/stack-per-file.js';

// Chat across two gateway processes that meet only in Redis.
const { stack, apis, gateways, couple } = distributedStackPerFile(1, 2);
const [api] = apis as [ServiceProcess];
const [gatewayA, gatewayB] = gateways as [ServiceProcess, ServiceProcess];

const contentsFrom = (client: Client, senderId: string) =>
  client.frames
    .filter((frame) => frame.type === 'new_message')
    .map((frame) => frame.message as { senderId: string; content: string; id: string })
    .filter((message) => message.senderId === senderId);

describe('chat across gateway processes', () => {
  it("reaches the receiver on the other process and the sender's second tab; typing reaches only the other person", async () => {
    const { aroha, nikau, matchId } = await couple();
    const arohaPhone = await connect(gatewayA, await ticketFrom(api, aroha.token));
    const arohaLaptop = await connect(gatewayB, await ticketFrom(api, aroha.token));
    const nikauPhone = await connect(gatewayB, await ticketFrom(api, nikau.token));

    arohaPhone.send({ type: 'typing', matchId, otherUserId: nikau.userId, isTyping: true });
    await expect
      .poll(() => nikauPhone.frames.find((frame) => frame.type === 'typing'))
      .toEqual({
        type: 'typing',
        matchId,
        userId: aroha.userId,
        isTyping: true,
      });
    arohaPhone.send({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'Ka kite ano',
    });
    await expect
      .poll(() => contentsFrom(nikauPhone, aroha.userId).map((m) => m.content))
      .toEqual(['Ka kite ano']);
    await expect
      .poll(() => contentsFrom(arohaLaptop, aroha.userId).map((m) => m.content))
      .toEqual(['Ka kite ano']);
    expect(arohaLaptop.frames.some((frame) => frame.type === 'typing')).toBe(false);
    for (const client of [arohaPhone, arohaLaptop, nikauPhone]) client.socket.close();
  });

  it('stores a retried clientMessageId once, keeps strangers out and refuses a bad ticket', async () => {
    const { aroha, nikau, matchId } = await couple();
    const stranger = await signedInPerson(stack.database.db, 'Stranger', 'Male');
    const arohaSocket = await connect(gatewayA, await ticketFrom(api, aroha.token));
    const strangerSocket = await connect(gatewayB, await ticketFrom(api, stranger.token));
    const clientMessageId = randomUUID();
    const frame = {
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'Once only',
      clientMessageId,
    };
    arohaSocket.send(frame);
    arohaSocket.send(frame);
    await expect.poll(() => contentsFrom(arohaSocket, aroha.userId).length).toBe(2);
    strangerSocket.send({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'Let me in',
    });
    await expect
      .poll(() => strangerSocket.frames.find((f) => f.type === 'error'))
      .toEqual({
        type: 'error',
        message: 'Match not found',
        retryable: false,
      });
    const rows = await stack.database.db
      .selectFrom('messages')
      .select(['content', 'client_message_id'])
      .where('match_id', '=', matchId)
      .execute();
    expect(rows).toEqual([{ content: 'Once only', client_message_id: clientMessageId }]);
    expect(await openClient(gatewayB, 'not-a-ticket').closed).toBe(WS_CLOSE_CODES.badTicket);
    arohaSocket.socket.close();
    strangerSocket.socket.close();
  });

  it('delivers a full minute of messages (MESSAGES_PER_MINUTE) from each side at once, each exactly once and in order per sender', async () => {
    const { aroha, nikau, matchId } = await couple();
    const arohaSocket = await connect(gatewayA, await ticketFrom(api, aroha.token));
    const nikauSocket = await connect(gatewayB, await ticketFrom(api, nikau.token));
    // As many as one sender may send in a minute (docs/ARCHITECTURE.md "Per-account limits").
    const expected = Array.from({ length: MESSAGES_PER_MINUTE }, (_, index) => `message ${index}`);
    // Nine a second from each: inside the gateway's per-socket limit of 20 frames in 2 s.
    for (const content of expected) {
      arohaSocket.send({ type: 'send_message', matchId, otherUserId: nikau.userId, content });
      nikauSocket.send({ type: 'send_message', matchId, otherUserId: aroha.userId, content });
      await new Promise((resolve) => setTimeout(resolve, 110));
    }
    for (const [client, senderId] of [
      [nikauSocket, aroha.userId],
      [arohaSocket, nikau.userId],
      [arohaSocket, aroha.userId],
      [nikauSocket, nikau.userId],
    ] as const) {
      await expect
        .poll(() => contentsFrom(client, senderId).map((m) => m.content), { timeout: 10_000 })
        .toEqual(expected);
      const ids = contentsFrom(client, senderId).map((m) => m.id);
      expect(new Set(ids).size).toBe(MESSAGES_PER_MINUTE);
    }
    expect(arohaSocket.frames.some((frame) => frame.type === 'error')).toBe(false);
    arohaSocket.socket.close();
    nikauSocket.socket.close();
  }, 60_000);
});
