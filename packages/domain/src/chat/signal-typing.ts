import type { EventBus } from '@starmatch/messaging/event-bus';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import type { MatchMembership } from './match-membership.js';
import { publishToUsers } from './publish-to-users.js';

/**
 * Tells the other member of a match that `userId` started or stopped typing. Only they hear it:
 * a match of someone else's is ignored exactly like one that does not exist. Nothing is stored
 * or answered, and a notice that fails is only logged: it is a hint of the moment, and the SPA
 * clears a typing indicator after 3 s by itself.
 */
export async function signalTyping(
  deps: { membership: MatchMembership; bus: EventBus; log: Pick<MessagingLogger, 'warn'> },
  notice: { userId: string; matchId: string; otherUserId: string; isTyping: boolean },
): Promise<void> {
  const { userId, matchId, otherUserId, isTyping } = notice;
  let other: string | undefined;
  try {
    other = await deps.membership.otherMemberOf(userId, matchId);
  } catch (error) {
    deps.log.warn({ err: error, userId, matchId }, 'typing relay failed');
    return;
  }
  if (other !== otherUserId) return;
  await publishToUsers(deps.bus, deps.log, [otherUserId], {
    type: 'typing',
    matchId,
    userId,
    isTyping,
  });
}
