import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { freePort } from '@starmatch/test-support/free-port';
import {
  ProcessLogs,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbeddedConfig } from '../src/config.js';
import { isLoopbackHost } from '../src/loopback-host.js';
import { startEmbedded } from '../src/start-embedded.js';
import { signedUpPerson } from './support/signed-up-person.js';

// `pnpm start` as a newcomer runs it: no HOST, so the built app must choose the address itself.
let dataDir: string;
let app: ServiceProcess;
const logs = new ProcessLogs();
let serverDatabase: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-exposure-'));
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
  // What an earlier version left: a data folder and a file anyone on the machine could read.
  await chmod(dataDir, 0o755);
  await mkdir(join(dataDir, 'uploads'), { mode: 0o755 });
  await writeFile(join(dataDir, 'outbox.jsonl'), '', { mode: 0o644 });
  await chmod(join(dataDir, 'outbox.jsonl'), 0o644);
  const port = await freePort();
  app = await startService(
    'embedded',
    'apps/embedded/dist/main.js',
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...(serverDatabase ? { DATABASE_URL: serverDatabase.databaseUrl } : {}),
    },
    logs,
  );
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await serverDatabase?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Every path under `dir` with its permission bits, the folder itself included. */
async function modesUnder(
  dir: string,
): Promise<Array<{ path: string; kind: string; mode: number }>> {
  const stats = await lstat(dir);
  const here = { path: dir, kind: stats.isDirectory() ? 'dir' : 'file', mode: stats.mode & 0o777 };
  if (!stats.isDirectory()) return [here];
  const below = await Promise.all((await readdir(dir)).map((name) => modesUnder(join(dir, name))));
  return [here, ...below.flat()];
}

describe('the single-process mode on one machine', () => {
  it('listens on 127.0.0.1 when HOST is not set, not on the machine’s other addresses', async () => {
    const { port } = new URL(app.origin);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
    expect(external).toBeDefined();
    expect(await accepts('127.0.0.1', Number(port))).toBe(true);
    expect(await accepts(external as string, Number(port))).toBe(false);
    expect(loadEmbeddedConfig({}).host).toBe('127.0.0.1');
    expect(loadEmbeddedConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('keeps its data folder, the outbox and PGlite’s files to the owner (0700 and 0600)', async () => {
    const email = `modes-${Date.now()}@example.nz`;
    await signedUpPerson(app.origin, dataDir, email);
    const entries = await modesUnder(dataDir);
    const files = entries.filter((entry) => entry.kind === 'file');
    expect(files.map((entry) => entry.path)).toContain(join(dataDir, 'outbox.jsonl'));
    if (!serverDatabase) {
      expect(files.some((entry) => entry.path.startsWith(join(dataDir, 'pglite')))).toBe(true);
    }
    expect(entries.filter((entry) => entry.kind === 'dir' && entry.mode !== 0o700)).toEqual([]);
    expect(files.filter((entry) => entry.mode !== 0o600)).toEqual([]);
  });
});

describe('the demo accounts', () => {
  it('are not seeded when HOST is not a loopback address, and the log says why', async () => {
    const ownDir = await mkdtemp(join(tmpdir(), 'starmatch-no-demo-'));
    const ownDatabase = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const said: Array<{ msg?: string; host?: string; level?: number }> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void said.push(JSON.parse(line) as (typeof said)[number]) },
    );
    const config = loadEmbeddedConfig({
      DATA_DIR: ownDir,
      PORT: '0',
      HOST: '0.0.0.0',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      ...(ownDatabase ? { DATABASE_URL: ownDatabase.databaseUrl } : {}),
    });
    const embedded = await startEmbedded(config, logger);
    try {
      const { db } = embedded.infrastructure.database;
      const people = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(people.n)).toBe(0);
      expect(said.filter((line) => line.msg?.startsWith('not seeding the demo accounts'))).toEqual([
        {
          level: 40,
          host: '0.0.0.0',
          msg: 'not seeding the demo accounts: HOST is not a loopback address and their password is published',
          time: expect.any(Number),
          pid: expect.any(Number),
          hostname: expect.any(String),
        },
      ]);
    } finally {
      await embedded.close();
      await ownDatabase?.destroy();
      await rm(ownDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('counts only loopback addresses as one machine', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      'localhost',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.0.2.2', 'example.nz', '::ffff:10.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
