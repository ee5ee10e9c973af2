/** A Redis server's address, as REDIS_CLUSTER_NODES and REDIS_SENTINELS list them. */
export interface RedisNode {
  host: string;
  port: number;
}

/**
 * Where the distributed mode's Redis lives (docs/ARCHITECTURE.md "Redis topologies"):
 * - single: one server (or a managed endpoint that hides its replicas), by URL;
 * - cluster: Redis Cluster, found from any of its nodes;
 * - sentinel: a primary and its replicas watched by Sentinels, which name the current primary.
 */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | { kind: 'cluster'; nodes: readonly RedisNode[] }
  | { kind: 'sentinel'; sentinels: readonly RedisNode[]; name: string };

export function singleRedis(url: string): RedisTarget {
  return { kind: 'single', url };
}

/** Keys that one script or transaction touches together must share a slot only on a cluster. */
export function isCluster(target: RedisTarget): boolean {
  return target.kind === 'cluster';
}

const NODE = /^(\[[0-9a-fA-F:.]+\]|[^\s:,[\]]+):(\d{1,5})$/;

/** `host:port` (an IPv6 host in brackets); throws a message fit for a config problem. */
export function parseRedisNode(text: string): RedisNode {
  const match = NODE.exec(text.trim());
  const port = Number(match?.[2]);
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`"${text.trim()}" is not host:port`);
  }
  return { host: match[1].replace(/^\[(.*)\]$/, '$1'), port };
}

/** A comma-separated `host:port` list, at least one. */
export function parseRedisNodes(list: string): RedisNode[] {
  const items = list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) throw new Error('lists no host:port');
  return items.map(parseRedisNode);
}

/** For logs and errors: never the URL, which may carry a password. */
export function describeRedisTarget(target: RedisTarget): string {
  const list = (nodes: readonly RedisNode[]) =>
    nodes.map((node) => `${node.host}:${node.port}`).join(',');
  if (target.kind === 'cluster') return `Redis Cluster (${list(target.nodes)})`;
  if (target.kind === 'sentinel')
    return `Redis Sentinel "${target.name}" (${list(target.sentinels)})`;
  return 'Redis (single server)';
}
