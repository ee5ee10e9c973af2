import type { Database } from '@starmatch/db/database';
import { type DomainContext, domainContextFor } from '@starmatch/domain/context';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { SocketRegistry } from '@starmatch/messaging/socket-registry';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import type { RateLimiter } from '@starmatch/service-kit/rate-limiter';
import type { ReadRouting } from '@starmatch/service-kit/read-routing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Where a read that may lag goes: docs/ARCHITECTURE.md "Read replica". */
    reads: ReadRouting;
    bus: EventBus;
    queue: JobQueue;
    rateLimiter: RateLimiter;
    /** Every open socket on every gateway: who is online, for the chat's presence. */
    sockets: SocketRegistry;
    /** What every use case works with (packages/domain). */
    domain: DomainContext;
  }
}

/** Methods that change nothing; every other request of a signed-in person may have written. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read your writes: a signed-in person's request that may have written marks them before the
 * answer leaves, so the reads they make next, on any api copy, go to the primary.
 */
function noteWriters(app: FastifyInstance, reads: ReadRouting): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.session && !READ_ONLY_METHODS.has(request.method)) {
      await reads.wrote(request.session.userId);
    }
    return payload;
  });
}

/**
 * Decorates the app with the database, bus and queue. The infrastructure is closed with the app
 * only when the app owns it: in the single-process mode the caller shares it with the gateway
 * and the worker and closes it last.
 */
export function registerInfrastructure(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  options: { owned: boolean; domain?: DomainContext | undefined },
): void {
  app.decorate('db', infrastructure.database.db);
  app.decorate('reads', infrastructure.reads);
  // Without a replica every read is on the primary: nothing to mark.
  if (infrastructure.database.replica) noteWriters(app, infrastructure.reads);
  app.decorate('bus', infrastructure.bus);
  app.decorate('queue', infrastructure.queue);
  app.decorate('rateLimiter', infrastructure.rateLimiter);
  app.decorate('sockets', infrastructure.sockets);
  // Built here unless the single process shares its one context with the gateway and the worker.
  const domain = options.domain ?? domainContextFor(infrastructure, app.log);
  app.decorate('domain', domain);
  app.addHook('onClose', async () => {
    // The domain's pending deletions need the database, so they go first.
    if (!options.domain) await domain.close();
    if (options.owned) await infrastructure.close();
  });
}
