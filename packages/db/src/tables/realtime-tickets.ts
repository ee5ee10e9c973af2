import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.js';

export interface RealtimeTicketsTable {
  /** Hex SHA-256 of the ticket; the raw ticket is only ever in the client's hands. */
  ticket_hash: string;
  user_id: string;
  /** The session that asked for it, so ending that session closes the socket it opened. */
  session_token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export type RealtimeTicket = Selectable<RealtimeTicketsTable>;
export type NewRealtimeTicket = Insertable<RealtimeTicketsTable>;
