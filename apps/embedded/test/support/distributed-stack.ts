import { randomUUID } from 'node:crypto';
import type { Database } from '@starmatch/db/database';
import { migrateToLatest } from '@starmatch/db/migrate';
import { createSession } from '@starmatch/db/queries/sessions';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import {
  ProcessLogs,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { WebSocket } from 'ws';

export interface DistributedStack {
  database: TestDatabase;
  /** The Redis prefix every process of the stack shares. */
  redisPrefix: string;
  apis: ServiceProcess[];
  gateways: ServiceProcess[];
  stop(): Promise<Array<number | null>>;
}

/** `apiCount` api and `gatewayCount` realtime processes on a fresh database and one Redis. */
export async function startDistributedStack(
  apiCount: number,
  gatewayCount: number,
): Promise<DistributedStack> {
  const database = await createTestDatabase();
  await migrateToLatest(database.db);
  if (!database.databaseUrl || !process.env.REDIS_URL) {
    throw new Error('The distributed tests need DATABASE_URL and REDIS_URL');
  }
  const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
  const env = {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    APP_URL: 'http://localhost:3000',
    // Every test socket comes from 127.0.0.1; the per-address upgrade limit is not under test here.
    WS_UPGRADES_PER_MINUTE: '100000',
    // A stopped gateway closes its sockets at once (the drain has tests of its own).
    GATEWAY_DRAIN_WINDOW_MS: '0',
  };
  const logs = new ProcessLogs();
  const start = (name: string, script: string) => startService(name, script, env, logs);
  const apis = await Promise.all(
    Array.from({ length: apiCount }, (_, index) =>
      start(`api-${index + 1}`, 'apps/api/dist/main.js'),
    ),
  );
  const gateways = await Promise.all(
    Array.from({ length: gatewayCount }, (_, index) =>
      start(`realtime-${index + 1}`, 'apps/realtime/dist/main.js'),
    ),
  );
  return {
    database,
    redisPrefix,
    apis,
    gateways,
    async stop() {
      const codes = await Promise.all([...apis, ...gateways].map((service) => service.stop()));
      await database.destroy();
      await deleteKeysUnderPrefix(singleRedis(env.REDIS_URL), redisPrefix);
      return codes;
    },
  };
}

export async function signedInPerson(
  db: Kysely<Database>,
  fullName: string,
  gender: 'Female' | 'Male',
) {
  const user = await db
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
  const session = await createSession(db, { userId: user.id, userAgent: 'vitest' });
  return { userId: user.id, token: session.token };
}

export async function matchOf(
  db: Kysely<Database>,
  first: string,
  second: string,
): Promise<string> {
  const [userA, userB] = [first, second].sort() as [string, string];
  const match = await db
    .insertInto('matches')
    .values({ user_a: userA, user_b: userB })
    .returning('id')
    .executeTakeFirstOrThrow();
  return match.id;
}

export async function ticketFrom(api: ServiceProcess, token: string): Promise<string> {
  const response = await fetch(`${api.origin}/api/realtime/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

export interface Client {
  frames: Array<Record<string, unknown>>;
  socket: WebSocket;
  closed: Promise<number>;
  send(frame: unknown): void;
}

export function openClient(gateway: ServiceProcess, ticket: string): Client {
  const socket = new WebSocket(`${gateway.origin.replace('http', 'ws')}/ws?token=${ticket}`, {
    origin: 'http://localhost:3000',
  });
  const frames: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { frames, socket, closed, send: (frame) => socket.send(JSON.stringify(frame)) };
}

export async function connect(gateway: ServiceProcess, ticket: string): Promise<Client> {
  const client = openClient(gateway, ticket);
  await expect.poll(() => client.frames[0]?.type).toBe('connected');
  return client;
}
