import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { createMetricsRegistry } from './metrics-registry.js';
import { type MetricsServer, startMetricsServer } from './metrics-server.js';

export interface ServiceMetrics {
  /** Undefined when METRICS_PORT is unset: the service then measures nothing. */
  registry: Registry | undefined;
  /** The metrics server's port, when it runs. */
  port: number | undefined;
  close(): Promise<void>;
}

/**
 * What a process's main (or the single process) opens first: the registry its services record
 * into and the server that answers GET /metrics on METRICS_PORT, or nothing when it is unset.
 */
export async function openServiceMetrics(
  config: { host: string; metricsPort: number | undefined },
  logger: Logger,
): Promise<ServiceMetrics> {
  if (config.metricsPort === undefined) {
    return { registry: undefined, port: undefined, close: async () => {} };
  }
  const registry = createMetricsRegistry();
  const server: MetricsServer = await startMetricsServer(registry, {
    host: config.host,
    port: config.metricsPort,
    logger,
  });
  return { registry, port: server.port, close: () => server.close() };
}
