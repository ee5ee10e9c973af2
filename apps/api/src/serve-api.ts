import { createLogger } from '@starmatch/service-kit/logger';
import { openServiceInfrastructure } from '@starmatch/service-kit/open-service-infrastructure';
import { logProcessWarnings } from '@starmatch/service-kit/process-warnings';
import { openServiceMetrics } from '@starmatch/service-kit/service-metrics';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import type { Tracing } from '@starmatch/service-kit/tracing';
import type { ApiConfig } from './config.js';
import { createApi } from './create-api.js';

/** The api as its own process: what main.ts runs once tracing, if configured, has started. */
export async function serveApi(config: ApiConfig, tracing: Tracing): Promise<void> {
  const logger = createLogger('api', config.logLevel);
  logProcessWarnings(logger);
  tracing.logTo(logger);
  const infrastructure = await openServiceInfrastructure('api', config, logger, config.readReplica);
  const metrics = await openServiceMetrics(config, logger);
  const app = await createApi(config, {
    infrastructure,
    ownsInfrastructure: true,
    metrics: metrics.registry,
  });
  // app.close() stops accepting connections, lets in-flight requests finish, then runs onClose
  // hooks; the spans they made are exported last.
  stopOnSignals(async () => {
    await app.close();
    await metrics.close();
    await tracing.close();
  }, logger);
  await app.listen({ host: config.host, port: config.port });
}
