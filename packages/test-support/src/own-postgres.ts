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
  /** Its temporary folder (data, log, socket); destroy() removes it with whatever else is in it. */
  dir: string;
  /** `pg_ctl stop -m immediate`: every connection drops at once, as when the server dies. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /**
   * SIGSTOP to the server and every backend: connections stay open and new ones are accepted by
   * the kernel, but nothing answers, as when the machine hangs or the network drops packets.
   */
  freeze(): void;
  /** SIGCONT: the frozen server goes on where it stopped. */
  thaw(): void;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest PostgreSQL server's binaries on the machine. */
export function postgresBinaries(): string {
  const versions = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL server under ${PG_ROOT}`);
  return join(PG_ROOT, versions[0], 'bin');
}

/** As root, the user the server runs as (PostgreSQL refuses root); otherwise none. */
export function postgresUser(): { uid: number; gid: number } | undefined {
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
      signalServer(pid, 'SIGCONT');
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
  }
});

/** The postmaster and its children (backends, checkpointer, ...), from /proc. */
function serverProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The parent pid is the 4th field of /proc/<pid>/stat, after the parenthesised name.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signalServer(postmaster: number, signal: NodeJS.Signals): void {
  if (!(postmaster > 0)) return;
  for (const pid of serverProcesses(postmaster)) {
    try {
      process.kill(pid, signal);
    } catch {
      // Exited meanwhile.
    }
  }
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
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

  const postmaster = () =>
    Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let frozen = false;
  function thaw(): void {
    if (!frozen) return;
    frozen = false;
    signalServer(postmaster(), 'SIGCONT');
  }

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop: () => stop('immediate'),
    start,
    freeze() {
      if (!running || frozen) return;
      frozen = true;
      signalServer(postmaster(), 'SIGSTOP');
    },
    thaw,
    async destroy() {
      thaw();
      await stop('fast');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
