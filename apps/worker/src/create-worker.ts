import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { healthRoutes } from '@starmatch/service-kit/health-routes';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { loggerOptions } from '@starmatch/service-kit/logger';
import { sendSecurityHeaders } from '@starmatch/service-kit/security-headers-hook';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { WorkerConfig } from './config.js';
import { createMailTransport } from './mail/mail-transport.js';
import { createDeckBuildProcessor } from './processors/deck-build-processor.js';
import { createEmailProcessor } from './processors/email-processor.js';
import { createImageProcessor } from './processors/image-processor.js';

export interface Worker {
  /** Health endpoints, for when the worker runs as its own process. */
  app: FastifyInstance;
  start(): Promise<void>;
  /** Stops taking jobs and lets in-flight ones finish. */
  close(): Promise<void>;
}

export async function createWorker(
  config: WorkerConfig,
  options: { infrastructure: Infrastructure; ownsInfrastructure?: boolean },
): Promise<Worker> {
  const { infrastructure } = options;
  const app = Fastify({ logger: loggerOptions('worker', config.logLevel) });
  sendSecurityHeaders(app, { appUrl: config.appUrl });
  const logger = app.log as Logger;
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
  const processors = {
    [JOB_NAMES.emailSend]: createEmailProcessor({
      transport,
      appUrl: config.appUrl,
      db: infrastructure.database.db,
      logger,
    }),
    [JOB_NAMES.deckBuild]: createDeckBuildProcessor(infrastructure.database.db),
    [JOB_NAMES.imageOptimise]: createImageProcessor({ uploadDir: config.uploadDir }),
  };

  let closed = false;
  return {
    app,
    async start() {
      await infrastructure.queue.startWorker(processors, { concurrency: config.concurrency });
      started = true;
      logger.info({ jobs: Object.keys(processors), mode: infrastructure.mode }, 'worker started');
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      if (options.ownsInfrastructure) await infrastructure.close();
      transport.close();
    },
  };
}
