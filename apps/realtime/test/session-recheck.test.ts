import { randomUUID } from 'node:crypto';
import { SESSION_TTL_MS } from '@starmatch/contracts/constants';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { openSocket, type TestSocket } from '@starmatch/test-support/socket-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEND_STANDING_CACHE_MS } from '../src/session-standing.js';
import {
  createMatch,
  createPerson,
  startTestGateway,
  type TestGateway,
} from './support/test-gateway.js';

// An open socket asks again whether its session stands: every interval (one query for all the
// gateway's sockets) and on each send. Nothing here publishes session_ended: the rows are
// changed straight in the database, as if that event had been lost.

const SESSION_ENDED = { code: WS_CLOSE_CODES.sessionEnded, reason: 'Session ended' };

/** The gateways' clock: the real one, moved on by `offsetMs`. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

let checking: TestGateway;
let sending: TestGateway;
beforeAll(async () => {
  // Reads every socket's session every 50 ms.
  checking = await startTestGateway({ config: { SOCKET_SESSION_CHECK_MS: '50' }, now });
  // Reads them only every minute (the default), so what closes its sockets is the send.
  sending = await startTestGateway({ infrastructure: checking.infrastructure, now });
});
afterAll(async () => {
  await sending?.close();
  await checking?.close();
});
afterEach(() => {
  offsetMs = 0;
});

async function connect(gateway: TestGateway, person: Awaited<ReturnType<typeof createPerson>>) {
  const session = await person.newSession();
  const socket = openSocket(`${gateway.url}?token=${await session.ticket()}`);
  await socket.next('connected');
  return { socket, sessionId: session.sessionId };
}

function sendTo(socket: TestSocket, matchId: string, otherUserId: string, content: string) {
  const clientMessageId = randomUUID();
  socket.send({ type: 'send_message', matchId, otherUserId, content, clientMessageId });
  return clientMessageId;
}

describe('the periodic check', () => {
  it('closes with 4000 a socket whose session row was deleted, and only that one', async () => {
    const aroha = await createPerson(checking.db, 'Female');
    const nikau = await createPerson(checking.db, 'Male');
    const matchId = await createMatch(checking.db, aroha.userId, nikau.userId);
    const signedOut = await connect(checking, aroha);
    const stillIn = await connect(checking, aroha);

    await checking.db
      .deleteFrom('sessions')
      .where('token_hash', '=', signedOut.sessionId)
      .execute();

    expect(await signedOut.socket.closed).toEqual(SESSION_ENDED);
    // The same check read the other session live: that socket is still open and sends.
    const clientMessageId = sendTo(stillIn.socket, matchId, nikau.userId, 'Still here');
    expect((await stillIn.socket.next('new_message')).message).toMatchObject({
      clientMessageId,
      content: 'Still here',
    });
    expect(stillIn.socket.socket.readyState).toBe(stillIn.socket.socket.OPEN);
    stillIn.socket.socket.close();
  });

  it('closes with 4000 a socket of an account banned in the database', async () => {
    const aroha = await createPerson(checking.db, 'Female');
    const { socket } = await connect(checking, aroha);
    await checking.db
      .updateTable('users')
      .set({ banned_at: new Date() })
      .where('id', '=', aroha.userId)
      .execute();
    expect(await socket.closed).toEqual(SESSION_ENDED);
  });

  it('closes with 4000 a session past its absolute expiry, though used a minute ago', async () => {
    const aroha = await createPerson(checking.db, 'Female');
    const { socket, sessionId } = await connect(checking, aroha);
    const session = await checking.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', sessionId)
      .executeTakeFirstOrThrow();
    const past = session.expires_at.getTime() + 1_000;
    // Used a minute before: the idle limit is not what ends it.
    await checking.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(past - 60_000) })
      .where('token_hash', '=', sessionId)
      .execute();
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);

    offsetMs = past - Date.now();
    expect(await socket.closed).toEqual(SESSION_ENDED);
  });

  it('closes with 4000 a session unused for longer than the idle limit', async () => {
    const aroha = await createPerson(checking.db, 'Female');
    const { socket } = await connect(checking, aroha);
    offsetMs = SESSION_TTL_MS.idle + 1_000;
    expect(await socket.closed).toEqual(SESSION_ENDED);
  });
});

describe('a send', () => {
  it('after a suspension set in the database is refused, and the socket closed with 4000', async () => {
    const aroha = await createPerson(sending.db, 'Female');
    const nikau = await createPerson(sending.db, 'Male');
    const matchId = await createMatch(sending.db, aroha.userId, nikau.userId);
    const { socket } = await connect(sending, aroha);
    const first = sendTo(socket, matchId, nikau.userId, 'Kia ora');
    expect((await socket.next('new_message')).message).toMatchObject({ clientMessageId: first });

    await sending.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', aroha.userId)
      .execute();
    // Past the bound on how old the standing a send relies on may be.
    offsetMs = SEND_STANDING_CACHE_MS;
    sendTo(socket, matchId, nikau.userId, 'Still there?');

    expect(await socket.closed).toEqual(SESSION_ENDED);
    const stored = await sending.db
      .selectFrom('messages')
      .select('content')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toEqual([{ content: 'Kia ora' }]);
    expect(socket.frames.map((frame) => frame.type)).toEqual(['connected', 'new_message']);
  });

  it('from a session deleted in the database is refused at once, with no reading to rely on', async () => {
    const aroha = await createPerson(sending.db, 'Female');
    const nikau = await createPerson(sending.db, 'Male');
    const matchId = await createMatch(sending.db, aroha.userId, nikau.userId);
    const { socket, sessionId } = await connect(sending, aroha);
    await sending.db.deleteFrom('sessions').where('token_hash', '=', sessionId).execute();

    sendTo(socket, matchId, nikau.userId, 'Signed out elsewhere');

    expect(await socket.closed).toEqual(SESSION_ENDED);
    const stored = await sending.db
      .selectFrom('messages')
      .select('content')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toEqual([]);
  });
});
