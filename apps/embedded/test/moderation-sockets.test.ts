import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import type { Database } from '@starmatch/db/database';
import { createSession } from '@starmatch/db/queries/sessions';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { readOutboxFile } from '@starmatch/test-support/outbox-file';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadEmbeddedConfig } from '../src/config.js';
import { type EmbeddedApp, startEmbedded } from '../src/start-embedded.js';

// Suspend and ban end the person's sessions and close every socket they hold, within a second,
// through the same api, bus and gateway the app runs (the in-process bus, or Redis when
// REDIS_URL is set); the emails go out through the real worker into the outbox.

let dataDir: string;
let serverDatabase: TestDatabase | undefined;
let embedded: EmbeddedApp;
let origin: string;
let db: Kysely<Database>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-moderation-'));
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
  const config = loadEmbeddedConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(serverDatabase?.databaseUrl ? { DATABASE_URL: serverDatabase.databaseUrl } : {}),
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `test-${randomUUID()}` }
      : {}),
  });
  embedded = await startEmbedded(config, pino({ level: 'silent' }));
  await embedded.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(embedded.app.server.address() as AddressInfo).port}`;
  db = embedded.infrastructure.database.db;
}, 60_000);

afterAll(async () => {
  await embedded?.close();
  await serverDatabase?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function person(fullName: string, role: 'member' | 'moderator' = 'member') {
  const userId = await createPerson(db, { fullName, profile: false });
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
  const { token } = await createSession(db, { userId, userAgent: 'vitest' });
  const { email } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, token, email };
}

async function report(reporterId: string, reportedId: string): Promise<string> {
  const row = await db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      reporter_name: 'Reporter',
      reported_id: reportedId,
      reported_name: 'Reported',
      reported_email: `${randomUUID()}@example.nz`,
      category: 'harassment',
      evidence: JSON.stringify({
        takenAt: new Date().toISOString(),
        profile: {
          fullName: 'Reported',
          age: null,
          gender: null,
          zodiacSign: null,
          location: null,
          bio: null,
        },
        photos: [],
        messages: [],
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A socket of the person's, open and greeted, with a promise of its close code. */
async function openSocket(token: string) {
  const ticketResponse = await fetch(`${origin}/api/realtime/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ticketResponse.status).toBe(201);
  const { ticket } = (await ticketResponse.json()) as { ticket: string };
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws?token=${ticket}`, {
    origin: 'http://localhost:3000',
  });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code, at: Date.now() })),
  );
  const greeting = await new Promise((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
  );
  expect(greeting).toMatchObject({ type: 'connected' });
  return { socket, closed };
}

function resolve(moderatorToken: string, reportId: string, action: string) {
  return fetch(`${origin}/api/admin/reports/${reportId}/resolve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${moderatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
}

/** The subjects of the emails the worker wrote to the outbox for an address, waiting for `count`. */
async function subjectsTo(email: string, count: number): Promise<string[]> {
  const read = async () => {
    const sent = await readOutboxFile<{ to: string; subject: string }>(dataDir);
    return sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
  };
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBe(count);
  return read();
}

describe.each(['suspend', 'ban'] as const)('%s', (action) => {
  it('closes every socket of the person within a second and ends their sessions', async () => {
    const moderator = await person('Hine Moderator', 'moderator');
    const reporter = await person('Kiri Reporter');
    const reported = await person('Tane Reported');
    const bystander = await person('Mere Bystander');
    const reportId = await report(reporter.userId, reported.userId);
    const sockets = [await openSocket(reported.token), await openSocket(reported.token)];
    const other = await openSocket(bystander.token);

    const sent = Date.now();
    const response = await resolve(moderator.token, reportId, action);
    expect(response.status).toBe(200);
    const closes = await Promise.all(sockets.map((socket) => socket.closed));
    for (const close of closes) {
      expect(close.code).toBe(WS_CLOSE_CODES.sessionEnded);
      expect(close.at - sent).toBeLessThan(1000);
    }
    const me = await fetch(`${origin}/api/auth/user`, {
      headers: { authorization: `Bearer ${reported.token}` },
    });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({
      message: API_MESSAGES.unauthenticated,
      code: 'UNAUTHENTICATED',
    });
    // Nobody else's socket closed: the bystander's still answers.
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    other.socket.close();

    expect(await subjectsTo(reporter.email, 1)).toEqual(["We've reviewed your Starmatch report"]);
  });
});

describe('warn', () => {
  it("sends the warning and the reporter's email with their exact subjects", async () => {
    const moderator = await person('Hine Moderator', 'moderator');
    const reporter = await person('Kiri Reporter');
    const reported = await person('Tane Reported');
    const reportId = await report(reporter.userId, reported.userId);
    const { socket } = await openSocket(reported.token);
    expect((await resolve(moderator.token, reportId, 'warn')).status).toBe(200);
    expect(await subjectsTo(reported.email, 1)).toEqual(['A warning about your Starmatch account']);
    expect(await subjectsTo(reporter.email, 1)).toEqual(["We've reviewed your Starmatch report"]);
    // A warning keeps them signed in.
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
