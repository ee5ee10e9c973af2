import type { Database } from '@starmatch/db/database';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson } from '@starmatch/db/testing-people';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { WebSocket } from 'ws';

interface ChatSocket {
  socket: WebSocket;
  messages: () => number;
}

async function chatter(db: Kysely<Database>, fullName: string) {
  const userId = await createPerson(db, { fullName, profile: false });
  const { token } = await createSession(db, { userId, userAgent: 'vitest' });
  return { userId, token };
}

async function openSocket(apiOrigin: string, gatewayOrigin: string, token: string) {
  const ticket = await fetch(`${apiOrigin}/api/realtime/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ticket.status).toBe(201);
  const socket = new WebSocket(
    `${gatewayOrigin.replace('http', 'ws')}/ws?token=${((await ticket.json()) as { ticket: string }).ticket}`,
    { origin: 'http://localhost:3000' },
  );
  const frames: Array<{ type: string }> = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await expect.poll(() => frames[0]?.type).toBe('connected');
  const chat: ChatSocket = {
    socket,
    messages: () => frames.filter((frame) => frame.type === 'new_message').length,
  };
  return chat;
}

/**
 * Aroha and Nikau, matched, each with one socket open: Aroha sends `overSocket` messages as
 * socket frames, Nikau `overRest` through POST /api/messages, and it resolves once both sockets
 * have heard every message (each message reaches both: the receiver, and the sender's own tabs).
 */
export async function shortChat(
  db: Kysely<Database>,
  origins: { api: string; gateway: string },
  counts: { overSocket: number; overRest: number },
): Promise<void> {
  const aroha = await chatter(db, 'Aroha');
  const nikau = await chatter(db, 'Nikau');
  const [userA, userB] = [aroha.userId, nikau.userId].sort() as [string, string];
  const { id: matchId } = await db
    .insertInto('matches')
    .values({ user_a: userA, user_b: userB })
    .returning('id')
    .executeTakeFirstOrThrow();
  const arohaSocket = await openSocket(origins.api, origins.gateway, aroha.token);
  const nikauSocket = await openSocket(origins.api, origins.gateway, nikau.token);
  for (let index = 0; index < counts.overSocket; index += 1) {
    arohaSocket.socket.send(
      JSON.stringify({
        type: 'send_message',
        matchId,
        otherUserId: nikau.userId,
        content: `Kia ora ${index}`,
      }),
    );
  }
  for (let index = 0; index < counts.overRest; index += 1) {
    const sent = await fetch(`${origins.api}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${nikau.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ matchId, receiverId: aroha.userId, content: `Tēnā koe ${index}` }),
    });
    expect(sent.status).toBe(201);
  }
  const total = counts.overSocket + counts.overRest;
  await expect.poll(() => [arohaSocket.messages(), nikauSocket.messages()]).toEqual([total, total]);
  for (const chat of [arohaSocket, nikauSocket]) chat.socket.close();
}
