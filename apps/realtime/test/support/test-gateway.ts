import type { AddressInfo } from 'node:net';
import type { Database } from '@starmatch/db/database';
import { migrateToLatest } from '@starmatch/db/migrate';
import { issueRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import { createSession } from '@starmatch/db/queries/sessions';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { freePort } from '@starmatch/test-support/free-port';
import { perFile } from '@starmatch/test-support/per-file';
import { openSocket, type TestSocket } from '@starmatch/test-support/socket-client';
import type { Kysely } from 'kysely';
import { loadRealtimeConfig } from '../../src/config.js';
import { createGateway } from '../../src/create-gateway.js';
import type { SocketGateway } from '../../src/socket-gateway.js';

export interface TestGateway {
  url: string;
  db: Kysely<Database>;
  infrastructure: Infrastructure;
  gateway: SocketGateway;
  /** A socket of `person` on this gateway, on a session of its own, once it is connected. */
  connect(person: TestPerson): Promise<TestSocket>;
  /** The gateway's own HTTP address (for /readyz). */
  origin: string;
  close(): Promise<void>;
}

/**
 * A gateway on 127.0.0.1. `appUrl` names its APP_URL from the port it will listen on (default
 * http://localhost:3000, a separate dev server's address). `env` names the PostgreSQL and Redis
 * to use (default: the run's); `answerDeadlineMs` shortens the deadline of a send and
 * `heartbeatMs` the time between pings; `config` sets the gateway's environment.
 */
export async function startTestGateway(
  options: {
    appUrl?: (port: number) => string;
    env?: Record<string, string | undefined>;
    /** Another gateway's: this one then shares its database and bus, and does not close them. */
    infrastructure?: Infrastructure;
    answerDeadlineMs?: number;
    heartbeatMs?: number;
    /** The gateway's own settings (SOCKET_SESSION_CHECK_MS, WS_UPGRADES_PER_MINUTE, ...). */
    config?: Record<string, string>;
    /** The clock sessions' expiry is judged by. */
    now?: () => Date;
    /** How the shutdown drain waits between batches (GATEWAY_DRAIN_WINDOW_MS in `config`). */
    drainWait?: (ms: number) => Promise<void>;
  } = {},
): Promise<TestGateway> {
  const infrastructure = options.infrastructure ?? (await createTestInfrastructure(options.env));
  if (!options.infrastructure) await migrateToLatest(infrastructure.database.db);
  const wanted = options.appUrl ? await freePort() : 0;
  const appUrl = options.appUrl?.(wanted) ?? 'http://localhost:3000';
  // Closed by each test file with sockets still open: at once, unless a test asks for a drain.
  const config = loadRealtimeConfig({
    LOG_LEVEL: 'silent',
    APP_URL: appUrl,
    GATEWAY_DRAIN_WINDOW_MS: '0',
    ...options.config,
  });
  const { app, gateway } = await createGateway(config, {
    infrastructure,
    ownsInfrastructure: !options.infrastructure,
    ...(options.answerDeadlineMs ? { answerDeadlineMs: options.answerDeadlineMs } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.drainWait ? { drainWait: options.drainWait } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: wanted });
  const { port } = app.server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}/ws`;
  return {
    url,
    db: infrastructure.database.db,
    infrastructure,
    gateway,
    connect: (person) => connectedSocket(url, person),
    origin: `http://127.0.0.1:${port}`,
    close: () => app.close(),
  };
}

/**
 * A gateway (startTestGateway's, as it sets it up) for the whole test file: started before its
 * first test, closed after its last. Its fields are read when a test uses them.
 */
export function gatewayPerFile(): TestGateway {
  return perFile(
    () => startTestGateway(),
    (gateway) => gateway.close(),
  );
}

let people = 0;

export async function createPerson(db: Kysely<Database>, gender: 'Female' | 'Male') {
  people += 1;
  const user = await db
    .insertInto('users')
    .values({
      email: `person-${people}-${Date.now()}@example.nz`,
      password_hash: '$argon2id$not-used-here',
      full_name: `Person ${people}`,
      date_of_birth: '1993-03-03',
      gender,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, newSession: () => newSession(db, user.id) };
}

/** A session plus a fresh single-use ticket for it, as the SPA gets from POST /api/realtime/ticket. */
async function newSession(db: Kysely<Database>, userId: string) {
  const session = await createSession(db, { userId, userAgent: 'vitest' });
  const owner = { userId, sessionId: session.sessionId };
  return {
    sessionId: session.sessionId,
    ticket: async () => (await issueRealtimeTicket(db, owner)).ticket,
  };
}

export async function createMatch(db: Kysely<Database>, first: string, second: string) {
  const [userA, userB] = first < second ? [first, second] : [second, first];
  const match = await db
    .insertInto('matches')
    .values({ user_a: userA, user_b: userB })
    .returning('id')
    .executeTakeFirstOrThrow();
  return match.id;
}

export type TestPerson = Awaited<ReturnType<typeof createPerson>>;

/** Two people in a match of their own. */
export async function couple(db: Kysely<Database>) {
  const aroha = await createPerson(db, 'Female');
  const nikau = await createPerson(db, 'Male');
  const matchId = await createMatch(db, aroha.userId, nikau.userId);
  return { aroha, nikau, matchId };
}

async function connectedSocket(url: string, person: TestPerson): Promise<TestSocket> {
  const session = await person.newSession();
  const socket = openSocket(`${url}?token=${await session.ticket()}`);
  await socket.next('connected');
  return socket;
}
