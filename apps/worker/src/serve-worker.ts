import { createLogger } from '@starmatch/service-kit/logger';
import { openServiceInfrastructure } from '@starmatch/service-kit/open-service-infrastructure';
import { logProcessWarnings } from '@starmatch/service-kit/process-warnings';
import { openServiceMetrics } from '@starmatch/service-kit/service-metrics';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import type { Tracing } from '@starmatch/service-kit/tracing';
import type { WorkerConfig } from './config.js';
import { createWorker } from './create-worker.js';

/** The worker as its own process: what main.ts runs once tracing, if configured, has started. */
export async function serveWorker(config: WorkerConfig, tracing: Tracing): Promise<void> {
  const logger = createLogger('worker', config.logLevel);
  logProcessWarnings(logger);
  tracing.logTo(logger);
  const infrastructure = await openServiceInfrastructure('worker', config, logger);
  const metrics = await openServiceMetrics(config, logger);
  const worker = await createWorker(config, {
    infrastructure,
    ownsInfrastructure: true,
    metrics: metrics.registry,
  });
  // In-flight jobs finish first; the spans they made are exported last.
  stopOnSignals(async () => {
    await worker.close();
    await metrics.close();
    await tracing.close();
  }, logger);
  // Listening first: /healthz answers while the workers connect, and /readyz says 503 until they do.
  await worker.app.listen({ host: config.host, port: config.port });
  await worker.start();
}
