import type { ConnectionOptions } from 'node:tls';
import type { ClusterOptions, RedisOptions } from 'ioredis';
import type { RedisSecurity, RedisTarget } from './redis-target.js';

type SentinelTarget = Extract<RedisTarget, { kind: 'sentinel' }>;

/** Node's TLS options for the servers, or undefined without TLS. */
export function tlsOptions(security: RedisSecurity): ConnectionOptions | undefined {
  if (!security.tls) return undefined;
  // Node's defaults verify the certificate (the system's CAs) and its name against the host.
  return security.tls.ca ? { ca: security.tls.ca } : {};
}

/** AUTH and TLS for each data node's connection: a cluster's `redisOptions`, or a Sentinel client's own. */
export function nodeSecurityOptions(security: RedisSecurity): RedisOptions {
  const tls = tlsOptions(security);
  return {
    ...(security.auth?.username ? { username: security.auth.username } : {}),
    ...(security.auth ? { password: security.auth.password } : {}),
    ...(tls ? { tls } : {}),
  };
}

/**
 * What the Cluster itself takes for TLS. ioredis resolves the seed nodes' host names to
 * addresses before it connects (its `dnsLookup`), which would check a certificate issued for
 * `redis.example.internal` against an address; with TLS the seeds are connected to by the
 * names given. The nodes the cluster announces (CLUSTER SLOTS) are connected to as announced:
 * their certificates must name those addresses, or the nodes announce host names
 * (`cluster-announce-hostname`, `cluster-preferred-endpoint-type hostname`).
 */
export function clusterSecurityOptions(security: RedisSecurity): ClusterOptions {
  if (!security.tls) return {};
  return {
    dnsLookup: (address, callback) => callback(null, address),
  };
}

/**
 * The Sentinel client's AUTH and TLS: the data nodes' as for a cluster's, the Sentinels' own
 * password, and TLS to the Sentinels as well (`sentinelTLS`) and to the primary they name
 * (`enableTLSForSentinelMode`).
 */
export function sentinelSecurityOptions(target: SentinelTarget): RedisOptions {
  const tls = tlsOptions(target);
  return {
    ...nodeSecurityOptions(target),
    ...(target.sentinelAuth ? { sentinelPassword: target.sentinelAuth.password } : {}),
    ...(tls ? { sentinelTLS: tls, enableTLSForSentinelMode: true } : {}),
  };
}
