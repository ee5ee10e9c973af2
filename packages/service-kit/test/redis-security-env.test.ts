import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../src/parse-config.js';
import { checkRedisTarget, redisEnv, redisTargetOf } from '../src/redis-env.js';

const schema = z.object(redisEnv).superRefine(checkRedisTarget).transform(redisTargetOf);
const parse = (env: Record<string, string>) => parseConfig(schema, env);

function problemsOf(env: Record<string, string>): string[] {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a config problem');
}

const folder = mkdtempSync(join(tmpdir(), 'redis-security-env-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const CA = '-----BEGIN CERTIFICATE-----\nMIIBtest\n-----END CERTIFICATE-----\n';
const cluster = { REDIS_CLUSTER_NODES: 'redis-a:7000,redis-b:7001' };
const nodes = [
  { host: 'redis-a', port: 7000 },
  { host: 'redis-b', port: 7001 },
];
const sentinels = { REDIS_SENTINELS: 'sentinel-1:26379', REDIS_SENTINEL_NAME: 'main' };

describe('credentials and TLS for a cluster or Sentinels', () => {
  it('give a cluster an ACL user, its password and TLS against a CA of its own', () => {
    expect(
      parse({
        ...cluster,
        REDIS_USERNAME: 'starmatch',
        REDIS_PASSWORD: 'pw 1',
        REDIS_TLS: 'true',
        REDIS_TLS_CA_FILE: file('ca.pem', CA),
      }),
    ).toEqual({
      kind: 'cluster',
      nodes,
      auth: { username: 'starmatch', password: 'pw 1' },
      tls: { ca: CA },
    });
  });

  it('read the password from REDIS_PASSWORD_FILE, its spaces kept and its line break dropped', () => {
    const path = file('redis-password', ' pw with spaces \n');
    expect(parse({ ...cluster, REDIS_PASSWORD_FILE: path, REDIS_TLS: '1' })).toEqual({
      kind: 'cluster',
      nodes,
      auth: { password: ' pw with spaces ' },
      tls: {},
    });
  });

  it('give Sentinels their own password, from a file too, beside the data nodes’', () => {
    const path = file('sentinel-password', 'sentinel-pw\n');
    expect(
      parse({ ...sentinels, REDIS_PASSWORD: 'data-pw', REDIS_SENTINEL_PASSWORD_FILE: path }),
    ).toEqual({
      kind: 'sentinel',
      sentinels: [{ host: 'sentinel-1', port: 26379 }],
      name: 'main',
      auth: { password: 'data-pw' },
      sentinelAuth: { password: 'sentinel-pw' },
    });
  });

  it('are none when unset or empty, and REDIS_TLS=false is no TLS', () => {
    expect(
      parse({ ...cluster, REDIS_USERNAME: '', REDIS_PASSWORD: '', REDIS_TLS: 'false' }),
    ).toEqual({ kind: 'cluster', nodes });
  });

  it('are refused beside REDIS_URL, which carries its own, naming each one given', () => {
    const message =
      'REDIS_URL carries its own credentials and TLS (redis://user:password@host:port, rediss:// for TLS); leave this unset';
    expect(
      problemsOf({
        REDIS_URL: 'redis://redis:6379',
        REDIS_USERNAME: 'starmatch',
        REDIS_PASSWORD: 'pw-beside-url',
        REDIS_TLS: 'yes',
        REDIS_TLS_CA_FILE: file('ca-2.pem', CA),
        REDIS_SENTINEL_PASSWORD: 'spw-beside-url',
      }),
    ).toEqual([
      `REDIS_USERNAME: ${message}`,
      `REDIS_PASSWORD: ${message}`,
      `REDIS_TLS: ${message}`,
      `REDIS_TLS_CA_FILE: ${message}`,
      `REDIS_SENTINEL_PASSWORD: ${message}`,
    ]);
  });

  it('are refused without a cluster or Sentinels to apply to', () => {
    expect(problemsOf({ REDIS_PASSWORD: 'pw-alone' })).toEqual([
      'REDIS_PASSWORD: applies to REDIS_CLUSTER_NODES or REDIS_SENTINELS, and neither is set',
    ]);
  });

  it('refuse what does not fit together', () => {
    expect(problemsOf({ ...cluster, REDIS_SENTINEL_PASSWORD: 'spw' })).toEqual([
      'REDIS_SENTINEL_PASSWORD: applies to REDIS_SENTINELS only',
    ]);
    expect(problemsOf({ ...sentinels, REDIS_USERNAME: 'starmatch' })).toEqual([
      'REDIS_USERNAME: an ACL user signs in with REDIS_PASSWORD, which is unset',
    ]);
    expect(problemsOf({ ...cluster, REDIS_TLS_CA_FILE: file('ca-3.pem', CA) })).toEqual([
      'REDIS_TLS_CA_FILE: is the CA for REDIS_TLS, which is off: set REDIS_TLS=true',
    ]);
    expect(problemsOf({ ...cluster, REDIS_TLS: 'on' })).toHaveLength(1);
  });

  it('refuse a CA file that cannot be read or holds no certificate', () => {
    const missing = join(folder, 'missing.pem');
    expect(problemsOf({ ...cluster, REDIS_TLS: 'true', REDIS_TLS_CA_FILE: missing })).toEqual([
      `REDIS_TLS_CA_FILE: cannot read ${missing} (ENOENT)`,
    ]);
    const key = file('key.pem', '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n');
    expect(problemsOf({ ...cluster, REDIS_TLS: 'true', REDIS_TLS_CA_FILE: key })).toEqual([
      `REDIS_TLS_CA_FILE: ${key} holds no PEM certificate`,
    ]);
  });

  it('never put a password into a config problem', () => {
    const environments: Record<string, string>[] = [
      {
        REDIS_URL: 'redis://r:6379',
        REDIS_PASSWORD: 'pw-secret-a',
        REDIS_SENTINEL_PASSWORD: 'pw-secret-b',
      },
      { REDIS_PASSWORD: 'pw-secret-a', REDIS_SENTINEL_PASSWORD: 'pw-secret-b' },
      { ...cluster, REDIS_PASSWORD: 'pw-secret-a', REDIS_SENTINEL_PASSWORD: 'pw-secret-b' },
    ];
    for (const env of environments) {
      let message = '';
      try {
        parse(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('REDIS_SENTINEL_PASSWORD');
      expect(message).not.toContain('pw-secret');
    }
  });
});
