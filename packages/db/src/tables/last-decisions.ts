import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './column-types.js';

/**
 * A person's latest like or pass, the decision Undo may take back (migrations
 * 2026-12-06T00-00-20-last-swipes and 2026-12-09T00-00-00-deck-vocabulary).
 */
export interface LastDecisionsTable {
  user_id: string;
  candidate_id: string;
  is_like: boolean;
  /** The deck's score for the pair when the pass took them off it; null if they were not on it. */
  score: number | null;
  /** The explanation that went with `score`, as JSON text. */
  compatibility: string | null;
  decided_at: CreatedAt;
  undone_at: NullableTimestamp;
}

export type LastDecision = Selectable<LastDecisionsTable>;
export type NewLastDecision = Insertable<LastDecisionsTable>;
