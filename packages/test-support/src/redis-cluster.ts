import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';
import { killRedisProcess, startRedisProcess, waitUntil } from './redis-process.js';
import {
  cliArgs,
  listenArgs,
  type RedisServerSecurity,
  securedCli,
} from './redis-server-security.js';

// A Redis Cluster of a test's own: six `redis-server --cluster-enabled yes` on free loopback
// ports (three primaries, a replica each), in a temp folder removed afterwards, optionally
// with a password and TLS on every node (redis-server-security.ts). The machine's shared Redis
// is never touched. Needs `redis-server` and `redis-cli` on the PATH.

const run = promisify(execFile);
const NODES = 6;

export interface OwnRedisCluster {
  /** Where a client finds the cluster: every node, as REDIS_CLUSTER_NODES would list them. */
  nodes: { host: string; port: number }[];
  /** REDIS_CLUSTER_NODES's text for these nodes. */
  nodeList: string;
  /**
   * CLUSTER FAILOVER on every replica: each shard's replica becomes its primary (the old
   * primary its replica). Resolves once every node reports cluster_state:ok again.
   */
  failoverAll(): Promise<void>;
  /** Kills the six servers (only the processes started here) and removes their folder. */
  destroy(): Promise<void>;
}

type Cli = ReturnType<typeof securedCli>;

export interface ClusterLayout {
  /**
   * The name the nodes announce themselves by (CLUSTER SLOTS), instead of their address, as a
   * managed cluster with TLS does so that clients check its certificate against a name; the
   * nodes' `host` is then this name too.
   */
  announceHostname?: string;
}

export async function startOwnRedisCluster(
  security: RedisServerSecurity = {},
  layout: ClusterLayout = {},
): Promise<OwnRedisCluster> {
  const cli = securedCli(security);
  const dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-cluster-'));
  const children: ChildProcess[] = [];
  const destroy = async () => {
    await Promise.all(children.map(killRedisProcess));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < NODES; i += 1) ports.push(await freePort());
    for (const port of ports) children.push(await startNode(dir, port, security, layout));
    await run('redis-cli', [
      ...cliArgs(security),
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '1',
      '--cluster-yes',
    ]);
    await waitUntilSettled(cli, ports);
    const host = layout.announceHostname ?? '127.0.0.1';
    const nodes = ports.map((port) => ({ host, port }));
    return {
      nodes,
      nodeList: nodes.map(({ host, port }) => `${host}:${port}`).join(','),
      failoverAll: () => failoverAll(cli, ports),
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

function startNode(
  dir: string,
  port: number,
  security: RedisServerSecurity,
  layout: ClusterLayout,
): Promise<ChildProcess> {
  return startRedisProcess(join(dir, String(port)), [
    ...listenArgs(port, security),
    // The cluster bus (port + 10000) speaks TLS too.
    ...(security.tls ? ['--tls-cluster', 'yes'] : []),
    ...(layout.announceHostname
      ? [
          '--cluster-announce-hostname',
          layout.announceHostname,
          '--cluster-preferred-endpoint-type',
          'hostname',
        ]
      : []),
    '--bind',
    '127.0.0.1',
    '--cluster-enabled',
    'yes',
    '--cluster-config-file',
    'nodes.conf',
    '--cluster-node-timeout',
    '2000',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

async function failoverAll(cli: Cli, ports: number[]): Promise<void> {
  const roles = await Promise.all(
    ports.map(async (port) => (await cli(port, 'role')).split('\n')[0]),
  );
  const replicas = ports.filter((_, index) => roles[index] === 'slave');
  for (const port of replicas) {
    await cli(port, 'cluster', 'failover');
    await waitUntil(`replica ${port} to take over its shard`, async () =>
      (await cli(port, 'role')).startsWith('master'),
    );
  }
  await waitUntilSettled(cli, ports);
}

/**
 * Every node must see every slot served before a client's first command can count on it, and
 * every replica must have synced: a manual failover of one that has not is refused.
 */
async function waitUntilSettled(cli: Cli, ports: number[]): Promise<void> {
  for (const port of ports) {
    await waitUntil(`node ${port} to reach cluster_state:ok`, async () =>
      (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'),
    );
    await waitUntil(`node ${port}, if a replica, to sync`, async () => {
      const replication = await cli(port, 'info', 'replication');
      return replication.includes('role:master') || replication.includes('master_link_status:up');
    });
  }
}
