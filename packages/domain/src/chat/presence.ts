import { type Presence, UNKNOWN_PRESENCE } from '@starmatch/contracts/presence';
import type { DatabaseHandle } from '@starmatch/db/connection';
import {
  eitherHidesActivity,
  findLastActive,
  presenceAudience,
} from '@starmatch/db/queries/presence';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import type { SocketRegistry } from '@starmatch/messaging/socket-registry';
import { publishToUsers } from './publish-to-users.js';

// Presence: whether a match has Starmatch open, or when they last had (docs/ARCHITECTURE.md
// "Read receipts and presence").

/**
 * Tells each of the person's matches that they came online or went offline, except when either
 * of a pair hides their activity. A lost event costs only until the chat's next presence read.
 */
export async function announcePresence(
  deps: { db: DatabaseHandle['db']; bus: EventBus; log: Pick<MessagingLogger, 'warn'> },
  userId: string,
  presence: Presence,
): Promise<void> {
  const audience = await presenceAudience(deps.db, userId);
  if (audience.length === 0) return;
  await publishToUsers(deps.bus, deps.log, audience, { type: 'presence', userId, ...presence });
}

/** What `viewerId` may know of `otherUserId`'s presence: unknown when either hides it. */
export async function readPresence(
  deps: { db: DatabaseHandle['db']; sockets: SocketRegistry },
  viewerId: string,
  otherUserId: string,
): Promise<Presence> {
  if (await eitherHidesActivity(deps.db, viewerId, otherUserId)) return UNKNOWN_PRESENCE;
  const [online, lastActiveAt] = await Promise.all([
    deps.sockets.isOnline(otherUserId),
    findLastActive(deps.db, otherUserId),
  ]);
  return { online, lastActiveAt: lastActiveAt?.toISOString() ?? null };
}
