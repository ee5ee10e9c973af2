import { userChannel as userChannelOf } from '@starmatch/contracts/bus-events';
import { describe, expect, it } from 'vitest';
import { couple, gatewayPerFile, type TestPerson } from './support/test-gateway.js';

const gateway = gatewayPerFile();

const connect = (person: TestPerson) => gateway.connect(person);

function storedMessages(matchId: string) {
  return gateway.db
    .selectFrom('messages')
    .select(['content', 'sender_id', 'receiver_id', 'client_message_id'])
    .where('match_id', '=', matchId)
    .orderBy('id')
    .execute();
}

// What a send stores, answers and publishes is the shared suite's (chat-sending.test.ts, which
// POST /api/messages runs too); what is left here belongs to the socket alone.
describe('send_message', () => {
  it('answers bad frames with an error and keeps the socket open', async () => {
    const { aroha, nikau, matchId } = await couple(gateway.db);
    const socket = await connect(aroha);
    socket.send('not json');
    expect(await socket.next('error')).toEqual({ type: 'error', message: 'Invalid message' });
    // A send refused by its schema names itself and is final: the same frame fails again.
    const clientMessageId = crypto.randomUUID();
    const blank = { type: 'send_message', matchId, otherUserId: nikau.userId, content: '   ' };
    socket.send({ ...blank, clientMessageId });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: 'Message cannot be empty',
      clientMessageId,
      retryable: false,
    });
    // An id that is not one is not echoed.
    socket.send({ ...blank, content: 'Hi', clientMessageId: 'not-an-id' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: 'Must be a valid id',
      retryable: false,
    });
    // Not a send: nothing to name, nothing to retry.
    socket.send({ type: 'teleport' });
    expect(Object.keys(await socket.next('error')).sort()).toEqual(['message', 'type']);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    expect(await storedMessages(matchId)).toEqual([]);
  });
});

describe('after an unmatch', () => {
  it('refuses messages into the ended match, whether or not the event arrived first', async () => {
    const { aroha, nikau, matchId } = await couple(gateway.db);
    const socket = await connect(aroha);
    socket.send({ type: 'send_message', matchId, otherUserId: nikau.userId, content: 'First' });
    await socket.next('new_message');

    // The match is gone but no event said so: the insert itself refuses it.
    await gateway.db.deleteFrom('matches').where('id', '=', matchId).execute();
    socket.send({ type: 'send_message', matchId, otherUserId: nikau.userId, content: 'Second' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: 'Match not found',
      retryable: false,
    });

    const second = await couple(gateway.db);
    const other = await connect(second.aroha);
    other.send({
      type: 'send_message',
      matchId: second.matchId,
      otherUserId: second.nikau.userId,
      content: 'Hi',
    });
    await other.next('new_message');
    await gateway.db.deleteFrom('matches').where('id', '=', second.matchId).execute();
    await gateway.infrastructure.bus.publish(userChannelOf(second.aroha.userId), {
      type: 'unmatched',
      matchId: second.matchId,
    });
    expect(await other.next('unmatched')).toEqual({ type: 'unmatched', matchId: second.matchId });
    other.send({
      type: 'send_message',
      matchId: second.matchId,
      otherUserId: second.nikau.userId,
      content: 'Hello?',
    });
    expect(await other.next('error')).toEqual({
      type: 'error',
      message: 'Match not found',
      retryable: false,
    });
    expect(await storedMessages(matchId)).toEqual([]);
  });
});

describe('a burst of messages from one socket', () => {
  it('is stored and delivered in the order it was sent', async () => {
    const { aroha, nikau, matchId } = await couple(gateway.db);
    const [arohaSocket, nikauSocket] = await Promise.all([connect(aroha), connect(nikau)]);
    const sent = Array.from({ length: 15 }, (_, index) => `burst ${index}`);
    for (const content of sent) {
      arohaSocket.send({ type: 'send_message', matchId, otherUserId: nikau.userId, content });
    }
    await expect
      .poll(() => nikauSocket.frames.filter((frame) => frame.type === 'new_message').length)
      .toBe(15);
    const received = nikauSocket.frames
      .filter((frame) => frame.type === 'new_message')
      .map((frame) => (frame.message as { content: string }).content);
    expect(received).toEqual(sent);
    expect((await storedMessages(matchId)).map((row) => row.content)).toEqual(sent);
  });
});

describe('a flood of frames', () => {
  it('is cut off past 20 frames in 2 seconds per socket, without closing it', async () => {
    const { aroha, nikau, matchId } = await couple(gateway.db);
    const socket = await connect(aroha);
    for (let frame = 0; frame < 25; frame += 1) {
      socket.send({
        type: 'typing',
        matchId,
        otherUserId: nikau.userId,
        isTyping: frame % 2 === 0,
      });
    }
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: 'Too many messages. Please slow down.',
    });
    await expect.poll(() => socket.frames.filter((frame) => frame.type === 'error').length).toBe(5);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    // A send_message dropped by the flood limit names itself, so the SPA can mark it not sent.
    const clientMessageId = crypto.randomUUID();
    socket.send({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'dropped',
      clientMessageId,
    });
    await expect
      .poll(() => socket.frames.find((frame) => frame.clientMessageId === clientMessageId))
      .toEqual({
        type: 'error',
        message: 'Too many messages. Please slow down.',
        clientMessageId,
        retryable: true,
      });
    const otherTab = await connect(aroha);
    otherTab.send({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'still here',
    });
    expect((await otherTab.next('new_message')).message).toMatchObject({ content: 'still here' });
  });
});

describe('typing', () => {
  it('reaches the other person only, and is never stored', async () => {
    const { aroha, nikau, matchId } = await couple(gateway.db);
    const [arohaSocket, arohaOtherTab, nikauSocket] = await Promise.all([
      connect(aroha),
      connect(aroha),
      connect(nikau),
    ]);
    arohaSocket.send({ type: 'typing', matchId, otherUserId: nikau.userId, isTyping: true });
    expect(await nikauSocket.next('typing')).toEqual({
      type: 'typing',
      matchId,
      userId: aroha.userId,
      isTyping: true,
    });
    // Nikau's reply proves Aroha's tabs had time to receive anything addressed to them.
    nikauSocket.send({ type: 'typing', matchId, otherUserId: aroha.userId, isTyping: false });
    await arohaOtherTab.next('typing');
    await arohaSocket.next('typing');
    expect(arohaSocket.frames.filter((frame) => frame.type === 'typing')).toEqual([
      { type: 'typing', matchId, userId: nikau.userId, isTyping: false },
    ]);
    expect(await storedMessages(matchId)).toEqual([]);
  });
});
