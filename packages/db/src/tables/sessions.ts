import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.js';

export interface SessionsTable {
  /** Hex SHA-256 of the opaque session token; the raw token is never stored. */
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
  expires_at: Timestamp;
  user_agent: string | null;
}

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
