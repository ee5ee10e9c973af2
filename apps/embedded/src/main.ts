import { createLogger } from '@starmatch/service-kit/logger';
import { logProcessWarnings } from '@starmatch/service-kit/process-warnings';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadEmbeddedConfig } from './config.js';
import { startBanner } from './start-banner.js';
import { startEmbedded } from './start-embedded.js';

// Everything written from here on is the owner's alone, PGlite's files included (it takes no
// mode): the data folder holds the database, photos and the outbox of codes and reset links.
process.umask(0o077);
const config = loadEmbeddedConfig();
const logger = createLogger('starmatch', config.api.logLevel);
logProcessWarnings(logger);
const embedded = await startEmbedded(config, logger);
stopOnSignals(() => embedded.close(), logger);
await embedded.app.listen({ host: config.host, port: config.port });
// A person at a terminal reads a banner; a service manager or log pipeline gets the JSON line.
if (process.stdout.isTTY) {
  process.stdout.write(startBanner(config));
} else {
  logger.info(
    {
      mode: config.api.databaseUrl ? 'embedded on PostgreSQL' : 'embedded',
      url: `http://localhost:${config.port}`,
      host: config.host,
    },
    'Starmatch is running',
  );
}
