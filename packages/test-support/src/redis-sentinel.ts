import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { killRedisProcess, startRedisProcess, waitUntil } from './redis-process.js';
import { listenArgs, type RedisServerSecurity, securedCli } from './redis-server-security.js';

// A Redis Sentinel set-up of a test's own: one primary, one replica and three Sentinels on free
// loopback ports, in a temp folder removed afterwards, optionally with passwords. The machine's
// shared Redis is never touched. Needs `redis-server` and `redis-cli` on the PATH.

export const SENTINEL_PRIMARY_NAME = 'starmatch-test';

export interface OwnRedisSentinel {
  /** The Sentinels, as REDIS_SENTINELS would list them. */
  sentinels: { host: string; port: number }[];
  /** REDIS_SENTINEL_NAME. */
  name: string;
  /** The port of the server the Sentinels name as primary right now. */
  primaryPort(): Promise<number>;
  /**
   * SENTINEL FAILOVER: the replica becomes the primary and the old primary its replica.
   * Resolves once the Sentinels name the new primary and it answers as one.
   */
  failover(): Promise<{ from: number; to: number }>;
  /** Kills the five servers (only the processes started here) and removes their folder. */
  destroy(): Promise<void>;
}

export interface SentinelSecurity {
  /** The data nodes' `requirepass` (and `masterauth`), which the Sentinels sign in with too. */
  password?: string;
  /** The Sentinels' own `requirepass` (they sign in to each other with it). */
  sentinelPassword?: string;
}

export async function startOwnRedisSentinel(
  security: SentinelSecurity = {},
): Promise<OwnRedisSentinel> {
  const dataSecurity: RedisServerSecurity = security.password
    ? { password: security.password }
    : {};
  const redisCli = securedCli(dataSecurity);
  const sentinelCli = securedCli(
    security.sentinelPassword ? { password: security.sentinelPassword } : {},
  );
  const dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-sentinel-'));
  const children: ChildProcess[] = [];
  const destroy = async () => {
    await Promise.all(children.map(killRedisProcess));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [primary, replica, ...sentinelPorts] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    if (!primary || !replica) throw new Error('no free ports');
    children.push(await startServer(dir, primary, dataSecurity, []));
    children.push(
      await startServer(dir, replica, dataSecurity, ['--replicaof', '127.0.0.1', String(primary)]),
    );
    await waitUntil(`the replica on ${replica} to sync`, async () =>
      (await redisCli(replica, 'info', 'replication')).includes('master_link_status:up'),
    );
    for (const port of sentinelPorts) {
      children.push(await startSentinel(dir, port, primary, security));
    }
    // Each Sentinel must know the replica (to promote it) and the others (to agree it is down).
    for (const port of sentinelPorts) {
      await waitUntil(`Sentinel ${port} to see the replica and the other Sentinels`, async () => {
        const replicas = await sentinelCli(port, 'sentinel', 'replicas', SENTINEL_PRIMARY_NAME);
        const others = await sentinelCli(port, 'sentinel', 'sentinels', SENTINEL_PRIMARY_NAME);
        return replicas.includes(String(replica)) && countOf(others, 'name') === 2;
      });
    }
    const [first] = sentinelPorts;
    if (first === undefined) throw new Error('no Sentinels');
    const primaryPort = async () => {
      const reply = await sentinelCli(
        first,
        'sentinel',
        'get-master-addr-by-name',
        SENTINEL_PRIMARY_NAME,
      );
      return Number(reply.trim().split('\n')[1]);
    };
    return {
      sentinels: sentinelPorts.map((port) => ({ host: '127.0.0.1', port })),
      name: SENTINEL_PRIMARY_NAME,
      primaryPort,
      async failover() {
        const from = await primaryPort();
        const to = from === primary ? replica : primary;
        await sentinelCli(first, 'sentinel', 'failover', SENTINEL_PRIMARY_NAME);
        await waitUntil(`the Sentinels to name ${to} primary`, async () => {
          for (const port of sentinelPorts) {
            const reply = await sentinelCli(
              port,
              'sentinel',
              'get-master-addr-by-name',
              SENTINEL_PRIMARY_NAME,
            );
            if (Number(reply.trim().split('\n')[1]) !== to) return false;
          }
          return (await redisCli(to, 'role')).startsWith('master');
        });
        return { from, to };
      },
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

/** A config file's string in double quotes, which may hold spaces. */
function quoted(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

function countOf(reply: string, word: string): number {
  return reply.split('\n').filter((line) => line.trim() === word).length;
}

function startServer(
  dir: string,
  port: number,
  security: RedisServerSecurity,
  extra: string[],
): Promise<ChildProcess> {
  return startRedisProcess(join(dir, String(port)), [
    ...listenArgs(port, security),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    ...extra,
  ]);
}

async function startSentinel(
  dir: string,
  port: number,
  primary: number,
  security: SentinelSecurity,
): Promise<ChildProcess> {
  const config = join(dir, `sentinel-${port}.conf`);
  // Sentinel rewrites its file with what it learns, so it must be a file of its own.
  await writeFile(
    config,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `sentinel monitor ${SENTINEL_PRIMARY_NAME} 127.0.0.1 ${primary} 2`,
      `sentinel down-after-milliseconds ${SENTINEL_PRIMARY_NAME} 1000`,
      `sentinel failover-timeout ${SENTINEL_PRIMARY_NAME} 5000`,
      ...(security.password
        ? [`sentinel auth-pass ${SENTINEL_PRIMARY_NAME} ${quoted(security.password)}`]
        : []),
      ...(security.sentinelPassword ? [`requirepass ${quoted(security.sentinelPassword)}`] : []),
      '',
    ].join('\n'),
  );
  return startRedisProcess(join(dir, String(port)), [config, '--sentinel']);
}
