import { describe, expect, it } from 'vitest';
import { DistributedModeError, requireDistributedMode } from '../src/distributed-mode.js';

describe('requireDistributedMode', () => {
  it('lets a service start on its own with PostgreSQL and Redis', () => {
    expect(() =>
      requireDistributedMode('api', {
        databaseUrl: 'postgres://db',
        redis: { kind: 'single', url: 'redis://r' },
      }),
    ).not.toThrow();
  });

  it.each([
    [{ databaseUrl: undefined, redis: { kind: 'single', url: 'redis://r' } }, 'set DATABASE_URL.'],
    [
      { databaseUrl: 'postgres://db', redis: undefined },
      'set REDIS_URL (or REDIS_CLUSTER_NODES, or REDIS_SENTINELS).',
    ],
    [
      { databaseUrl: undefined, redis: undefined },
      'set DATABASE_URL and REDIS_URL (or REDIS_CLUSTER_NODES, or REDIS_SENTINELS).',
    ],
  ])('refuses without both, naming what is missing (%o)', (config, named) => {
    expect(() => requireDistributedMode('worker', config)).toThrow(DistributedModeError);
    expect(() => requireDistributedMode('worker', config)).toThrow(
      `apps/worker runs as its own process only in the distributed mode: ${named} For everything in one process without servers, run \`pnpm start\`.`,
    );
  });
});
