import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './column-types.js';

/** One like or pass per pair, the first decision (a pass may become a like). */
export interface DecisionsTable {
  from_user: string;
  to_user: string;
  is_like: boolean;
  created_at: CreatedAt;
}

export type Decision = Selectable<DecisionsTable>;
export type NewDecision = Insertable<DecisionsTable>;
export type DecisionUpdate = Updateable<DecisionsTable>;
