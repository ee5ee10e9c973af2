import { requireDistributedMode } from '@starmatch/service-kit/distributed-mode';
import { createInfrastructure } from '@starmatch/service-kit/infrastructure';
import { createLogger } from '@starmatch/service-kit/logger';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadApiConfig } from './config.js';
import { createApi } from './create-api.js';

const config = loadApiConfig();
requireDistributedMode('api', config);
const logger = createLogger('api', config.logLevel);
const infrastructure = await createInfrastructure({
  databaseUrl: config.databaseUrl,
  redisUrl: config.redisUrl,
  messagingPrefix: config.redisPrefix,
  dataDir: config.dataDir,
  logger,
});
const app = await createApi(config, { infrastructure, ownsInfrastructure: true });
// app.close() stops accepting connections, lets in-flight requests finish, then runs onClose hooks.
stopOnSignals(() => app.close(), logger);
await app.listen({ host: config.host, port: config.port });
