import type { AppealSanction, AppealStatus } from '@starmatch/contracts/appeals';
import type { Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.js';

/** A person's appeal of a suspension or ban, and the moderator's decision on it. */
export interface AppealsTable {
  id: Generated<string>;
  user_id: string;
  /** The report whose action the sanction was; null once retention deleted the report. */
  report_id: string | null;
  sanction: AppealSanction;
  text: string;
  status: AppealStatus;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  moderator_id: string | null;
  /** The deciding moderator's name as it was. */
  moderator_name: string | null;
  note: string | null;
}

export type AppealRow = Selectable<AppealsTable>;
