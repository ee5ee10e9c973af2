import type { DatabaseHandle } from '@starmatch/db/connection';
import { Gauge, type Registry } from 'prom-client';
import { sharedMetric } from './metrics-registry.js';

const NAME = 'db_pool_connections';

/**
 * The pg pool's connections, read at each scrape: `total` open, `idle` among them, and
 * `waiting`, the queries queued for a connection to come free (the one that says the pool is too
 * small). PGlite has no pool and reports nothing.
 */
export function recordPoolMetrics(registry: Registry, database: DatabaseHandle): void {
  sharedMetric(
    registry,
    NAME,
    (registers) =>
      new Gauge({
        name: NAME,
        help: 'PostgreSQL pool connections by state (total, idle; waiting: queries queued for one)',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const stats = database.poolStats();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      }),
  );
}
