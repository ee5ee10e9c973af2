import { type DomainContext, domainContextFor } from '@starmatch/domain/context';
import { healthRoutes } from '@starmatch/service-kit/health-routes';
import { recordHttpMetrics } from '@starmatch/service-kit/http-metrics';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { loggerOptions } from '@starmatch/service-kit/logger';
import type { MetricsRegistry } from '@starmatch/service-kit/metrics-registry';
import { recordPoolMetrics } from '@starmatch/service-kit/pool-metrics';
import { carryRequestId, requestIdOptions } from '@starmatch/service-kit/request-id';
import { sendSecurityHeaders } from '@starmatch/service-kit/security-headers-hook';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { RealtimeConfig } from './config.js';
import { createFrameContext } from './frames/frame-context.js';
import { gatewayMetrics } from './gateway-metrics.js';
import { createPresenceTracker } from './presence-tracker.js';
import { sessionStanding } from './session-standing.js';
import { createSocketGateway, type SocketGateway } from './socket-gateway.js';
import { upgradeLimit } from './upgrade-limit.js';

export interface GatewayOptions {
  /** Tests only: answer a send that hangs sooner than the configured CHAT_SEND_DEADLINE_MS. */
  answerDeadlineMs?: number;
  /** Tests only: ping more often than every 30 s. */
  heartbeatMs?: number;
  /** Tests only: renew presence more often than every minute. */
  presenceRenewMs?: number;
  /** Tests only: the clock sessions' expiry is judged by (default: the system's). */
  now?: () => Date;
  /** The process's one domain context, when the caller built it (the single process). */
  domain?: DomainContext;
  /** Tests only: how the shutdown drain waits between batches of closes (default: a timer). */
  drainWait?: (ms: number) => Promise<void>;
  /** The process's metrics registry (METRICS_PORT set); absent, nothing is measured. */
  metrics?: MetricsRegistry | undefined;
}

/** The WebSocket side alone, for mounting on another HTTP server (the single-process mode). */
export function createRealtimeGateway(
  config: Pick<
    RealtimeConfig,
    | 'allowedOrigins'
    | 'sendDeadlineMs'
    | 'sessionCheckMs'
    | 'trustProxy'
    | 'upgradesPerMinute'
    | 'drainWindowMs'
  >,
  infrastructure: Infrastructure,
  logger: Logger,
  options: GatewayOptions = {},
): SocketGateway {
  const { db } = infrastructure.database;
  const answerDeadlineMs = options.answerDeadlineMs ?? config.sendDeadlineMs;
  const domain = options.domain ?? domainContextFor(infrastructure, logger);
  const metrics = options.metrics && gatewayMetrics(options.metrics, () => gateway.openSockets());
  const gateway: SocketGateway = createSocketGateway({
    db,
    bus: infrastructure.bus,
    sockets: infrastructure.sockets,
    logger,
    allowedOrigins: config.allowedOrigins,
    sessionCheckMs: config.sessionCheckMs,
    answerDeadlineMs,
    drainWindowMs: config.drainWindowMs,
    ...(options.drainWait ? { drainWait: options.drainWait } : {}),
    admitUpgrade: upgradeLimit({
      rateLimiter: infrastructure.rateLimiter,
      perMinute: config.upgradesPerMinute,
      trustProxy: config.trustProxy,
      logger,
    }),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    presence: createPresenceTracker({
      db,
      bus: infrastructure.bus,
      sockets: infrastructure.sockets,
      logger,
      ...(options.presenceRenewMs ? { renewEveryMs: options.presenceRenewMs } : {}),
    }),
    standing: sessionStanding({ db, now: options.now ?? (() => new Date()) }),
    frames: createFrameContext({
      domain,
      bus: infrastructure.bus,
      logger,
      sendDeadlineMs: answerDeadlineMs,
    }),
    ...(metrics ? { metrics } : {}),
  });
  if (options.domain) return gateway;
  return {
    ...gateway,
    async close() {
      await gateway.close();
      await domain.close();
    },
  };
}

/** The gateway as its own service: health endpoints plus /ws on one HTTP server. */
export async function createGateway(
  config: RealtimeConfig,
  options: { infrastructure: Infrastructure; ownsInfrastructure?: boolean } & GatewayOptions,
): Promise<{ app: FastifyInstance; gateway: SocketGateway }> {
  const app = Fastify({
    logger: loggerOptions('realtime', config.logLevel),
    ...requestIdOptions(),
  });
  carryRequestId(app);
  sendSecurityHeaders(app, { appUrl: config.appUrl });
  if (options.metrics) {
    recordHttpMetrics(app, options.metrics);
    recordPoolMetrics(options.metrics, options.infrastructure.database);
  }
  await app.register(healthRoutes, { checks: options.infrastructure.checks });
  const gateway = createRealtimeGateway(config, options.infrastructure, app.log as Logger, options);
  app.server.on('upgrade', (request, socket, head) => gateway.handleUpgrade(request, socket, head));
  app.addHook('preClose', async () => {
    await gateway.close();
  });
  if (options.ownsInfrastructure) {
    app.addHook('onClose', async () => {
      await options.infrastructure.close();
    });
  }
  return { app, gateway };
}
