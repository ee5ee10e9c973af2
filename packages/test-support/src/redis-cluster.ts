import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { keySlot, parseClusterNodes, primaryOfSlot } from './cluster-topology.js';
import { freePort } from './free-port.js';
import { killRedisProcess, redisCli, startRedisProcess, waitUntil } from './redis-process.js';
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
  /**
   * SIGKILLs the primary serving `key`'s slot (slot 0's without a key), as a crash: no manual
   * failover, the replica takes over once the others have marked the primary failed (3-5 s
   * with the cluster-node-timeout of 2 s here). Resolves once every surviving node sees the slot
   * served by the promoted replica and reports cluster_state:ok.
   */
  killPrimary(key?: string): Promise<KilledPrimary>;
  /**
   * Starts a killed node again on its port with its nodes.conf: it learns it was failed over
   * and rejoins as a replica of its shard's new primary. Resolves once it has synced and every
   * node reports cluster_state:ok.
   */
  restart(port: number): Promise<void>;
  /**
   * Gives the slot of `key` to another primary, as resharding does (for a slot without keys, so
   * nothing to migrate). Resolves once every running node says the other primary serves it.
   */
  moveSlot(key: string): Promise<{ slot: number; from: number; to: number }>;
  /** Kills the six servers (only the processes started here) and removes their folder. */
  destroy(): Promise<void>;
}

type Cli = ReturnType<typeof securedCli>;

export interface KilledPrimary {
  /** The killed node's port. */
  port: number;
  /** The replica that now serves the slot. */
  promoted: number;
  slot: number;
}

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
  // By port: a killed node is started again on its own.
  const children = new Map<number, ChildProcess>();
  const destroy = async () => {
    await Promise.all([...children.values()].map(killRedisProcess));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < NODES; i += 1) ports.push(await freePort());
    for (const port of ports) children.set(port, await startNode(dir, port, security, layout));
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
      killPrimary: (key) => killPrimary(cli, ports, children, key),
      moveSlot: (key) =>
        moveSlot(
          ports.filter((port) => children.has(port)),
          key,
        ),
      restart: async (port) => {
        if (children.has(port) || !ports.includes(port)) {
          throw new Error(`node ${port} is running, or not of this cluster`);
        }
        children.set(port, await startNode(dir, port, security, layout));
        await waitUntil(`node ${port} to rejoin as a replica`, async () =>
          (await cli(port, 'role')).startsWith('slave'),
        );
        await waitUntilSettled(cli, ports);
      },
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

async function killPrimary(
  cli: Cli,
  ports: number[],
  children: Map<number, ChildProcess>,
  key: string | undefined,
): Promise<KilledPrimary> {
  const running = ports.filter((port) => children.has(port));
  const slot = key === undefined ? 0 : await keySlot(running[0] ?? 0, key);
  const port = await primaryOfSlot(running[0] ?? 0, slot);
  const child = port === undefined ? undefined : children.get(port);
  if (port === undefined || !child) throw new Error(`no running primary serves slot ${slot}`);
  await killRedisProcess(child);
  // Gone until restart(), whatever happens next.
  children.delete(port);
  const survivors = running.filter((each) => each !== port);
  let promoted = 0;
  await waitUntil(`a replica to take slot ${slot} over from ${port}`, async () => {
    const owners = await Promise.all(survivors.map((each) => primaryOfSlot(each, slot)));
    promoted = owners[0] ?? 0;
    return owners.every((owner) => owner !== undefined && owner !== port && owner === promoted);
  });
  await waitUntilSettled(cli, survivors);
  return { port, promoted, slot };
}

async function moveSlot(
  running: number[],
  key: string,
): Promise<{ slot: number; from: number; to: number }> {
  const first = running[0] ?? 0;
  const slot = await keySlot(first, key);
  const from = await primaryOfSlot(first, slot);
  const primaries = parseClusterNodes(await redisCli(first, 'cluster', 'nodes')).filter(
    (node) => node.primary && !node.failing,
  );
  const to = primaries.find((node) => node.port !== from)?.port;
  if (from === undefined || to === undefined) throw new Error(`slot ${slot} has nowhere to go`);
  const id = (await redisCli(to, 'cluster', 'myid')).trim();
  // The new owner first, then the old, then the other primaries (replicas refuse SETSLOT).
  const order = [
    to,
    from,
    ...primaries.map((node) => node.port).filter((port) => port !== to && port !== from),
  ];
  for (const port of order) await redisCli(port, 'cluster', 'setslot', String(slot), 'node', id);
  // The replicas learn it by gossip, which takes a claim only from the newest config epoch.
  await redisCli(to, 'cluster', 'bumpepoch');
  await waitUntil(`every node to see slot ${slot} at ${to}`, async () =>
    (await Promise.all(running.map((port) => primaryOfSlot(port, slot)))).every(
      (owner) => owner === to,
    ),
  );
  return { slot, from, to };
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
