import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export interface DecksTable {
  user_id: string;
  candidate_id: string;
  /** Compatibility score 0..100. */
  score: number;
  level: string;
  /** The card's `compatibility`, as JSON text. */
  compatibility: string;
  built_at: CreatedAt;
}

export type DeckEntry = Selectable<DecksTable>;
export type NewDeckEntry = Insertable<DecksTable>;
export type DeckEntryUpdate = Updateable<DecksTable>;

/** The last build of a person's deck: how many people they could see then, and how many it kept. */
export interface DeckBuildsTable {
  user_id: string;
  built_at: CreatedAt;
  visible: number;
  kept: number;
}

export type DeckBuild = Selectable<DeckBuildsTable>;
