import { readFile } from 'node:fs/promises';
import type { Database } from '../packages/db/dist/database.js';
import { type Kysely, sql } from './kysely.js';

// CPU time as the kernel counts it, to divide by requests: this process's own (the API runs in
// it) and that of the PostgreSQL backends serving the API's pool (the server is local).

/** CPU milliseconds this process has used so far. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds process `pid` has used so far. */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The backends connected to the current database, other than the asking one. */
export async function databaseBackends(db: Kysely<Database>): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  return rows.map((row) => row.pid);
}

/** CPU milliseconds each backend has used so far, by pid (one that has gone is left out). */
export async function backendsCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const each = await Promise.all(
    pids.map(async (pid) => [pid, await processCpuMs(pid).catch(() => -1)] as const),
  );
  return new Map(each.filter(([, ms]) => ms >= 0));
}

/**
 * CPU the backends spent between two samples: the growth of those in both, plus all of those
 * that started in between. One that ended in between (an idle connection of another pool
 * closing) is not the API's and is left out.
 */
export function cpuSpentBetween(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
