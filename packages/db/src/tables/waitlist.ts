import type { WaitlistAgeGroup, WaitlistGender } from '@starmatch/contracts/constants';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export interface WaitlistTable {
  id: Generated<string>;
  /** Stored lowercased; unique on lower(email). */
  email: string;
  age_group: WaitlistAgeGroup;
  gender: WaitlistGender;
  is_nz_based: boolean;
  /** Taken from the request, never from the body. */
  ip_address: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export type WaitlistEntry = Selectable<WaitlistTable>;
export type NewWaitlistEntry = Insertable<WaitlistTable>;
export type WaitlistEntryUpdate = Updateable<WaitlistTable>;
