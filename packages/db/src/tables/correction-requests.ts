import type { CorrectionStatus } from '@starmatch/contracts/corrections';
import type { Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.js';
import type { UserGender } from './users.js';

/** A person's request to correct their name, date of birth or gender; null leaves a detail as it is. */
export interface CorrectionRequestsTable {
  id: Generated<string>;
  user_id: string;
  full_name: string | null;
  /** 'YYYY-MM-DD'. */
  date_of_birth: string | null;
  gender: UserGender | null;
  reason: string;
  status: CorrectionStatus;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  moderator_id: string | null;
}

export type CorrectionRequestRow = Selectable<CorrectionRequestsTable>;
