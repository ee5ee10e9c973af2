import { describe, expect, it } from 'vitest';
import { DistributedModeError, requireDistributedMode } from '../src/distributed-mode.js';

describe('requireDistributedMode', () => {
  it('lets a service start on its own with PostgreSQL and Redis', () => {
    expect(() =>
      requireDistributedMode('api', { databaseUrl: 'postgres://db', redisUrl: 'redis://r' }),
    ).not.toThrow();
  });

  it.each([
    [{ databaseUrl: undefined, redisUrl: 'redis://r' }, 'set DATABASE_URL.'],
    [{ databaseUrl: 'postgres://db', redisUrl: undefined }, 'set REDIS_URL.'],
    [{ databaseUrl: undefined, redisUrl: undefined }, 'set DATABASE_URL and REDIS_URL.'],
  ])('refuses without both, naming what is missing (%o)', (config, named) => {
    expect(() => requireDistributedMode('worker', config)).toThrow(DistributedModeError);
    expect(() => requireDistributedMode('worker', config)).toThrow(
      `apps/worker runs as its own process only in the distributed mode: ${named} For everything in one process without servers, run \`pnpm start\`.`,
    );
  });
});
