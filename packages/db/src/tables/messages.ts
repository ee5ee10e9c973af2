import type { MessageType } from '@starmatch/contracts/messages';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './column-types.js';

export interface MessagesTable {
  /** uuid v7 made by the app (newMessageId), so ids sort by creation time. */
  id: string;
  match_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  message_type: ColumnType<MessageType, MessageType | undefined, MessageType>;
  /** Client-chosen idempotency key: a retried send with the same key is stored once. */
  client_message_id: string | null;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
}

export type Message = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type MessageUpdate = Updateable<MessagesTable>;
