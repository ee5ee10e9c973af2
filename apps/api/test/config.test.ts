import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@starmatch/service-kit/parse-config';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../src/config.js';

describe('loadApiConfig', () => {
  it('reads secrets mounted as files (NAME_FILE), as Kubernetes and Docker secrets give them', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'api-secrets-'));
    try {
      const databaseFile = path.join(folder, 'database-url');
      writeFileSync(databaseFile, 'postgres://api:s3cret@db:5432/starmatch\n');
      const redisFile = path.join(folder, 'redis-url');
      writeFileSync(redisFile, 'redis://:s3cret@redis:6379');
      const config = loadApiConfig({ DATABASE_URL_FILE: databaseFile, REDIS_URL_FILE: redisFile });
      expect(config.databaseUrl).toBe('postgres://api:s3cret@db:5432/starmatch');
      expect(config.redis).toEqual({ kind: 'single', url: 'redis://:s3cret@redis:6379' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('traces only with an OTLP endpoint, as starmatch-api, its headers readable from a file', () => {
    expect(loadApiConfig({}).tracing).toBeUndefined();
    const folder = mkdtempSync(path.join(tmpdir(), 'api-secrets-'));
    try {
      const headersFile = path.join(folder, 'otlp-headers');
      writeFileSync(headersFile, 'authorization=Bearer%20t0ken\n');
      expect(
        loadApiConfig({
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
          OTEL_EXPORTER_OTLP_HEADERS_FILE: headersFile,
        }).tracing,
      ).toEqual({
        tracesUrl: 'http://collector:4318/v1/traces',
        headers: { authorization: 'Bearer t0ken' },
        serviceName: 'starmatch-api',
        sampler: 'parentbased_always_on',
        ratio: 1,
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('defaults to the single-process layout under ./data', () => {
    expect(loadApiConfig({})).toEqual({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3001,
      databaseUrl: undefined,
      redis: undefined,
      redisPrefix: 'starmatch',
      dataDir: './data',
      uploadDir: './data/uploads',
      photoStore: { kind: 'local', uploadDir: './data/uploads' },
      appUrl: 'http://localhost:3000',
      launchMode: 'open',
      trustProxy: false,
      deckMaxAgeMs: 300_000,
      logLevel: 'info',
      databaseTimeouts: { connectMs: 5_000, statementMs: 10_000 },
      databasePoolSize: 10,
      readReplica: undefined,
      webPush: {
        vapid: null,
        subject: 'mailto:hello@starmatch.nz',
        serviceHosts: [
          'fcm.googleapis.com',
          'android.googleapis.com',
          'push.services.mozilla.com',
          'push.apple.com',
          'notify.windows.com',
        ],
      },
    });
    expect(loadApiConfig({ DECK_MAX_AGE_MS: '2000' }).deckMaxAgeMs).toBe(2000);
    expect(
      loadApiConfig({ DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '30000' })
        .databaseTimeouts,
    ).toEqual({ connectMs: 2_000, statementMs: 30_000 });
  });

  it('reads TRUST_PROXY as true, false, or a list of trusted addresses and ranges', () => {
    expect(loadApiConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadApiConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadApiConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(
      loadApiConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8 ,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    for (const bad of ['10.0.0.0/33', 'balancer.internal', '300.1.1.1']) {
      expect(() => loadApiConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('takes the pool sizes and a read replica of the primary', () => {
    const primary = 'postgres://postgres@db:5432/starmatch';
    const replica = 'postgres://postgres@db-replica:5432/starmatch';
    const config = loadApiConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URL: replica,
      DB_POOL_SIZE: '25',
    });
    expect([config.databasePoolSize, config.readReplica]).toEqual([
      25,
      { databaseUrl: replica, poolSize: 25, maxLagMs: 1_000 },
    ]);
    expect(
      loadApiConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: replica,
        DB_READ_POOL_SIZE: '40',
        DATABASE_READ_MAX_LAG_MS: '2500',
      }).readReplica,
    ).toEqual({ databaseUrl: replica, poolSize: 40, maxLagMs: 2_500 });
    // Empty, as in a .env file: no replica.
    expect(loadApiConfig({ DATABASE_URL: primary, DATABASE_READ_URL: '' }).readReplica).toBe(
      undefined,
    );
  });

  it('refuses a read replica without a primary, and pools of no connections', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadApiConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      }
    };
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://postgres@db-replica/starmatch' })).toEqual([
      'DATABASE_READ_URL',
    ]);
    expect(problemsOf({ DB_POOL_SIZE: '0', DB_READ_POOL_SIZE: 'ten' })).toEqual([
      'DB_POOL_SIZE',
      'DB_READ_POOL_SIZE',
    ]);
  });

  it('fails start-up listing every bad variable', () => {
    const bad = { LAUNCH_MODE: 'beta', PORT: '-1', APP_URL: 'nope', DECK_MAX_AGE_MS: '10' };
    expect(() => loadApiConfig(bad)).toThrow(ConfigError);
    try {
      loadApiConfig(bad);
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
        'PORT',
        'APP_URL',
        'LAUNCH_MODE',
        'DECK_MAX_AGE_MS',
      ]);
    }
  });

  it("reads a cluster's password from REDIS_PASSWORD_FILE and TLS, and refuses them beside REDIS_URL", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'api-secrets-'));
    try {
      const passwordFile = path.join(folder, 'redis-password');
      writeFileSync(passwordFile, 's3cret\n');
      const env = { REDIS_PASSWORD_FILE: passwordFile, REDIS_TLS: 'true' };
      expect(loadApiConfig({ ...env, REDIS_CLUSTER_NODES: 'redis-a:7000' }).redis).toEqual({
        kind: 'cluster',
        nodes: [{ host: 'redis-a', port: 7000 }],
        auth: { password: 's3cret' },
        tls: {},
      });
      expect(() => loadApiConfig({ ...env, REDIS_URL: 'redis://redis:6379' })).toThrow(
        'REDIS_PASSWORD: REDIS_URL carries its own credentials and TLS (redis://user:password@host:port, rediss:// for TLS); leave this unset',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads a Redis Cluster or Sentinels instead of REDIS_URL, and refuses two forms at once', () => {
    expect(loadApiConfig({ REDIS_CLUSTER_NODES: 'redis-a:7000,redis-b:7001' }).redis).toEqual({
      kind: 'cluster',
      nodes: [
        { host: 'redis-a', port: 7000 },
        { host: 'redis-b', port: 7001 },
      ],
    });
    expect(
      loadApiConfig({ REDIS_SENTINELS: 'sentinel:26379', REDIS_SENTINEL_NAME: 'main' }).redis,
    ).toEqual({ kind: 'sentinel', sentinels: [{ host: 'sentinel', port: 26379 }], name: 'main' });
    expect(() =>
      loadApiConfig({ REDIS_URL: 'redis://redis:6379', REDIS_SENTINELS: 'sentinel:26379' }),
    ).toThrow(
      'REDIS_SENTINELS: REDIS_URL and REDIS_SENTINELS are set: give one of REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS',
    );
  });
});
