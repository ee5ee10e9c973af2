import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './column-types.js';

export type MatchRequestStatus = 'pending' | 'accepted' | 'declined';

export interface MatchRequestsTable {
  id: Generated<string>;
  from_user: string;
  to_user: string;
  status: ColumnType<MatchRequestStatus, MatchRequestStatus | undefined, MatchRequestStatus>;
  created_at: CreatedAt;
  responded_at: NullableTimestamp;
}

export type MatchRequest = Selectable<MatchRequestsTable>;
export type NewMatchRequest = Insertable<MatchRequestsTable>;
export type MatchRequestUpdate = Updateable<MatchRequestsTable>;

export interface MatchesTable {
  id: Generated<string>;
  /** The smaller user id of the pair (CHECK user_a < user_b). */
  user_a: string;
  user_b: string;
  created_at: CreatedAt;
}

export type Match = Selectable<MatchesTable>;
export type NewMatch = Insertable<MatchesTable>;
export type MatchUpdate = Updateable<MatchesTable>;
