import type { DatabaseHandle } from '@starmatch/db/connection';
import { markMatchMessagesRead } from '@starmatch/db/queries/messages';
import { eitherHidesActivity } from '@starmatch/db/queries/presence';
import type { ReceiptViewer } from '@starmatch/db/views/message-view';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import { publishToUsers } from '../publish-to-users.js';

export interface ReadReceiptDeps {
  db: DatabaseHandle['db'];
  bus: EventBus;
  log: Pick<MessagingLogger, 'warn'>;
}

/**
 * The reader has the match's messages in front of them: everything they received in it is read.
 * When anything was unread, the sender's sockets hear `messages_read` (on whichever gateway
 * holds them), unless either of the two hides their activity. Both the REST read of the messages
 * and the gateway's `mark_read` frame come here (docs/ARCHITECTURE.md "Read receipts and
 * presence").
 */
export async function markChatRead(
  deps: ReadReceiptDeps,
  params: { matchId: string; readerId: string; senderId: string },
): Promise<Date | null> {
  const { readAt } = await markMatchMessagesRead(deps.db, {
    matchId: params.matchId,
    userId: params.readerId,
  });
  if (readAt === null) return null;
  if (await eitherHidesActivity(deps.db, params.readerId, params.senderId)) return readAt;
  await publishToUsers(deps.bus, deps.log, [params.senderId], {
    type: 'messages_read',
    matchId: params.matchId,
    readerId: params.readerId,
    readAt: readAt.toISOString(),
  });
  return readAt;
}

/**
 * Who `viewerId` is as a viewer of the match's messages (toMessageView): whether either of the
 * two hides their activity, which keeps the receipts on the viewer's own messages back.
 */
export async function receiptViewerOf(
  db: DatabaseHandle['db'],
  viewerId: string,
  otherUserId: string,
): Promise<ReceiptViewer> {
  return { viewerId, activityHidden: await eitherHidesActivity(db, viewerId, otherUserId) };
}
