import type {
  AuditAction,
  Evidence,
  ModerationAction,
  ReportStatus,
} from '@starmatch/contracts/moderation';
import type { ReportCategory } from '@starmatch/contracts/reports';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.js';

export interface BlocksTable {
  blocker_id: string;
  /** Not a reference: the row, and its snapshot, outlive the blocked person's account. */
  blocked_id: string;
  /** The blocked person's name when the block was made; never updated. */
  blocked_name: string;
  /** Their main photo when the block was made (a copy of the file in the blocker's folder). */
  blocked_photo_url: string | null;
  created_at: CreatedAt;
}
export type Block = Selectable<BlocksTable>;

/** A match that ended (unmatch, block, report), kept for 'Past matches'. */
export interface EndedMatchesTable {
  /** The id the match had. */
  match_id: string;
  /** The smaller user id of the pair (CHECK user_a < user_b), as in matches. */
  user_a: string;
  user_b: string;
  matched_at: Timestamp;
  ended_at: CreatedAt;
  /** Who ended it; null once their account is deleted. */
  ended_by: string | null;
}
export type EndedMatch = Selectable<EndedMatchesTable>;

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string | null;
  reporter_name: string;
  reported_id: string | null;
  reported_name: string;
  reported_email: string;
  category: ReportCategory;
  details: string | null;
  match_id: string | null;
  evidence: ColumnType<Evidence, Evidence | string, Evidence | string>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  resolved_by_name: string | null;
  action: ModerationAction | null;
  note: string | null;
}
export type Report = Selectable<ReportsTable>;
export type NewReport = Insertable<ReportsTable>;

/** A report's evidence photos in display order, each a reference to its stored file. */
export interface ReportPhotosTable {
  report_id: string;
  position: number;
  photo_sha256: string;
}

/** Each evidence photo file once, however many reports show it (keyed by its SHA-256, hex). */
export interface EvidencePhotosTable {
  sha256: string;
  content_type: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

export interface ModerationActionsTable {
  id: Generated<string>;
  report_id: string | null;
  moderator_id: string | null;
  moderator_name: string;
  subject_id: string | null;
  subject_name: string;
  action: AuditAction;
  note: string | null;
  created_at: CreatedAt;
}
export type ModerationActionRow = Selectable<ModerationActionsTable>;

/** One email identifier of a banned person, as a keyed hash (`ban-identifier-hashes.ts`). */
export interface BanIdentifiersTable {
  identifier_hash: string;
  /** The first ban that named it. */
  banned_at: CreatedAt;
}
