import { posix } from 'node:path';
import { GATEWAY_DRAIN_WINDOW_MS } from '@starmatch/realtime/config';
import { describe, expect, it } from 'vitest';
import { type ComposeService, isLongRunning, loadCompose } from './support/compose.js';
import { HealthcheckError, httpProbe } from './support/healthcheck.js';
import { isRepoDirectory, isRepoFile, workspacePackages } from './support/repo.js';

const { services } = loadCompose();
const entries = Object.entries(services);
const nodeApps = ['api', 'realtime', 'worker'];

function pick<T>(select: (service: ComposeService) => T | undefined): Record<string, T> {
  return Object.fromEntries(
    entries.flatMap(([name, service]) => {
      const value = select(service);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

describe('docker-compose.yml services', () => {
  it('defines exactly the distributed-mode services', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'migrate',
      'postgres',
      'proxy',
      'realtime',
      'redis',
      'worker',
    ]);
  });

  it('builds each service from an existing context and Dockerfile', () => {
    for (const [name, service] of entries) {
      if (service.build === undefined) continue;
      const { context, dockerfile = 'Dockerfile' } = service.build;
      expect(isRepoDirectory(context), `${name}: context ${context}`).toBe(true);
      expect(isRepoFile(posix.join(context, dockerfile)), `${name}: ${dockerfile}`).toBe(true);
    }
    expect(
      pick((service) => service.build && [service.build.dockerfile, service.build.args]),
    ).toEqual({
      migrate: ['infra/Dockerfile.node-app', { APP: 'api' }],
      api: ['infra/Dockerfile.node-app', { APP: 'api' }],
      realtime: ['infra/Dockerfile.node-app', { APP: 'realtime' }],
      worker: ['infra/Dockerfile.node-app', { APP: 'worker' }],
      proxy: ['infra/Dockerfile.web', undefined],
    });
  });

  it('passes an APP build argument that names a workspace app', () => {
    const packages = workspacePackages();
    for (const [name, service] of entries) {
      const app = service.build?.args?.APP;
      if (app === undefined) continue;
      expect(packages.get(`@starmatch/${app}`)?.dir, name).toBe(`apps/${app}`);
    }
  });

  it('runs the data services from official images and nothing else from a registry', () => {
    expect(pick((service) => service.image)).toEqual({ postgres: 'postgres:17', redis: 'redis:7' });
  });

  it('publishes a host port only on the proxy, so the other services can be scaled', () => {
    expect(pick((service) => service.ports)).toEqual({ proxy: ['3000:8080'] });
  });

  it('runs migrate once and restarts everything else', () => {
    expect(pick((service) => service.restart)).toEqual({
      postgres: 'unless-stopped',
      redis: 'unless-stopped',
      migrate: 'no',
      api: 'unless-stopped',
      realtime: 'unless-stopped',
      worker: 'unless-stopped',
      proxy: 'unless-stopped',
    });
  });

  it('gives the Node services an init process and time to drain before they are killed', () => {
    // service-kit's stopOnSignals forces an exit 15s after SIGTERM (the gateway's, 15s after its
    // drain window: GATEWAY_DRAIN_WINDOW_MS, default 10s); Docker's default is 10s.
    const grace = { api: '20s', realtime: '30s', worker: '20s' } as Record<string, string>;
    for (const name of nodeApps) {
      expect([services[name]?.init, services[name]?.stop_grace_period], name).toEqual([
        true,
        grace[name],
      ]);
    }
    expect(GATEWAY_DRAIN_WINDOW_MS + 15_000).toBeLessThan(30_000);
  });
});

describe('start-up order', () => {
  const afterMigration = {
    migrate: { condition: 'service_completed_successfully' },
    redis: { condition: 'service_healthy' },
  };

  it('migrates before api, realtime and worker start, and proxies only healthy apps', () => {
    expect(pick((service) => service.depends_on)).toEqual({
      migrate: { postgres: { condition: 'service_healthy' } },
      api: afterMigration,
      realtime: afterMigration,
      worker: afterMigration,
      proxy: { api: { condition: 'service_healthy' }, realtime: { condition: 'service_healthy' } },
    });
  });

  it('waits only on conditions the awaited service can reach', () => {
    for (const [name, service] of entries) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        const awaited = services[target];
        expect(awaited, `${name} -> ${target}`).toBeDefined();
        if (condition === 'service_healthy') expect(awaited?.healthcheck, target).toBeDefined();
        if (condition === 'service_completed_successfully') {
          expect(awaited && isLongRunning(awaited), target).toBe(false);
        }
      }
    }
  });
});

describe('health checks', () => {
  it('covers every long-running service and no one-shot service', () => {
    const checked = entries.filter(([, service]) => service.healthcheck !== undefined);
    const longRunning = entries.filter(([, service]) => isLongRunning(service));
    expect(checked.map(([name]) => name)).toEqual(longRunning.map(([name]) => name));
  });

  it('probes each Node service with node on the port its PORT sets, at /healthz or /readyz', () => {
    for (const name of nodeApps) {
      const service = services[name] ?? {};
      const probe = httpProbe(name, service);
      expect(probe.program, name).toBe('node');
      expect(probe.port, name).toBe(Number(service.environment?.PORT));
      expect(['/healthz', '/readyz'], name).toContain(probe.path);
    }
  });

  it('checks Postgres over TCP for the configured user and database, and Redis with a ping', () => {
    const env = services.postgres?.environment ?? {};
    expect(services.postgres?.healthcheck?.test).toEqual([
      'CMD',
      'pg_isready',
      '-h',
      '127.0.0.1',
      '-U',
      env.POSTGRES_USER,
      '-d',
      env.POSTGRES_DB,
    ]);
    expect(services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('reports a health check that points nowhere', () => {
    expect(() =>
      httpProbe('api', { healthcheck: { test: ['CMD', 'node', '-e', 'process.exit(0)'] } }),
    ).toThrow(new HealthcheckError('api: healthcheck has no local URL'));
    expect(() => httpProbe('api', {})).toThrow(new HealthcheckError('api has no healthcheck'));
  });
});
