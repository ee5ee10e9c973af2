import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { userChannel } from '@starmatch/contracts/bus-events';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import type { TestSocket } from '@starmatch/test-support/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { likePerson, matchedCouple } from '../support/matched-couple.js';
import type { Person } from '../support/people.js';
import { blockPerson } from '../support/safety-calls.js';
import { startTestApi, type TestApi } from '../support/test-api.js';
import { type ApiGateway, startApiGateway } from '../support/test-gateway.js';
import { caughtUp, listen } from '../support/user-events.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": after a block, every call between the
// two answers 404 both ways, and the blocked person hears `match_ended` and nothing else.

let api: TestApi;
let gateway: ApiGateway;
beforeAll(async () => {
  api = await startTestApi();
  gateway = await startApiGateway(api);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

const NOT_FOUND = { message: 'Not found' };
const block = (by: Person, userId: string) => blockPerson(api, by, userId);
const like = (from: Person, to: Person) => likePerson(api, from, to.userId);

function isHi(frame: Record<string, unknown>): boolean {
  const message = frame.message as { content?: unknown } | undefined;
  return frame.type === 'new_message' && message?.content === 'Hi';
}

/** Marker events published by `settle`, kept out of what framesSince answers. */
const markers = new Set<unknown>();

/**
 * Waits until everything published to the person so far has reached the socket: a marker event
 * goes out on their channel last (one channel delivers in order). Answers how many frames the
 * socket holds then.
 */
async function settle(person: Person, socket: TestSocket): Promise<number> {
  const requestId = randomUUID();
  markers.add(requestId);
  await api.infrastructure.bus.publish(userChannel(person.userId), {
    type: 'match_request',
    requestId,
  });
  await expect.poll(() => socket.frames.some((frame) => frame.requestId === requestId)).toBe(true);
  return socket.frames.length;
}

/** The frames the socket got after the first `from`, once settled, markers left out. */
async function framesSince(person: Person, socket: TestSocket, from: number) {
  await settle(person, socket);
  return socket.frames.slice(from).filter((frame) => !markers.has(frame.requestId));
}

describe('POST /api/blocks between matched people', () => {
  it('ends the match at once: 404 both ways on every call, match_ended to the blocked only', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const hers = await gateway.connect(her);
    const herOtherTab = await gateway.connect(her);
    const his = await gateway.connect(him);
    const hisOtherTab = await gateway.connect(him);
    // Both sides talk over their sockets first, so each gateway has the match cached.
    hers.send({ type: 'send_message', matchId, otherUserId: him.userId, content: 'Kia ora' });
    await his.next('new_message');
    his.send({ type: 'send_message', matchId, otherUserId: her.userId, content: 'Hi' });
    // His 'Hi' reaches both other tabs before the marks are set: a marker published straight to
    // the bus could otherwise overtake it (the distributed mode showed it).
    for (const tab of [hisOtherTab, herOtherTab]) {
      await expect.poll(() => tab.frames.some((frame) => isHi(frame))).toBe(true);
    }
    const hisBefore = await settle(him, hisOtherTab);
    const herBefore = await settle(her, herOtherTab);

    const blocked = await block(her, him.userId);
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toEqual({ message: API_MESSAGES.blocked });
    expect(await herOtherTab.next('unmatched')).toEqual({ type: 'unmatched', matchId });
    expect(await hers.next('unmatched')).toEqual({ type: 'unmatched', matchId });
    expect(await his.next('match_ended')).toEqual({ type: 'match_ended', matchId });
    expect(await hisOtherTab.next('match_ended')).toEqual({ type: 'match_ended', matchId });

    for (const [from, to, socket] of [
      [her, him, hers],
      [him, her, his],
    ] as const) {
      const sent = await call(
        api,
        'POST',
        '/api/messages',
        { matchId, receiverId: to.userId, content: 'Still there?' },
        { token: from.token },
      );
      expect(sent.statusCode).toBe(404);
      expect(sent.json()).toEqual(NOT_FOUND);
      socket.send({
        type: 'send_message',
        matchId,
        otherUserId: to.userId,
        content: 'Over the socket',
        clientMessageId: randomUUID(),
      });
      expect(await socket.next('error')).toMatchObject({
        type: 'error',
        message: WS_ERROR_MESSAGES.matchNotFound,
      });
      socket.send({ type: 'typing', matchId, otherUserId: to.userId, isTyping: true });
      const messages = await call(api, 'GET', `/api/messages/${matchId}`, undefined, {
        token: from.token,
      });
      expect(messages.statusCode).toBe(404);
      const liked = await like(from, to);
      expect(liked.statusCode).toBe(404);
      expect(liked.json()).toEqual(NOT_FOUND);
      const matches = await call(api, 'GET', '/api/matches', undefined, { token: from.token });
      expect(matches.json()).toEqual([]);
    }

    // The blocked side heard match_ended and nothing else: no message, no typing, no unmatched
    // (his other tab, which sent nothing, so it holds no answers to his own sends either).
    expect(await framesSince(him, hisOtherTab, hisBefore)).toEqual([
      { type: 'match_ended', matchId },
    ]);
    expect(await framesSince(her, herOtherTab, herBefore)).toEqual([
      { type: 'unmatched', matchId },
    ]);
    expect(
      await api.db.selectFrom('messages').where('match_id', '=', matchId).selectAll().execute(),
    ).toEqual([]);

    // Reporting is still open to the blocker.
    const report = await call(
      api,
      'POST',
      '/api/reports',
      { userId: him.userId, category: 'harassment', matchId },
      { token: her.token },
    );
    expect(report.statusCode).toBe(201);
  });

  it('is idempotent, and unblocking brings back neither the match nor the messages', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    await call(
      api,
      'POST',
      '/api/messages',
      { matchId, receiverId: him.userId, content: 'Hello' },
      { token: her.token },
    );
    const his = await gateway.connect(him);
    expect((await block(her, him.userId)).statusCode).toBe(201);
    await his.next('match_ended');
    const afterFirst = await settle(him, his);
    const again = await block(her, him.userId);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: API_MESSAGES.blocked });
    expect(await framesSince(him, his, afterFirst)).toEqual([]);

    const unblocked = await call(api, 'DELETE', `/api/blocks/${him.userId}`, undefined, {
      token: her.token,
    });
    expect(unblocked.statusCode).toBe(204);
    expect(unblocked.body).toBe('');
    const twice = await call(api, 'DELETE', `/api/blocks/${him.userId}`, undefined, {
      token: her.token,
    });
    expect(twice.statusCode).toBe(404);
    for (const person of [her, him]) {
      const matches = await call(api, 'GET', '/api/matches', undefined, { token: person.token });
      expect(matches.json()).toEqual([]);
      const messages = await call(api, 'GET', `/api/messages/${matchId}`, undefined, {
        token: person.token,
      });
      expect(messages.statusCode).toBe(404);
    }
    const blocks = await call(api, 'GET', '/api/blocks', undefined, { token: her.token });
    expect(blocks.json()).toEqual({ people: [], nextCursor: null });
  });
});

describe('the gateway after a block', () => {
  it('forgets the match on match_ended alone, so typing stops at once', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    // Only he is connected here: no `unmatched` for her tabs reaches this gateway.
    // Her channel is heard from first, so nothing from before the block can land later.
    const hers = await listen(api, her.userId);
    const his = await gateway.connect(him);
    his.send({ type: 'send_message', matchId, otherUserId: her.userId, content: 'Hi' });
    await his.next('new_message');
    // His arrival and his 'Hi' reach her channel in either order.
    await expect
      .poll(() => hers.map((event) => (event as { type: string }).type).sort())
      .toEqual(['new_message', 'presence']);
    hers.length = 0;
    his.send({ type: 'typing', matchId, otherUserId: her.userId, isTyping: true });
    await expect.poll(() => hers.length).toBe(1);

    expect((await block(her, him.userId)).statusCode).toBe(201);
    await his.next('match_ended');
    his.send({ type: 'typing', matchId, otherUserId: her.userId, isTyping: false });
    his.send({ type: 'send_message', matchId, otherUserId: her.userId, content: 'Hello?' });
    await his.next('error');
    await caughtUp(api, her.userId, hers);
    expect(hers).toEqual([
      { type: 'typing', matchId, userId: him.userId, isTyping: true },
      { type: 'unmatched', matchId }, // her own tabs' notice of her block
    ]);
  });
});
