import { requireDistributedMode } from '@starmatch/service-kit/distributed-mode';
import { createInfrastructure } from '@starmatch/service-kit/infrastructure';
import { createLogger } from '@starmatch/service-kit/logger';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadWorkerConfig } from './config.js';
import { createWorker } from './create-worker.js';

const config = loadWorkerConfig();
const logger = createLogger('worker', config.logLevel);
requireDistributedMode('worker', config);
const infrastructure = await createInfrastructure({
  databaseUrl: config.databaseUrl,
  redisUrl: config.redisUrl,
  messagingPrefix: config.redisPrefix,
  dataDir: config.dataDir,
  logger,
});
const worker = await createWorker(config, { infrastructure, ownsInfrastructure: true });
stopOnSignals(() => worker.close(), logger);
await worker.start();
await worker.app.listen({ host: config.host, port: config.port });
