import { createLogger } from '@starmatch/service-kit/logger';
import { openServiceInfrastructure } from '@starmatch/service-kit/open-service-infrastructure';
import { logProcessWarnings } from '@starmatch/service-kit/process-warnings';
import { openServiceMetrics } from '@starmatch/service-kit/service-metrics';
import { FORCE_EXIT_AFTER_MS, stopOnSignals } from '@starmatch/service-kit/shutdown';
import type { Tracing } from '@starmatch/service-kit/tracing';
import type { RealtimeConfig } from './config.js';
import { createGateway } from './create-gateway.js';

/** The gateway as its own process: what main.ts runs once tracing, if configured, has started. */
export async function serveGateway(config: RealtimeConfig, tracing: Tracing): Promise<void> {
  const logger = createLogger('realtime', config.logLevel);
  logProcessWarnings(logger);
  tracing.logTo(logger);
  const infrastructure = await openServiceInfrastructure('realtime', config, logger);
  const metrics = await openServiceMetrics(config, logger);
  const { app } = await createGateway(config, {
    infrastructure,
    ownsInfrastructure: true,
    metrics: metrics.registry,
  });
  // Closing turns /readyz 503 (Fastify answers 503 while it closes), refuses new upgrades, then
  // sends the sockets a 1001 "going away" spread over the drain window, so their clients
  // reconnect to the other copies a few at a time; the forced exit waits for the window too.
  stopOnSignals(
    async () => {
      await app.close();
      await metrics.close();
      await tracing.close();
    },
    logger,
    { forceExitAfterMs: config.drainWindowMs + FORCE_EXIT_AFTER_MS },
  );
  await app.listen({ host: config.host, port: config.port });
}
