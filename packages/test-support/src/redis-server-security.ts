import { redisCli } from './redis-process.js';
import type { TestCertificates } from './test-certificates.js';

/** What the cluster and Sentinel harnesses' data nodes may ask of a client. */
export interface RedisServerSecurity {
  /** `requirepass` on every data node, and its `masterauth`: a replica signs in with it too. */
  password?: string;
  /** TLS only (no plaintext port) with this certificate, for clients and between the nodes. */
  tls?: TestCertificates;
}

/** redis-server's arguments to listen on `port` as `security` asks. */
export function listenArgs(port: number, security: RedisServerSecurity): string[] {
  const { password, tls } = security;
  return [
    ...(tls
      ? [
          '--port',
          '0',
          '--tls-port',
          String(port),
          '--tls-cert-file',
          tls.certFile,
          '--tls-key-file',
          tls.keyFile,
          '--tls-ca-cert-file',
          tls.caFile,
          // Clients show no certificate of their own: the server's is what is tested.
          '--tls-auth-clients',
          'no',
          '--tls-replication',
          'yes',
        ]
      : ['--port', String(port)]),
    ...(password ? ['--requirepass', password, '--masterauth', password] : []),
  ];
}

/** redis-cli's options to reach such a server (given before the command). */
export function cliArgs(security: RedisServerSecurity): string[] {
  return [
    ...(security.tls ? ['--tls', '--cacert', security.tls.caFile] : []),
    ...(security.password ? ['-a', security.password, '--no-auth-warning'] : []),
  ];
}

/** `redisCli` for a server secured so. */
export function securedCli(security: RedisServerSecurity) {
  const options = cliArgs(security);
  return (port: number, ...args: string[]) => redisCli(port, ...options, ...args);
}
