import { randomUUID } from 'node:crypto';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { migrateToLatest } from '@starmatch/db/migrate';
import { createSession } from '@starmatch/db/queries/sessions';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type ServiceProcess, startService } from './support/service-process.js';

// Two api and two realtime processes against one PostgreSQL and one Redis, as in production.
let database: TestDatabase;
let services: ServiceProcess[] = [];
let api1: ServiceProcess;
let api2: ServiceProcess;
let realtime1: ServiceProcess;
let realtime2: ServiceProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  if (!database.databaseUrl || !process.env.REDIS_URL) {
    throw new Error('This test needs DATABASE_URL and REDIS_URL');
  }
  const env = {
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}`,
    APP_URL: 'http://localhost:3000',
  };
  services = await Promise.all([
    startService('api', 'api-1', env),
    startService('api', 'api-2', env),
    startService('realtime', 'realtime-1', env),
    startService('realtime', 'realtime-2', env),
  ]);
  [api1, api2, realtime1, realtime2] = services as [
    ServiceProcess,
    ServiceProcess,
    ServiceProcess,
    ServiceProcess,
  ];
}, 60_000);

afterAll(async () => {
  const codes = await Promise.all(services.map((service) => service.stop()));
  await database?.destroy();
  // A clean SIGTERM shutdown exits 0.
  expect(codes).toEqual(services.map(() => 0));
});

async function person(fullName: string, gender: 'Female' | 'Male') {
  const user = await database.db
    .insertInto('users')
    .values({
      email: `${randomUUID()}@example.nz`,
      password_hash: '$argon2id$not-used-here',
      full_name: fullName,
      date_of_birth: '1994-02-02',
      gender,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(database.db, { userId: user.id, userAgent: 'vitest' });
  return { userId: user.id, token: session.token };
}

async function ticketFrom(api: ServiceProcess, token: string): Promise<string> {
  const response = await fetch(`${api.origin}/api/realtime/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

interface Client {
  frames: Array<Record<string, unknown>>;
  socket: WebSocket;
  closed: Promise<number>;
}

async function connect(realtime: ServiceProcess, ticket: string): Promise<Client> {
  const socket = new WebSocket(`${realtime.origin.replace('http', 'ws')}/ws?token=${ticket}`, {
    origin: 'http://localhost:3000',
  });
  const frames: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await expect.poll(() => frames[0]?.type).toBe('connected');
  return { frames, socket, closed };
}

describe('the distributed mode', () => {
  it('reports every process ready on PostgreSQL and Redis', async () => {
    for (const service of services) {
      const response = await fetch(`${service.origin}/readyz`);
      expect(await response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      });
    }
  });

  it('carries a chat message from a socket on one gateway process to a socket on the other', async () => {
    const aroha = await person('Aroha', 'Female');
    const nikau = await person('Nikau', 'Male');
    const [userA, userB] = [aroha.userId, nikau.userId].sort() as [string, string];
    const match = await database.db
      .insertInto('matches')
      .values({ user_a: userA, user_b: userB })
      .returning('id')
      .executeTakeFirstOrThrow();

    const arohaOn1 = await connect(realtime1, await ticketFrom(api1, aroha.token));
    const nikauOn2 = await connect(realtime2, await ticketFrom(api2, nikau.token));
    arohaOn1.socket.send(
      JSON.stringify({
        type: 'send_message',
        matchId: match.id,
        otherUserId: nikau.userId,
        content: 'Kia ora from gateway 1',
      }),
    );
    await expect
      .poll(() => nikauOn2.frames.find((frame) => frame.type === 'new_message'))
      .toMatchObject({
        matchId: match.id,
        message: { content: 'Kia ora from gateway 1', senderId: aroha.userId },
      });
    arohaOn1.socket.close();
    nikauOn2.socket.close();
  });

  it("closes a session's sockets on both gateways when it logs out through either api", async () => {
    const aroha = await person('Aroha', 'Female');
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
