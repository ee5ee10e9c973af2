import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/**
 * A message of a match that ended, kept unreadable by either person for a report made from
 * 'Past matches' until the retention job deletes it. The ids reference nothing, so the copy
 * outlives the match and both accounts.
 */
export interface KeptMessagesTable {
  /** The message's own id (uuid v7), so the copy keeps its order. */
  id: string;
  /** The id the match had. */
  match_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Timestamp;
  /** When the match ended; the retention job deletes by it. */
  ended_at: Timestamp;
}

export type KeptMessage = Selectable<KeptMessagesTable>;
export type NewKeptMessage = Insertable<KeptMessagesTable>;
