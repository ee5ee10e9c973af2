import { createLogger } from '@starmatch/service-kit/logger';
import { openServiceInfrastructure } from '@starmatch/service-kit/open-service-infrastructure';
import { openServiceMetrics } from '@starmatch/service-kit/service-metrics';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadRealtimeConfig } from './config.js';
import { createGateway } from './create-gateway.js';

const config = loadRealtimeConfig();
const logger = createLogger('realtime', config.logLevel);
const infrastructure = await openServiceInfrastructure('realtime', config, logger);
const metrics = await openServiceMetrics(config, logger);
const { app } = await createGateway(config, {
  infrastructure,
  ownsInfrastructure: true,
  metrics: metrics.registry,
});
// Closing sends every socket a 1001 "going away" so clients reconnect to another copy.
stopOnSignals(async () => {
  await app.close();
  await metrics.close();
}, logger);
await app.listen({ host: config.host, port: config.port });
