import { type ConnectionOptions, connect } from 'node:tls';
import type { MessagingLogger } from './logger.js';
import type { RedisClient } from './redis-connection.js';
import { tlsOptions } from './redis-security-options.js';
import type { RedisNode, RedisTarget } from './redis-target.js';

const HANDSHAKE_TIMEOUT_MS = 5_000;

/** Why a TLS handshake with `node` fails (a certificate refused, say), or undefined when it succeeds. */
export function tlsHandshakeError(
  node: RedisNode,
  options: ConnectionOptions,
): Promise<Error | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ ...options, host: node.host, port: node.port });
    const done = (error?: Error) => {
      socket.destroy();
      resolve(error);
    };
    socket.setTimeout(HANDSHAKE_TIMEOUT_MS, () => done(new Error('TLS handshake timed out')));
    socket.once('secureConnect', () => done());
    socket.once('error', done);
  });
}

/**
 * ioredis reads a cluster's slot map, and asks the Sentinels for the primary, on connections of
 * its own whose errors it drops: a certificate the client refuses shows only as "Connection is
 * closed.". After a connection's first error (again after each time it was ready), one
 * handshake with the first seed node or Sentinel says why, when TLS is the reason.
 */
export function explainTlsFailures(
  connection: RedisClient,
  target: RedisTarget,
  name: string,
  logger: MessagingLogger,
): void {
  if (target.kind === 'single' || !target.tls) return;
  const [node] = target.kind === 'cluster' ? target.nodes : target.sentinels;
  const options = tlsOptions(target);
  if (!node || !options) return;
  let explained = false;
  connection.on('ready', () => {
    explained = false;
  });
  connection.on('error', () => {
    if (explained) return;
    explained = true;
    void tlsHandshakeError(node, options).then((error) => {
      if (!error) return;
      logger.warn(
        { err: error, connection: name, node: `${node.host}:${node.port}` },
        'redis TLS handshake failed',
      );
    });
  });
}
