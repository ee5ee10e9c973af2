import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '@starmatch/db/queries/sessions';
import { addToWaitlist } from '@starmatch/db/queries/waitlist';
import { DEMO_ACCOUNTS } from '@starmatch/db/seed/demo-accounts';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadEmbeddedConfig } from '../src/config.js';
import { type EmbeddedApp, startEmbedded } from '../src/start-embedded.js';

// The single process a newcomer runs: in-process bus and queue, and PGlite on disk unless
// DATABASE_URL points the run at PostgreSQL (then a fresh test database stands in for it).
let dataDir: string;
let serverDatabase: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-embedded-'));
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
});

afterAll(async () => {
  await serverDatabase?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ embedded: EmbeddedApp; origin: string }> {
  const config = loadEmbeddedConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...(serverDatabase?.databaseUrl ? { DATABASE_URL: serverDatabase.databaseUrl } : {}),
  });
  const embedded = await startEmbedded(config, pino({ level: 'silent' }));
  await embedded.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = embedded.app.server.address() as AddressInfo;
  return { embedded, origin: `http://127.0.0.1:${port}` };
}

describe('the single-process mode', () => {
  it('serves the SPA, the API and the WebSocket on one port, and keeps its data across a restart', async () => {
    const first = await start();
    const { db } = first.embedded.infrastructure.database;

    const page = await fetch(`${first.origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');

    const deepLink = await fetch(`${first.origin}/terms`, { headers: { accept: 'text/html' } });
    expect(await deepLink.text()).toBe(html);

    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${first.origin}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await script.text()).length).toBeGreaterThan(1000);

    const unknownApi = await fetch(`${first.origin}/api/nothing-here`, {
      headers: { accept: 'text/html' },
    });
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({ message: 'No route for GET /api/nothing-here' });

    expect(await (await fetch(`${first.origin}/api/waitlist/count`)).json()).toEqual({ count: 0 });

    // The demo seed ran: hundreds of people with photos on disk.
    const people = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(people.n)).toBeGreaterThanOrEqual(300);
    expect((await readdir(join(dataDir, 'uploads', 'profiles'))).length).toBe(Number(people.n));

    // The WebSocket is on the same port, with a ticket issued by the same process.
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS[0].email)
      .executeTakeFirstOrThrow();
    const session = await createSession(db, { userId: demo.id, userAgent: 'vitest' });
    const ticketResponse = await fetch(`${first.origin}/api/realtime/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    const { ticket } = (await ticketResponse.json()) as { ticket: string };
    const socket = new WebSocket(`${first.origin.replace('http', 'ws')}/ws?token=${ticket}`, {
      origin: 'http://localhost:3000',
    });
    const greeting = await new Promise((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );
    expect(greeting).toEqual({ type: 'connected', userId: demo.id });
    socket.close();

    await addToWaitlist(db, {
      email: 'kept@example.nz',
      ageGroup: '18-25',
      gender: 'female',
      isNzBased: true,
      ipAddress: null,
      userAgent: null,
    });
    await first.embedded.close();

    const second = await start();
    expect(await (await fetch(`${second.origin}/api/waitlist/count`)).json()).toEqual({ count: 1 });
    const peopleAfter = await second.embedded.infrastructure.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(peopleAfter.n)).toBe(Number(people.n));
    await second.embedded.close();
  }, 120_000);
});
