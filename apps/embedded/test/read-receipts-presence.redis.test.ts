import type { ServiceProcess } from '@starmatch/test-support/service-process';
import { describe, expect, it } from 'vitest';
import { type Client, connect, signedInPerson, ticketFrom } from './support/distributed-stack.js';
import { distributedStackPerFile } from './support/stack-per-file.js';

// Read receipts and presence across two gateway processes that meet only in Redis, with the
// api process serving the reads (docs/ARCHITECTURE.md "Read receipts and presence").
const { stack, apis, gateways, couple } = distributedStackPerFile(1, 2);
const [api] = apis as [ServiceProcess];
const [gatewayA, gatewayB] = gateways as [ServiceProcess, ServiceProcess];

type Person = Awaited<ReturnType<typeof signedInPerson>>;

async function call(person: Person, method: string, path: string, body?: unknown) {
  const response = await fetch(`${api.origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${person.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const framesOf = (client: Client, type: string) =>
  client.frames.filter((frame) => frame.type === type);

async function lastActiveOf(userId: string): Promise<string | null> {
  const row = await stack.database.db
    .selectFrom('user_presence')
    .select('last_active_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_active_at.toISOString() ?? null;
}

function hideActivity(person: Person, hidden: boolean) {
  return call(person, 'PATCH', '/api/settings', {
    preferredAgeRanges: [],
    preferredCities: [],
    hideActivity: hidden,
  });
}

describe('read receipts across gateway processes', () => {
  it("tells the sender on another process when the receiver reads, by the socket's mark_read and by the REST read, and keeps it on reload", async () => {
    const { aroha, nikau, matchId } = await couple();
    const arohaSocket = await connect(gatewayA, await ticketFrom(api, aroha.token));
    const nikauSocket = await connect(gatewayB, await ticketFrom(api, nikau.token));

    arohaSocket.send({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'Kia ora',
    });
    await expect.poll(() => framesOf(nikauSocket, 'new_message').length).toBe(1);
    // The chat is open on Nikau's side: the message that came over the socket is read at once.
    nikauSocket.send({ type: 'mark_read', matchId });
    await expect.poll(() => framesOf(arohaSocket, 'messages_read').length).toBe(1);
    const [receipt] = framesOf(arohaSocket, 'messages_read');
    const stored = await stack.database.db
      .selectFrom('messages')
      .select('read_at')
      .where('match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect(receipt).toEqual({
      type: 'messages_read',
      matchId,
      readerId: nikau.userId,
      readAt: stored.read_at?.toISOString(),
    });
    // Only the sender hears it; reading again with nothing unread says nothing.
    expect(framesOf(nikauSocket, 'messages_read')).toEqual([]);

    // A reload of Aroha's chat shows it read.
    const reload = await call(aroha, 'GET', `/api/messages/${matchId}`);
    expect(reload.status).toBe(200);
    expect((reload.body as Array<{ readAt: string | null }>).map((m) => m.readAt)).toEqual([
      stored.read_at?.toISOString(),
    ]);

    // Reading by REST (the poll, or opening the chat) tells her too.
    arohaSocket.send({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content: 'Still there?',
    });
    await expect.poll(() => framesOf(nikauSocket, 'new_message').length).toBe(2);
    const read = await call(nikau, 'GET', `/api/messages/${matchId}`);
    const readAts = (read.body as Array<{ readAt: string | null }>).map((m) => m.readAt);
    expect(readAts.every((readAt) => readAt !== null)).toBe(true);
    await expect.poll(() => framesOf(arohaSocket, 'messages_read').length).toBe(2);
    expect(framesOf(arohaSocket, 'messages_read')[1]).toEqual({
      type: 'messages_read',
      matchId,
      readerId: nikau.userId,
      readAt: readAts[1],
    });
    arohaSocket.socket.close();
    nikauSocket.socket.close();
  });

  it('hides receipts both ways while either person hides their activity', async () => {
    const { aroha, nikau, matchId } = await couple();
    expect((await hideActivity(nikau, true)).body).toEqual({
      preferredAgeRanges: [],
      preferredCities: [],
      hideActivity: true,
    });
    const arohaSocket = await connect(gatewayA, await ticketFrom(api, aroha.token));
    const nikauSocket = await connect(gatewayB, await ticketFrom(api, nikau.token));

    // Nikau (hiding) reads Aroha's message: she is not told, and her reload shows it unread.
    arohaSocket.send({ type: 'send_message', matchId, otherUserId: nikau.userId, content: 'Hi' });
    await expect.poll(() => framesOf(nikauSocket, 'new_message').length).toBe(1);
    expect((await call(nikau, 'GET', `/api/messages/${matchId}`)).status).toBe(200);
    const arohaView = await call(aroha, 'GET', `/api/messages/${matchId}`);
    expect((arohaView.body as Array<{ readAt: string | null }>).map((m) => m.readAt)).toEqual([
      null,
    ]);

    // Aroha reads Nikau's message: he hides his, so he sees no one's either.
    nikauSocket.send({ type: 'send_message', matchId, otherUserId: aroha.userId, content: 'Hey' });
    await expect.poll(() => framesOf(arohaSocket, 'new_message').length).toBe(2);
    expect((await call(aroha, 'GET', `/api/messages/${matchId}`)).status).toBe(200);
    const nikauView = await call(nikau, 'GET', `/api/messages/${matchId}`);
    const nikauReadAts = (nikauView.body as Array<{ senderId: string; readAt: string | null }>)
      .filter((message) => message.senderId === nikau.userId)
      .map((message) => message.readAt);
    expect(nikauReadAts).toEqual([null]);
    // His own read of her message is still his to see.
    expect(
      (nikauView.body as Array<{ senderId: string; readAt: string | null }>).find(
        (message) => message.senderId === aroha.userId,
      )?.readAt,
    ).not.toBeNull();
    const stored = await stack.database.db
      .selectFrom('messages')
      .select('read_at')
      .where('match_id', '=', matchId)
      .execute();
    // Stored read all the same: the setting hides receipts, it does not stop reading.
    expect(stored.every((row) => row.read_at !== null)).toBe(true);

    // Each socket's later frame comes after anything those reads published: none was a receipt.
    arohaSocket.send({ type: 'send_message', matchId, otherUserId: nikau.userId, content: 'Ok' });
    nikauSocket.send({ type: 'send_message', matchId, otherUserId: aroha.userId, content: 'Ok' });
    await expect.poll(() => framesOf(arohaSocket, 'new_message').length).toBe(4);
    await expect.poll(() => framesOf(nikauSocket, 'new_message').length).toBe(4);
    expect(framesOf(arohaSocket, 'messages_read')).toEqual([]);
    expect(framesOf(nikauSocket, 'messages_read')).toEqual([]);
    arohaSocket.socket.close();
    nikauSocket.socket.close();
  });
});

describe('presence across gateway processes', () => {
  it("follows the other person's sockets opening and closing on either process", async () => {
    const { aroha, nikau, matchId } = await couple();
    const presencePath = `/api/matches/${matchId}/presence`;
    expect(await call(aroha, 'GET', presencePath)).toEqual({
      status: 200,
      body: { online: false, lastActiveAt: null },
    });
    const arohaSocket = await connect(gatewayA, await ticketFrom(api, aroha.token));

    const nikauPhone = await connect(gatewayB, await ticketFrom(api, nikau.token));
    await expect.poll(() => framesOf(arohaSocket, 'presence').length).toBe(1);
    const cameOnline = await lastActiveOf(nikau.userId);
    expect(framesOf(arohaSocket, 'presence')[0]).toEqual({
      type: 'presence',
      userId: nikau.userId,
      online: true,
      lastActiveAt: cameOnline,
    });
    expect(await call(aroha, 'GET', presencePath)).toEqual({
      status: 200,
      body: { online: true, lastActiveAt: cameOnline },
    });

    // A second tab on the other process, then the first closes: still online.
    const nikauLaptop = await connect(gatewayA, await ticketFrom(api, nikau.token));
    nikauPhone.socket.close();
    await nikauPhone.closed;
    expect((await call(aroha, 'GET', presencePath)).body).toMatchObject({ online: true });
    // The laptop's arrival is said again (it changes nothing); the phone's leaving is not said.
    await expect
      .poll(() => framesOf(arohaSocket, 'presence').map((frame) => frame.online))
      .toEqual([true, true]);

    // The last one closes: offline, active just now, said live and stored for any later read.
    nikauLaptop.socket.close();
    await expect
      .poll(() => framesOf(arohaSocket, 'presence').filter((frame) => frame.online === false))
      .toHaveLength(1);
    const left = framesOf(arohaSocket, 'presence').find((frame) => frame.online === false);
    const lastActiveAt = await lastActiveOf(nikau.userId);
    expect(left).toEqual({
      type: 'presence',
      userId: nikau.userId,
      online: false,
      lastActiveAt,
    });
    expect(Date.parse(lastActiveAt ?? '')).toBeGreaterThanOrEqual(Date.parse(cameOnline ?? ''));
    expect(await call(aroha, 'GET', presencePath)).toEqual({
      status: 200,
      body: { online: false, lastActiveAt },
    });
    // Nikau hears Aroha, who is online on process A.
    expect((await call(nikau, 'GET', presencePath)).body).toMatchObject({ online: true });
    // Someone else's match answers as a missing one.
    const stranger = await signedInPerson(stack.database.db, 'Stranger', 'Male');
    expect((await call(stranger, 'GET', presencePath)).status).toBe(404);
    arohaSocket.socket.close();
  });

  it('hides presence both ways while either person hides their activity', async () => {
    const { aroha, nikau, matchId } = await couple();
    const presencePath = `/api/matches/${matchId}/presence`;
    await hideActivity(aroha, true);
    const nikauSocket = await connect(gatewayB, await ticketFrom(api, nikau.token));
    const arohaSocket = await connect(gatewayA, await ticketFrom(api, aroha.token));
    // Her arrival is handled (stamped) on process A, and not said to Nikau (checked below).
    await expect.poll(() => lastActiveOf(aroha.userId)).not.toBeNull();
    // Neither reads the other: Aroha hides hers, so she sees no one's.
    expect((await call(nikau, 'GET', presencePath)).body).toEqual({
      online: false,
      lastActiveAt: null,
    });
    expect((await call(aroha, 'GET', presencePath)).body).toEqual({
      online: false,
      lastActiveAt: null,
    });
    const before = await lastActiveOf(nikau.userId);
    nikauSocket.socket.close();
    // His leaving is stored (the gateway has handled it) but not said to Aroha.
    await expect.poll(() => lastActiveOf(nikau.userId)).not.toBe(before);

    // Shown again: the next change is said, and it is the first presence frame either heard.
    await hideActivity(aroha, false);
    const nikauAgain = await connect(gatewayB, await ticketFrom(api, nikau.token));
    await expect.poll(() => framesOf(arohaSocket, 'presence').length).toBe(1);
    expect(framesOf(arohaSocket, 'presence')[0]).toMatchObject({
      userId: nikau.userId,
      online: true,
    });
    expect(framesOf(nikauSocket, 'presence')).toEqual([]);
    expect((await call(nikau, 'GET', presencePath)).body).toMatchObject({ online: true });
    arohaSocket.socket.close();
    nikauAgain.socket.close();
  });
});
