export class DistributedModeError extends Error {
  override name = 'DistributedModeError';
}

/**
 * A service started as its own process shares state with the others only through PostgreSQL and
 * Redis: without them its jobs and events would stay inside it, so it refuses to start.
 */
export function requireDistributedMode(
  service: string,
  config: { databaseUrl?: string | undefined; redis?: unknown },
): void {
  const missing = [
    config.databaseUrl ? null : 'DATABASE_URL',
    config.redis ? null : 'REDIS_URL (or REDIS_CLUSTER_NODES, or REDIS_SENTINELS)',
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    throw new DistributedModeError(
      `apps/${service} runs as its own process only in the distributed mode: set ${missing.join(' and ')}. ` +
        'For everything in one process without servers, run `pnpm start`.',
    );
  }
}
