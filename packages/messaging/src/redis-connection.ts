import { Cluster, type ClusterOptions, Redis, type RedisOptions } from 'ioredis';
import { connectionErrorLog } from './connection-error-log.js';
import type { MessagingLogger } from './logger.js';
import {
  clusterSecurityOptions,
  nodeSecurityOptions,
  sentinelSecurityOptions,
} from './redis-security-options.js';
import type { RedisTarget } from './redis-target.js';
import { explainTlsFailures } from './redis-tls-diagnosis.js';
import { runWithRequestId } from './request-context.js';

/** One server's connection or a cluster's: the commands this package sends exist on both. */
export type RedisClient = Redis | Cluster;

/** Options that ioredis's Cluster takes for itself; the rest go to each node's connection. */
const CLUSTER_LEVEL_OPTIONS = [
  'lazyConnect',
  'enableAutoPipelining',
  'enableOfflineQueue',
  'enableReadyCheck',
] as const;

export interface RedisConnectionOptions extends RedisOptions {
  /** Cluster only: subscribe per shard (SSUBSCRIBE), ignored elsewhere. */
  shardedSubscribers?: boolean;
  /** Cluster only: how often (ms) to read the slot map again, ignored elsewhere. */
  slotsRefreshInterval?: number;
}

/**
 * An ioredis connection to the configured target whose errors are logged (connection-error-log.ts):
 * an 'error' event without a listener is noise at best.
 */
export function createRedisConnection(
  target: RedisTarget,
  name: string,
  logger: MessagingLogger,
  options: RedisConnectionOptions = {},
): RedisClient {
  // Made outside any request, even when the first request to need it makes it: its socket's
  // events (and every line they log) must not pass for that request's.
  const connection = runWithRequestId(undefined, () => connect(target, name, options));
  connection.on('error', connectionErrorLog(logger, name));
  if (connection instanceof Cluster) {
    // A cluster's own error names its last node's only, "Connection is closed." when a TLS
    // handshake failed: each node's error says why (a certificate refused, WRONGPASS). A dead
    // node's are as many as its retries, so each node's go through a throttle of their own.
    const nodeLogs = new Map<string, (error: Error) => void>();
    connection.on('node error', (error: Error, node: string) => {
      let log = nodeLogs.get(node);
      if (!log) {
        log = connectionErrorLog(logger, `${name} ${node}`);
        nodeLogs.set(node, log);
      }
      log(error);
    });
  }
  explainTlsFailures(connection, target, name, logger);
  return connection;
}

function connect(target: RedisTarget, name: string, options: RedisConnectionOptions): RedisClient {
  const { shardedSubscribers, slotsRefreshInterval, ...redisOptions } = options;
  if (target.kind === 'single') {
    return new Redis(target.url, { connectionName: name, ...redisOptions });
  }
  if (target.kind === 'sentinel') {
    return new Redis({
      sentinels: target.sentinels.map(({ host, port }) => ({ host, port })),
      name: target.name,
      // Hears +switch-master from the Sentinels and moves to the new primary at once, rather
      // than when the old one's connection finally drops.
      failoverDetector: true,
      connectionName: name,
      ...sentinelSecurityOptions(target),
      ...redisOptions,
    });
  }
  const clusterOptions: ClusterOptions = clusterSecurityOptions(target);
  const nodeOptions: RedisOptions = { connectionName: name, ...nodeSecurityOptions(target) };
  for (const [key, value] of Object.entries(redisOptions)) {
    if ((CLUSTER_LEVEL_OPTIONS as readonly string[]).includes(key)) {
      Object.assign(clusterOptions, { [key]: value });
    } else Object.assign(nodeOptions, { [key]: value });
  }
  return new Cluster(
    target.nodes.map(({ host, port }) => ({ host, port })),
    {
      ...clusterOptions,
      ...(shardedSubscribers ? { shardedSubscribers } : {}),
      ...(slotsRefreshInterval ? { slotsRefreshInterval } : {}),
      redisOptions: nodeOptions,
    },
  );
}

/**
 * A connection disconnected while it waits to reconnect (Redis unreachable, or refusing the
 * password) never reaches 'end' (redis/ioredis#1247): closeRedisConnection marks it and says so
 * itself, so that what waits for it to be ready (whenReady) is told it never will be.
 */
const closedHere = new WeakSet<RedisClient>();
const CLOSED_HERE = Symbol('closed by closeRedisConnection');

/** QUIT when the server is reachable (flushes pending replies); otherwise just drop the socket. */
export async function closeRedisConnection(connection: RedisClient): Promise<void> {
  if (connection.status === 'end' || closedHere.has(connection)) return;
  if (connection.status !== 'ready') {
    connection.disconnect();
    closedHere.add(connection);
    connection.emit(CLOSED_HERE);
    return;
  }
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}

export class RedisConnectionClosedError extends Error {
  override name = 'RedisConnectionClosedError';
  constructor(name: string) {
    super(`Redis connection "${name}" is closed`);
  }
}

/**
 * ioredis 5.8.2+ writes SUBSCRIBE as soon as the socket connects, before its INFO ready check,
 * which then fails in subscriber mode and leaves the connection without its channels
 * (redis/ioredis#2037). Subscriber commands therefore wait for 'ready'.
 */
export function whenReady(connection: RedisClient, name: string): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  if (connection.status === 'end' || closedHere.has(connection)) {
    return Promise.reject(new RedisConnectionClosedError(name));
  }
  return new Promise((resolve, reject) => {
    const onReady = () => {
      connection.off('end', onEnd);
      connection.off(CLOSED_HERE, onEnd);
      resolve();
    };
    const onEnd = () => {
      connection.off('ready', onReady);
      connection.off('end', onEnd);
      connection.off(CLOSED_HERE, onEnd);
      reject(new RedisConnectionClosedError(name));
    };
    connection.once('ready', onReady);
    connection.once('end', onEnd);
    connection.once(CLOSED_HERE, onEnd);
  });
}
