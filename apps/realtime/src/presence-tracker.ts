import type { Database } from '@starmatch/db/database';
import { recordActive } from '@starmatch/db/queries/presence';
import { announcePresence } from '@starmatch/domain/chat/presence';
import type { EventBus } from '@starmatch/messaging/event-bus';
import { ONLINE_TTL_MS, type SocketRegistry } from '@starmatch/messaging/socket-registry';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

/**
 * How often a gateway renews its sockets in the registry and stamps their people active: well
 * within ONLINE_TTL_MS, and often enough that 'Active 1m ago' is true after a crash.
 */
export const PRESENCE_RENEW_MS = 60_000;

export interface PresenceTracker {
  /** The user's first socket on this gateway is open and registered. */
  arrived(userId: string): Promise<void>;
  /** The user's last socket on this gateway closed and left the registry. */
  left(userId: string): Promise<void>;
  /** Each interval: these sockets are still open. */
  renew(sockets: ReadonlyArray<{ userId: string; socketId: string }>): Promise<void>;
  renewEveryMs: number;
}

/**
 * Presence as the gateways keep it (docs/ARCHITECTURE.md "Read receipts and presence"): a person is
 * online while any gateway holds a socket of theirs (the socket registry, shared in Redis), and
 * their last activity is stamped in PostgreSQL when their last socket closes and each interval
 * while one is open. Coming online and going offline are announced to their matches.
 */
export function createPresenceTracker(deps: {
  db: Kysely<Database>;
  bus: EventBus;
  sockets: SocketRegistry;
  logger: Logger;
  renewEveryMs?: number;
}): PresenceTracker {
  const { db, bus, sockets, logger } = deps;
  const log = logger;
  return {
    renewEveryMs: deps.renewEveryMs ?? PRESENCE_RENEW_MS,
    async arrived(userId) {
      try {
        const at = await recordActive(db, [userId]);
        await announcePresence({ db, bus, log }, userId, {
          online: true,
          lastActiveAt: at.toISOString(),
        });
      } catch (error) {
        // A hint of the moment: the chat's next presence read corrects it.
        logger.warn({ err: error, userId }, 'presence not announced');
      }
    },
    async left(userId) {
      try {
        // Another gateway (or a socket opened since) may still hold one of theirs.
        if (await sockets.isOnline(userId)) return;
        const at = await recordActive(db, [userId]);
        await announcePresence({ db, bus, log }, userId, {
          online: false,
          lastActiveAt: at.toISOString(),
        });
      } catch (error) {
        logger.warn({ err: error, userId }, 'presence not announced');
      }
    },
    async renew(open) {
      if (open.length === 0) return;
      try {
        await sockets.renew(open, ONLINE_TTL_MS);
        await recordActive(
          db,
          open.map((socket) => socket.userId),
        );
      } catch (error) {
        logger.warn({ err: error, sockets: open.length }, 'presence not renewed');
      }
    },
  };
}
