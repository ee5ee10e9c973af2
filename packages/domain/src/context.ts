import type { Database } from '@starmatch/db/database';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';
import type { Kysely } from 'kysely';
import { correctionEmailsConsumer } from './corrections/correction-emails.js';
import { createOutboxDispatcher, type OutboxDispatcher } from './events/outbox-dispatcher.js';
import { userFramesConsumer } from './events/user-frames.js';
import { appealEmailsConsumer } from './moderation/appeal-emails.js';
import { banPhotoHashesConsumer } from './moderation/ban-photo-hashes.js';
import { matchRemovedEmailsConsumer } from './moderation/match-removed-emails.js';
import { resolutionEmailsConsumer } from './moderation/resolution-emails.js';
import { notificationsConsumer } from './notifications/notifications-consumer.js';

/**
 * What every use case works with, built once per process from the process's infrastructure (as
 * atproto's AppContext): the database, the outbox its events go through, the job queue, the
 * per-account limits, the clock and the logger. Transports hand it to a use case and never
 * reach past it.
 */
export interface DomainContext {
  db: Kysely<Database>;
  outbox: OutboxDispatcher;
  queue: JobQueue;
  limiter: WindowLimiter;
  /** The one clock of the product's rules; tests move it instead of waiting. */
  now: () => Date;
  log: MessagingLogger;
  /** Sends what is still waiting to be sent (the outbox's deletions); the caller closes the rest. */
  close(): Promise<void>;
}

export interface DomainDependencies {
  db: Kysely<Database>;
  bus: EventBus;
  queue: JobQueue;
  limiter: WindowLimiter;
  log: MessagingLogger;
  now?: () => Date;
}

/** The part of a process's infrastructure (service-kit's `Infrastructure`) the domain uses. */
export interface DomainInfrastructure {
  database: { db: Kysely<Database> };
  bus: EventBus;
  queue: JobQueue;
  limiter: WindowLimiter;
}

/** The context of a process from its infrastructure, as every app builds it. */
export function domainContextFor(
  infrastructure: DomainInfrastructure,
  log: MessagingLogger,
  now?: () => Date,
): DomainContext {
  const { database, bus, queue, limiter } = infrastructure;
  return createDomainContext({
    db: database.db,
    bus,
    queue,
    limiter,
    log,
    ...(now ? { now } : {}),
  });
}

export function createDomainContext(deps: DomainDependencies): DomainContext {
  const now = deps.now ?? (() => new Date());
  const outbox = createOutboxDispatcher({
    db: deps.db,
    log: deps.log,
    consumers: [
      userFramesConsumer({ bus: deps.bus, db: deps.db }),
      resolutionEmailsConsumer({ db: deps.db, queue: deps.queue }),
      matchRemovedEmailsConsumer({ db: deps.db, queue: deps.queue }),
      banPhotoHashesConsumer({ queue: deps.queue }),
      appealEmailsConsumer({ db: deps.db, queue: deps.queue, now }),
      correctionEmailsConsumer({ db: deps.db, queue: deps.queue }),
    ],
    followers: [notificationsConsumer({ db: deps.db })],
  });
  return {
    db: deps.db,
    outbox,
    queue: deps.queue,
    limiter: deps.limiter,
    now,
    log: deps.log,
    close: () => outbox.close(),
  };
}
