/** A Redis server's address, as REDIS_CLUSTER_NODES and REDIS_SENTINELS list them. */
export interface RedisNode {
  host: string;
  port: number;
}

/** AUTH for every data node: an ACL user's, or the `default` user's when `username` is unset. */
export interface RedisAuth {
  username?: string;
  password: string;
}

/** TLS to every server, verified against the system's CAs, or against `ca` (PEM) when given. */
export interface RedisTls {
  ca?: string;
}

/**
 * What a cluster's or a Sentinel set-up's servers ask of a client; a URL carries its own
 * (`redis://user:password@host:port`, `rediss://` for TLS). `password` keys keep them out of
 * log lines should a target ever be logged whole (service-kit redact-secrets.ts).
 */
export interface RedisSecurity {
  auth?: RedisAuth;
  tls?: RedisTls;
}

/**
 * Where the distributed mode's Redis lives (docs/ARCHITECTURE.md "Redis topologies"):
 * - single: one server (or a managed endpoint that hides its replicas), by URL;
 * - cluster: Redis Cluster, found from any of its nodes;
 * - sentinel: a primary and its replicas watched by Sentinels, which name the current primary;
 *   the Sentinels may ask for a password of their own (`sentinelAuth`).
 */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | ({ kind: 'cluster'; nodes: readonly RedisNode[] } & RedisSecurity)
  | ({
      kind: 'sentinel';
      sentinels: readonly RedisNode[];
      name: string;
      sentinelAuth?: { password: string };
    } & RedisSecurity);

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

/** For logs and errors: never the URL, nor a password; whether there is one, and TLS. */
export function describeRedisTarget(target: RedisTarget): string {
  const list = (nodes: readonly RedisNode[]) =>
    nodes.map((node) => `${node.host}:${node.port}`).join(',');
  if (target.kind === 'single') return 'Redis (single server)';
  const notes = [
    target.auth
      ? `as ${target.auth.username ? `"${target.auth.username}"` : 'default'} with a password`
      : null,
    target.kind === 'sentinel' && target.sentinelAuth ? 'Sentinels with a password' : null,
    target.tls ? `TLS${target.tls.ca ? ' (own CA)' : ''}` : null,
  ].filter((note) => note !== null);
  const extra = notes.length > 0 ? `, ${notes.join(', ')}` : '';
  if (target.kind === 'cluster') return `Redis Cluster (${list(target.nodes)})${extra}`;
  return `Redis Sentinel "${target.name}" (${list(target.sentinels)})${extra}`;
}
