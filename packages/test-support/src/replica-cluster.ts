import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';
import {
  type OwnPostgres,
  postgresBinaries,
  postgresUser,
  startOwnPostgres,
} from './own-postgres.js';

// A PostgreSQL primary of the test's own with a streaming standby copied from it by
// `pg_basebackup -R`, each on a port of its own, for the read replica (docs/ARCHITECTURE.md
// "Read replica"). The machine's shared server is never touched.

export interface ReplicaCluster {
  primary: OwnPostgres;
  /** postgres://postgres@127.0.0.1:<port>/postgres of the standby (read-only). */
  replicaUrl: string;
  replicaPort: number;
  /** Runs one statement on the standby through psql; its output, trimmed. */
  onReplica(statement: string): Promise<string>;
  /** The same on the primary. */
  onPrimary(statement: string): Promise<string>;
  /** Stops replaying WAL, as a replica far behind would be; resolves once it has stopped. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the standby has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops the standby as a crash would; `startReplica` brings it back on the same port. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops both servers and removes their folders; safe to call twice. */
  destroy(): Promise<void>;
}

const run = promisify(execFile);

// A run that ends without destroy() must not leave a standby behind (the primary sees to itself).
const standbyDirs = new Set<string>();
process.once('exit', () => {
  for (const dataDir of standbyDirs) {
    try {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
  }
});

export interface ReplicaClusterOptions {
  /** Settings for the standby alone, as `name=value` (e.g. `max_standby_streaming_delay=0`). */
  standbySettings?: readonly string[];
}

export async function startReplicaCluster(
  clusterOptions: ReplicaClusterOptions = {},
): Promise<ReplicaCluster> {
  const bin = postgresBinaries();
  const user = postgresUser();
  const primary = await startOwnPostgres();
  // The standby's folder sits beside the primary's, in the folder the primary's destroy removes.
  const { dir } = primary;
  const dataDir = join(dir, 'standby');
  const port = await freePort();
  const pg = (tool: string, args: string[]) =>
    run(join(bin, tool), args, { cwd: dir, ...(user ?? {}), timeout: 60_000 });
  const psql = async (statement: string, atPort: number) =>
    (
      await pg('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(atPort),
        '-U',
        'postgres',
        '-Atc',
        statement,
      ])
    ).stdout.trim();
  let running = false;

  async function startReplica(): Promise<void> {
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c hot_standby=on',
      '-c fsync=off',
      ...(clusterOptions.standbySettings ?? []).map((setting) => `-c ${setting}`),
    ].join(' ');
    await pg('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(dir, 'standby.log'),
      '-w',
      'start',
    ]);
    running = true;
    standbyDirs.add(dataDir);
  }

  async function stopReplica(mode: 'immediate' | 'fast' = 'immediate'): Promise<void> {
    if (!running) return;
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
    standbyDirs.delete(dataDir);
  }

  let destroyed: Promise<void> | undefined;
  const destroy = () => {
    destroyed ??= (async () => {
      try {
        await stopReplica('fast');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
        await primary.destroy();
      }
    })();
    return destroyed;
  };

  try {
    await pg('pg_basebackup', [
      '-R',
      '-D',
      dataDir,
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '--no-sync',
    ]);
    await startReplica();
  } catch (error) {
    await destroy();
    throw error;
  }

  async function caughtUp(timeoutMs = 10_000): Promise<void> {
    const target = await psql('select pg_current_wal_lsn()', primary.port);
    const deadline = Date.now() + timeoutMs;
    while ((await psql(`select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn`, port)) !== 't') {
      if (Date.now() > deadline) throw new Error(`the standby did not replay up to ${target}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    primary,
    replicaUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    replicaPort: port,
    onReplica: (statement) => psql(statement, port),
    onPrimary: (statement) => psql(statement, primary.port),
    async pauseReplay() {
      await psql('select pg_wal_replay_pause()', port);
      while ((await psql('select pg_get_wal_replay_pause_state()', port)) !== 'paused') {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async resumeReplay() {
      await psql('select pg_wal_replay_resume()', port);
    },
    caughtUp,
    stopReplica: () => stopReplica('immediate'),
    startReplica,
    destroy,
  };
}
