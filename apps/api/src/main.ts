import { createLogger } from '@starmatch/service-kit/logger';
import { openServiceInfrastructure } from '@starmatch/service-kit/open-service-infrastructure';
import { logProcessWarnings } from '@starmatch/service-kit/process-warnings';
import { openServiceMetrics } from '@starmatch/service-kit/service-metrics';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadApiConfig } from './config.js';
import { createApi } from './create-api.js';

const config = loadApiConfig();
const logger = createLogger('api', config.logLevel);
logProcessWarnings(logger);
const infrastructure = await openServiceInfrastructure('api', config, logger, config.readReplica);
const metrics = await openServiceMetrics(config, logger);
const app = await createApi(config, {
  infrastructure,
  ownsInfrastructure: true,
  metrics: metrics.registry,
});
// app.close() stops accepting connections, lets in-flight requests finish, then runs onClose hooks.
stopOnSignals(async () => {
  await app.close();
  await metrics.close();
}, logger);
await app.listen({ host: config.host, port: config.port });
