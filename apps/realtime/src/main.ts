import { requireDistributedMode } from '@starmatch/service-kit/distributed-mode';
import { createInfrastructure } from '@starmatch/service-kit/infrastructure';
import { createLogger } from '@starmatch/service-kit/logger';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadRealtimeConfig } from './config.js';
import { createGateway } from './create-gateway.js';

const config = loadRealtimeConfig();
const logger = createLogger('realtime', config.logLevel);
requireDistributedMode('realtime', config);
const infrastructure = await createInfrastructure({
  databaseUrl: config.databaseUrl,
  redisUrl: config.redisUrl,
  messagingPrefix: config.redisPrefix,
  dataDir: config.dataDir,
  logger,
});
const { app } = await createGateway(config, { infrastructure, ownsInfrastructure: true });
// Closing sends every socket a 1001 "going away" so clients reconnect to another copy.
stopOnSignals(() => app.close(), logger);
await app.listen({ host: config.host, port: config.port });
