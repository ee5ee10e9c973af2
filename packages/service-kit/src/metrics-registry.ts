import { collectDefaultMetrics, type Metric, Registry } from 'prom-client';

export type { Registry as MetricsRegistry } from 'prom-client';

/**
 * A process's one registry (docs/ARCHITECTURE.md "Metrics"), with Node's default metrics: CPU,
 * memory, handles, garbage collection and the event loop's lag. The single process runs the
 * api, the gateway and the worker on one registry, so each asks for its metrics through
 * `sharedMetric`.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * The registry's metric of that name, made by `make` the first time. prom-client refuses a name
 * registered twice; in the single process the api's and the worker's Fastify apps both count
 * requests, into one histogram.
 */
export function sharedMetric<T extends Metric>(
  registry: Registry,
  name: string,
  make: (registers: Registry[]) => T,
): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make([registry]);
}
