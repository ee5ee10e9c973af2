import { createLogger } from '@starmatch/service-kit/logger';
import { logProcessWarnings } from '@starmatch/service-kit/process-warnings';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import type { Tracing } from '@starmatch/service-kit/tracing';
import type { EmbeddedConfig } from './config.js';
import { startBanner } from './start-banner.js';
import { startEmbedded } from './start-embedded.js';

/** The single process: what main.ts runs once tracing, if configured, has started. */
export async function serveEmbedded(config: EmbeddedConfig, tracing: Tracing): Promise<void> {
  const logger = createLogger('starmatch', config.api.logLevel);
  logProcessWarnings(logger);
  tracing.logTo(logger);
  const embedded = await startEmbedded(config, logger);
  stopOnSignals(async () => {
    await embedded.close();
    await tracing.close();
  }, logger);
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
}
