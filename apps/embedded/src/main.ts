import { createLogger } from '@starmatch/service-kit/logger';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadEmbeddedConfig } from './config.js';
import { startEmbedded } from './start-embedded.js';

const config = loadEmbeddedConfig();
const logger = createLogger('starmatch', config.api.logLevel);
const embedded = await startEmbedded(config, logger);
stopOnSignals(() => embedded.close(), logger);
await embedded.app.listen({ host: config.api.host, port: config.port });
logger.info(
  {
    mode: config.api.databaseUrl ? 'embedded on PostgreSQL' : 'embedded',
    url: `http://localhost:${config.port}`,
  },
  'Starmatch is running',
);
