import { createLogger } from '@starmatch/service-kit/logger';
import { openServiceInfrastructure } from '@starmatch/service-kit/open-service-infrastructure';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadRealtimeConfig } from './config.js';
import { createGateway } from './create-gateway.js';

const config = loadRealtimeConfig();
const logger = createLogger('realtime', config.logLevel);
const infrastructure = await openServiceInfrastructure('realtime', config, logger);
const { app } = await createGateway(config, { infrastructure, ownsInfrastructure: true });
// Closing sends every socket a 1001 "going away" so clients reconnect to another copy.
stopOnSignals(() => app.close(), logger);
await app.listen({ host: config.host, port: config.port });
