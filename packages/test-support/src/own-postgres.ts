import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

// A PostgreSQL server of a test's own, in a temporary folder on a port of its own, that the
// test may stop as a crash would and start again. The machine's shared server is never
// touched. Needs the server binaries under /usr/lib/postgresql/<version>/bin; as root, the
// server runs as the `postgres` user (PostgreSQL refuses to run as root).

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** `pg_ctl stop -m immediate`: every connection drops at once, as when the server dies. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

function binaries(): string {
  const versions = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL server under ${PG_ROOT}`);
  return join(PG_ROOT, versions[0], 'bin');
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

// A run that ends without destroy() must not leave servers behind.
const dataDirs = new Set<string>();
process.once('exit', () => {
  for (const dataDir of dataDirs) {
    try {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
  }
});

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const user = postgresUser();
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'starmatch-postgres-'));
  if (user) await chown(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  const pg = (tool: string, args: string[]) =>
    run(join(bin, tool), args, { cwd: dir, ...(user ?? {}), timeout: 60_000 });

  await pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Only the server process dies in these tests, never the machine: what reached the OS
    // survives without fsync. A commit must reach the OS before it is acknowledged, though, or
    // an immediate stop loses what the app already answered for.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  let running = false;

  async function start(): Promise<void> {
    await pg('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    running = true;
    dataDirs.add(dataDir);
  }

  async function stop(mode: 'immediate' | 'fast'): Promise<void> {
    if (!running) return;
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
    dataDirs.delete(dataDir);
  }

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => stop('immediate'),
    start,
    async destroy() {
      await stop('fast');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
