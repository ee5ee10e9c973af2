import type { SafetyNoticeKind } from '@starmatch/contracts/safety-notices';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.js';

/** A warning to someone who matched a person since banned. */
export interface SafetyNoticesTable {
  id: Generated<string>;
  user_id: string;
  /** Internal only, never shown: finds the notices of one ban. Null once that account is gone. */
  banned_user_id: string | null;
  kind: SafetyNoticeKind;
  created_at: Timestamp;
  dismissed_at: NullableTimestamp;
}

export type SafetyNoticeRow = Selectable<SafetyNoticesTable>;
export type NewSafetyNotice = Insertable<SafetyNoticesTable>;
