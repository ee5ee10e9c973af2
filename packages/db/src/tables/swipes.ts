import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export interface SwipesTable {
  from_user: string;
  to_user: string;
  is_like: boolean;
  created_at: CreatedAt;
}

export type Swipe = Selectable<SwipesTable>;
export type NewSwipe = Insertable<SwipesTable>;
export type SwipeUpdate = Updateable<SwipesTable>;
