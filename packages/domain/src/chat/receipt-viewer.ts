import type { Database } from '@starmatch/db/database';
import { eitherHidesActivity } from '@starmatch/db/queries/presence';
import type { ReceiptViewer } from '@starmatch/db/views/message-view';
import type { Kysely } from 'kysely';

/**
 * Who `viewerId` is as a viewer of the match's messages (toMessageView): whether either of the
 * two hides their activity, which keeps the receipts on the viewer's own messages back.
 */
export async function receiptViewerOf(
  db: Kysely<Database>,
  viewerId: string,
  otherUserId: string,
): Promise<ReceiptViewer> {
  return { viewerId, activityHidden: await eitherHidesActivity(db, viewerId, otherUserId) };
}
