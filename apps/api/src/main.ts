import { createLogger } from '@starmatch/service-kit/logger';
import { openServiceInfrastructure } from '@starmatch/service-kit/open-service-infrastructure';
import { stopOnSignals } from '@starmatch/service-kit/shutdown';
import { loadApiConfig } from './config.js';
import { createApi } from './create-api.js';

const config = loadApiConfig();
const logger = createLogger('api', config.logLevel);
const infrastructure = await openServiceInfrastructure('api', config, logger, config.readReplica);
const app = await createApi(config, { infrastructure, ownsInfrastructure: true });
// app.close() stops accepting connections, lets in-flight requests finish, then runs onClose hooks.
stopOnSignals(() => app.close(), logger);
await app.listen({ host: config.host, port: config.port });
