import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { type DomainContext, domainContextFor } from '@starmatch/domain/context';
import { type OutboxRelay, startOutboxRelay } from '@starmatch/domain/events/outbox-relay';
import type { PushDelivery } from '@starmatch/domain/notifications/send-due-notifications';
import { healthRoutes } from '@starmatch/service-kit/health-routes';
import { recordHttpMetrics } from '@starmatch/service-kit/http-metrics';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { recordQueueDepths, timedProcessors } from '@starmatch/service-kit/job-metrics';
import { loggerOptions } from '@starmatch/service-kit/logger';
import type { MetricsRegistry } from '@starmatch/service-kit/metrics-registry';
import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import { openPhotoStore } from '@starmatch/service-kit/photo-store-env';
import { recordPoolMetrics } from '@starmatch/service-kit/pool-metrics';
import { carryRequestId, requestIdOptions } from '@starmatch/service-kit/request-id';
import { sendSecurityHeaders } from '@starmatch/service-kit/security-headers-hook';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { WorkerConfig } from './config.js';
import { createMailTransport } from './mail/mail-transport.js';
import { type NotificationSender, startNotificationSender } from './notification-sender-timer.js';
import { createBanPhotoHashesProcessor } from './processors/ban-photo-hashes-processor.js';
import { createDataExportProcessor } from './processors/data-export-processor.js';
import { createDeckBuildProcessor } from './processors/deck-build-processor.js';
import { createEmailProcessor } from './processors/email-processor.js';
import { createImageProcessor } from './processors/image-processor.js';
import { createMailForgetProcessor } from './processors/mail-forget-processor.js';
import {
  createRetentionSweepProcessor,
  RETENTION_SWEEP_INTERVAL_MS,
} from './processors/retention-sweep-processor.js';
import { createUnverifiedSweepProcessor } from './processors/unverified-sweep-processor.js';
import { webPushDeliveryFor } from './push/web-push-delivery-for.js';
import { startScheduledJob } from './scheduled-job-timer.js';
import { startUnverifiedSweepTimer } from './unverified-sweep-timer.js';

export interface Worker {
  /** Health endpoints, for when the worker runs as its own process. */
  app: FastifyInstance;
  /** Runs the notification sender once now (tests move the clock, then call it). */
  sendDueNotifications(): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and lets in-flight ones finish. */
  close(): Promise<void>;
}

export async function createWorker(
  config: WorkerConfig,
  options: {
    infrastructure: Infrastructure;
    ownsInfrastructure?: boolean;
    /** The clock of time-based jobs (the unverified sweep); tests move it instead of waiting. */
    now?: () => Date;
    /** How often the sweep is asked for (default hourly); tests shorten it. */
    unverifiedSweepIntervalMs?: number;
    /** How often the retention sweep is asked for (default RETENTION_SWEEP_INTERVAL_MS). */
    retentionSweepIntervalMs?: number;
    /** The process's one domain context, when the caller built it (the single process). */
    domain?: DomainContext;
    /**
     * Sends web push. By default the web-push delivery with `config.webPush`'s keys; without
     * keys, push notifications are skipped. Tests hand in their own.
     */
    push?: PushDelivery;
    /** The photo store, when the caller opened it; else the worker opens its own. */
    photos?: PhotoStore;
    /** The process's metrics registry (METRICS_PORT set); absent, nothing is measured. */
    metrics?: MetricsRegistry | undefined;
  },
): Promise<Worker> {
  const { infrastructure } = options;
  const app = Fastify({ logger: loggerOptions('worker', config.logLevel), ...requestIdOptions() });
  carryRequestId(app);
  sendSecurityHeaders(app, { appUrl: config.appUrl });
  const { metrics } = options;
  if (metrics) {
    recordHttpMetrics(app, metrics);
    recordPoolMetrics(metrics, infrastructure.database);
  }
  const logger = app.log as Logger;
  const now = options.now ?? (() => new Date());
  let started = false;
  await app.register(healthRoutes, {
    checks: {
      ...infrastructure.checks,
      // Ready only once the workers consume, and only while they are connected to take jobs.
      jobs: async () => {
        if (!started) throw new Error('the workers have not started');
        await infrastructure.queue.ping();
      },
    },
  });

  const transport = createMailTransport(
    { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
    logger,
  );
  const domain = options.domain ?? domainContextFor(infrastructure, logger, now);
  const photos = options.photos ?? (await openPhotoStore(config.photoStore));
  const processors = {
    [JOB_NAMES.emailSend]: createEmailProcessor({
      transport,
      appUrl: config.appUrl,
      db: infrastructure.database.db,
      logger,
    }),
    [JOB_NAMES.mailForget]: createMailForgetProcessor(transport),
    [JOB_NAMES.deckBuild]: createDeckBuildProcessor(infrastructure.database.db),
    [JOB_NAMES.imageOptimise]: createImageProcessor({ photos }),
    [JOB_NAMES.unverifiedSweep]: createUnverifiedSweepProcessor(infrastructure.database.db, {
      days: config.unverifiedAccountDays,
      now,
    }),
    [JOB_NAMES.dataExport]: createDataExportProcessor(domain, { photos }),
    [JOB_NAMES.retentionSweep]: createRetentionSweepProcessor(infrastructure.database.db, {
      now,
      logger,
    }),
    [JOB_NAMES.banPhotoHashes]: createBanPhotoHashesProcessor(infrastructure.database.db, {
      photos,
      logger,
    }),
  };
  if (metrics) recordQueueDepths(metrics, infrastructure.queue, Object.keys(processors));
  let stopSweepTimer = () => {};
  let stopRetentionTimer = () => {};
  let relay: OutboxRelay | undefined;
  let notificationSender: NotificationSender | undefined;

  let closed = false;
  return {
    app,
    async sendDueNotifications() {
      if (!notificationSender) throw new Error('the worker has not started');
      await notificationSender.runOnce();
    },
    async start() {
      await infrastructure.queue.startWorker(
        metrics ? timedProcessors(metrics, processors) : processors,
        { concurrency: config.concurrency },
      );
      started = true;
      // Sends what a process committed and died before sending (docs/ARCHITECTURE.md "Domain
      // events and the outbox"); every worker runs one, and they share the work.
      relay = startOutboxRelay({
        db: infrastructure.database.db,
        dispatcher: domain.outbox,
        log: logger,
        ...config.outboxRelay,
      });
      notificationSender = startNotificationSender(
        {
          db: infrastructure.database.db,
          queue: infrastructure.queue,
          isOnline: (userId) => infrastructure.sockets.isOnline(userId),
          push: options.push ?? webPushDeliveryFor(config, infrastructure, logger),
          timing: config.notifications.timing,
          now,
          log: logger,
        },
        {
          intervalMs: config.notifications.sendIntervalMs,
          claimHoldMs: config.notifications.claimHoldMs,
          logger,
        },
      );
      stopSweepTimer = startUnverifiedSweepTimer(infrastructure.queue, {
        now,
        logger,
        ...(options.unverifiedSweepIntervalMs
          ? { intervalMs: options.unverifiedSweepIntervalMs }
          : {}),
      });
      stopRetentionTimer = startScheduledJob(
        infrastructure.queue,
        {
          name: JOB_NAMES.retentionSweep,
          idPrefix: 'retention-sweep',
          intervalMs: options.retentionSweepIntervalMs ?? RETENTION_SWEEP_INTERVAL_MS,
        },
        { now, logger },
      );
      logger.info({ jobs: Object.keys(processors), mode: infrastructure.mode }, 'worker started');
    },
    async close() {
      if (closed) return;
      closed = true;
      stopSweepTimer();
      stopRetentionTimer();
      await notificationSender?.stop();
      await relay?.stop();
      await app.close();
      if (!options.domain) await domain.close();
      if (options.ownsInfrastructure) await infrastructure.close();
      transport.close();
      if (!options.photos) photos.close();
    },
  };
}
