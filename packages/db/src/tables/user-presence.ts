import type { Selectable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export interface UserPresenceTable {
  user_id: string;
  /** When their last socket closed, or the latest minute one was open. */
  last_active_at: CreatedAt;
}

export type UserPresence = Selectable<UserPresenceTable>;
