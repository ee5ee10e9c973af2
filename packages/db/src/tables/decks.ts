import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export interface DecksTable {
  user_id: string;
  candidate_id: string;
  /** Compatibility score 0..100. */
  score: number;
  level: string;
  built_at: CreatedAt;
}

export type DeckEntry = Selectable<DecksTable>;
export type NewDeckEntry = Insertable<DecksTable>;
export type DeckEntryUpdate = Updateable<DecksTable>;
