import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { freePort } from '@starmatch/test-support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onTerminal, type TerminalProcess } from './support/terminal-process.js';

// What a person reads who runs `pnpm start` in a terminal: the built app, as the start script
// runs it, on a pseudo-terminal, with the demo people seeded as on a first start.
let dataDir: string;
let port: number;
let app: TerminalProcess | undefined;
let serverDatabase: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-terminal-'));
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
  port = await freePort();
});

afterAll(async () => {
  app?.kill();
  await serverDatabase?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

/** The lines printed, each log line without its time, which is the clock's. */
const linesOf = (text: string) =>
  text.split('\n').map((line) => line.replace(/^\[\d\d:\d\d:\d\d\] /, ''));

describe('the first start on a terminal', () => {
  it('shows progress, then the address, the demo sign-in and the outbox, and no request lines', async () => {
    app = onTerminal(`exec "${process.execPath}" apps/embedded/dist/main.js`, {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(serverDatabase ? { DATABASE_URL: serverDatabase.databaseUrl } : {}),
    });
    const origin = `http://127.0.0.1:${port}`;
    const banner = [
      `  Starmatch is running at http://localhost:${port}`,
      '',
      '  Sign in as aroha@demo.starmatch.nz or nikau@demo.starmatch.nz, password starmatch-demo',
      `  Emails (sign-up codes, reset links) are written to ${dataDir}/outbox.jsonl`,
      serverDatabase ? '  Stop with Ctrl+C' : `  Stop with Ctrl+C; your data stays in ${dataDir}`,
    ].join('\n');
    // Seeding draws some 800 portraits on a first start.
    await app.waitFor(`\n${banner}\n`, 90_000);

    // How many migrations there are changes with the code; that some ran does not. A database on
    // a server comes migrated (createTestDatabase), so there are none to run.
    const starting = linesOf(app.text())
      .filter((line) => line.startsWith('INFO (starmatch)'))
      .map((line) => line.replace(/\{"migrations":[1-9]\d*\}$/, '{"migrations":N}'));
    expect(starting).toEqual([
      `INFO (starmatch): opening the database {"database":"${serverDatabase ? 'PostgreSQL' : 'PGlite'}","dataDir":"${dataDir}"}`,
      ...(serverDatabase ? [] : ['INFO (starmatch): migrated the database {"migrations":N}']),
      'INFO (starmatch): seeding the demo people and their photos (first start only) {"people":322}',
      'INFO (starmatch): seeded the demo data {"users":322,"photos":811,"skipped":false}',
    ]);
    expect(linesOf(app.text())).toContain(
      `INFO (api): Server listening at http://127.0.0.1:${port}`,
    );

    // Requests, then a line the app logs because of the last one: had the requests been
    // logged, their lines would have come first.
    expect((await fetch(`${origin}/favicon.ico`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(200);
    const email = 'hine@example.nz';
    const signup = await fetch(`${origin}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Hine Walker',
        dateOfBirth: '1995-03-15T00:00:00.000Z',
        gender: 'Female',
        email,
        password: 'correct horse battery',
      }),
    });
    expect(signup.status).toBe(201);
    await app.waitFor(/INFO \(worker\): email written to outbox/, 15_000);
    const printed = app.text();
    expect(printed).not.toContain('incoming request');
    expect(printed).not.toContain('request completed');
    expect(linesOf(printed).filter((line) => line.startsWith('{'))).toEqual([]);

    app.type('\x03');
    expect(await app.exited).toBe(0);
    // The terminal echoes the Ctrl+C as ^C.
    const afterCtrlC = app.text().slice(printed.length).split('^C')[1] ?? '';
    expect(linesOf(afterCtrlC.trim())).toEqual([
      'INFO (starmatch): shutting down {"signal":"SIGINT"}',
      'INFO (starmatch): stopped cleanly',
    ]);
  }, 150_000);
});
