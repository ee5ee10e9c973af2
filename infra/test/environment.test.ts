import { describe, expect, it } from 'vitest';
import { ownerOf } from './support/build-output.js';
import {
  hostAndPort,
  interpolatedNames,
  loadCompose,
  readComposeText,
  volumeMount,
  withDefaults,
} from './support/compose.js';
import { documentedNames, ReadmeSectionError } from './support/readme.js';
import { type WorkspacePackage, workspacePackages } from './support/repo.js';
import { unreadVariables } from './support/source-scan.js';

const { services, volumes } = loadCompose();
const builtServices = Object.entries(services).filter(([, service]) => service.build?.args?.APP);

function env(name: string): Record<string, string | null> {
  return services[name]?.environment ?? {};
}

describe('environment of the Node services', () => {
  it('sets only documented variables, and the README documents no unused one', () => {
    const used = new Set(
      builtServices.flatMap(([, service]) => Object.keys(service.environment ?? {})),
    );
    expect([...used].sort()).toEqual(documentedNames('Environment'));
  });

  it('documents every setting the compose file reads from the shell or .env', () => {
    const passThrough = builtServices.flatMap(([, service]) =>
      Object.entries(service.environment ?? {}).flatMap(([key, value]) =>
        value === null ? [key] : [],
      ),
    );
    const settings = new Set([...interpolatedNames(readComposeText()), ...passThrough]);
    expect([...settings].sort()).toEqual(documentedNames('Settings for docker compose'));
  });

  it('points DATABASE_URL at the postgres service with its user, password and database', () => {
    const postgres = env('postgres');
    const expected = `postgres://${postgres.POSTGRES_USER}:${withDefaults(postgres.POSTGRES_PASSWORD ?? '')}@postgres:5432/${postgres.POSTGRES_DB}`;
    for (const name of ['migrate', 'api', 'realtime', 'worker']) {
      expect(withDefaults(env(name).DATABASE_URL ?? ''), name).toBe(expected);
    }
  });

  it('points REDIS_URL at the redis service on its default port', () => {
    for (const name of ['api', 'realtime', 'worker']) {
      expect(hostAndPort(env(name).REDIS_URL ?? ''), name).toEqual({ host: 'redis', port: 6379 });
    }
  });

  it('gives each service its own port, bound on all interfaces', () => {
    const listen = Object.fromEntries(
      ['api', 'realtime', 'worker'].map((name) => [name, [env(name).HOST, env(name).PORT]]),
    );
    expect(listen).toEqual({
      api: ['0.0.0.0', '3001'],
      realtime: ['0.0.0.0', '3002'],
      worker: ['0.0.0.0', '3003'],
    });
  });

  it('uses the address the proxy publishes as the public origin', () => {
    const published = services.proxy?.ports?.[0]?.split(':')[0];
    for (const [name] of builtServices.filter(([serviceName]) => serviceName !== 'migrate')) {
      expect(withDefaults(env(name).APP_URL ?? ''), name).toBe(`http://localhost:${published}`);
    }
  });

  it('puts UPLOAD_DIR on the shared uploads volume in both the api and the worker', () => {
    for (const name of ['api', 'worker']) {
      const mounts = (services[name]?.volumes ?? []).map(volumeMount);
      expect(mounts, name).toContainEqual({ source: 'uploads', target: env(name).UPLOAD_DIR });
      expect(env(name).UPLOAD_DIR?.startsWith(`${env(name).DATA_DIR}/`), name).toBe(true);
    }
  });

  it('sets only variables that the code each service runs reads', () => {
    const packages = workspacePackages();
    const unread = builtServices.map(([name, service]) => {
      const app = packages.get(`@starmatch/${service.build?.args?.APP}`) as WorkspacePackage;
      const runPath = service.command?.[1] ?? 'dist/main.js';
      const { owner } = ownerOf(app, runPath, packages);
      return [name, unreadVariables(owner, Object.keys(service.environment ?? {}), packages)];
    });
    expect(Object.fromEntries(unread)).toEqual({ migrate: [], api: [], realtime: [], worker: [] });
  });

  it('runs the long-running services in production mode (the image sets it for migrate)', () => {
    const modes = builtServices.map(([name]) => [name, env(name).NODE_ENV]);
    expect(Object.fromEntries(modes)).toEqual({
      migrate: undefined,
      api: 'production',
      realtime: 'production',
      worker: 'production',
    });
  });
});

describe('volumes', () => {
  it('declares every named volume a service mounts, and no other', () => {
    const mounted = Object.values(services).flatMap((service) =>
      (service.volumes ?? []).map((entry) => volumeMount(entry).source),
    );
    expect([...new Set(mounted)].sort()).toEqual(Object.keys(volumes ?? {}).sort());
    expect(Object.keys(volumes ?? {}).sort()).toEqual(['pgdata', 'redisdata', 'uploads']);
  });

  it('keeps the Postgres data directory on the pgdata volume', () => {
    expect(services.postgres?.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
  });
});

describe('unreadVariables', () => {
  it('names the variables no source of the package or its workspace dependencies mentions', () => {
    const packages = workspacePackages();
    const api = packages.get('@starmatch/api') as WorkspacePackage;
    expect(unreadVariables(api, ['DATABASE_URL', 'DATABASE_URI', 'PORT'], packages)).toEqual([
      'DATABASE_URI',
    ]);
  });
});

describe('documentedNames', () => {
  it('reads the first column of a section table and fails on a missing section', () => {
    const text =
      '# x\n## Environment\n| variable | use |\n|---|---|\n| `PORT` | p |\n| `HOST` | h |\n## Next\n| `NOT_THIS` | n |\n';
    expect(documentedNames('Environment', text)).toEqual(['HOST', 'PORT']);
    expect(() => documentedNames('Missing', text)).toThrow(ReadmeSectionError);
  });
});
