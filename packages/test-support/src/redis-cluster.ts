import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';
import { killRedisProcess, redisCli, startRedisProcess, waitUntil } from './redis-process.js';

// A Redis Cluster of a test's own: six `redis-server --cluster-enabled yes` on free loopback
// ports (three primaries, a replica each), in a temp folder removed afterwards. The machine's
// shared Redis is never touched. Needs `redis-server` and `redis-cli` on the PATH.

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

export async function startOwnRedisCluster(): Promise<OwnRedisCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-cluster-'));
  const children: ChildProcess[] = [];
  const destroy = async () => {
    await Promise.all(children.map(killRedisProcess));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < NODES; i += 1) ports.push(await freePort());
    for (const port of ports) children.push(await startNode(dir, port));
    await run('redis-cli', [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '1',
      '--cluster-yes',
    ]);
    await waitUntilSettled(ports);
    const nodes = ports.map((port) => ({ host: '127.0.0.1', port }));
    return {
      nodes,
      nodeList: nodes.map(({ host, port }) => `${host}:${port}`).join(','),
      failoverAll: () => failoverAll(ports),
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

function startNode(dir: string, port: number): Promise<ChildProcess> {
  return startRedisProcess(join(dir, String(port)), [
    '--port',
    String(port),
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

async function failoverAll(ports: number[]): Promise<void> {
  const roles = await Promise.all(
    ports.map(async (port) => (await redisCli(port, 'role')).split('\n')[0]),
  );
  const replicas = ports.filter((_, index) => roles[index] === 'slave');
  for (const port of replicas) {
    await redisCli(port, 'cluster', 'failover');
    await waitUntil(`replica ${port} to take over its shard`, async () =>
      (await redisCli(port, 'role')).startsWith('master'),
    );
  }
  await waitUntilSettled(ports);
}

/**
 * Every node must see every slot served before a client's first command can count on it, and
 * every replica must have synced: a manual failover of one that has not is refused.
 */
async function waitUntilSettled(ports: number[]): Promise<void> {
  for (const port of ports) {
    await waitUntil(`node ${port} to reach cluster_state:ok`, async () =>
      (await redisCli(port, 'cluster', 'info')).includes('cluster_state:ok'),
    );
    await waitUntil(`node ${port}, if a replica, to sync`, async () => {
      const replication = await redisCli(port, 'info', 'replication');
      return replication.includes('role:master') || replication.includes('master_link_status:up');
    });
  }
}
