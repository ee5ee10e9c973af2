import { userChannel } from '@starmatch/contracts/bus-events';
import type { ClientFrame, ServerFrame } from '@starmatch/contracts/realtime';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import type { Database } from '@starmatch/db/database';
import { findMatchOfMember } from '@starmatch/db/queries/matches';
import { insertMessageOnce } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { Kysely } from 'kysely';
import { MatchMembershipCache } from './match-membership-cache.js';
import type { Connection } from './user-connections.js';

export interface ClientFrameHandlers {
  /** Acts on one valid frame; the returned frame (if any) goes back to the sending socket only. */
  handle(connection: Connection, frame: ClientFrame): Promise<ServerFrame | null>;
  /** Called when this process hears that a match ended. */
  forgetMatch(matchId: string): void;
}

const FOREIGN_KEY_VIOLATION = '23503';

function matchNotFound(clientMessageId: string | undefined): ServerFrame {
  return {
    type: 'error',
    message: WS_ERROR_MESSAGES.matchNotFound,
    ...(clientMessageId ? { clientMessageId } : {}),
  };
}

export function createClientFrameHandlers(deps: {
  db: Kysely<Database>;
  bus: EventBus;
}): ClientFrameHandlers {
  const { db, bus } = deps;
  const memberships = new MatchMembershipCache();

  /** Someone else's match answers exactly like a match that does not exist. */
  async function otherMember(userId: string, matchId: string, otherUserId: string) {
    let other = memberships.get(userId, matchId);
    if (other === undefined) {
      other = (await findMatchOfMember(db, { matchId, userId }))?.otherUserId;
      if (other !== undefined) memberships.set(userId, matchId, other);
    }
    return other === otherUserId;
  }

  return {
    forgetMatch(matchId) {
      memberships.forgetMatch(matchId);
    },
    async handle(connection, frame) {
      const { userId } = connection;
      if (frame.type === 'typing') {
        if (!(await otherMember(userId, frame.matchId, frame.otherUserId))) return null;
        await bus.publish(userChannel(frame.otherUserId), {
          type: 'typing',
          matchId: frame.matchId,
          userId,
          isTyping: frame.isTyping,
        });
        return null;
      }

      if (!(await otherMember(userId, frame.matchId, frame.otherUserId))) {
        return matchNotFound(frame.clientMessageId);
      }
      // Persisted before anyone hears of it: an acknowledged message is never lost.
      let stored: Awaited<ReturnType<typeof insertMessageOnce>>;
      try {
        stored = await insertMessageOnce(db, {
          matchId: frame.matchId,
          senderId: userId,
          receiverId: frame.otherUserId,
          content: frame.content,
          clientMessageId: frame.clientMessageId ?? null,
        });
      } catch (error) {
        // The match was deleted between the membership check and the insert (an unmatch).
        if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
        memberships.forgetMatch(frame.matchId);
        return matchNotFound(frame.clientMessageId);
      }
      const { message, created } = stored;
      const event = {
        type: 'new_message',
        message: toMessageView(message),
        matchId: frame.matchId,
      } as const;
      if (!created) return event; // a retry: answer the sender, tell no one twice
      await Promise.all([
        bus.publish(userChannel(userId), event),
        bus.publish(userChannel(frame.otherUserId), event),
      ]);
      return null;
    },
  };
}
