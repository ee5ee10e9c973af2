import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

export interface AppStateTable {
  key: string;
  /** jsonb, read parsed; written as a JSON string so arrays are not mistaken for text[]. */
  value: ColumnType<JsonValue, string, string>;
  updated_at: CreatedAt;
}

export type AppState = Selectable<AppStateTable>;
export type NewAppState = Insertable<AppStateTable>;
export type AppStateUpdate = Updateable<AppStateTable>;
