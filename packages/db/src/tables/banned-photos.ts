import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/** A perceptual hash of a banned person's photo, kept while the ban stands. */
export interface BannedPhotoHashesTable {
  id: Generated<string>;
  /** 64 bits as 16 lowercase hex digits. */
  hash: string;
  /** Null once the banned account is deleted. */
  banned_user_id: string | null;
  banned_at: Timestamp;
  /** The evidence copy the hash was taken from, while retention keeps it; else null. */
  evidence_sha256: string | null;
}

/** An upload close to a banned photo, kept out of `photos` until a moderator decides. */
export interface HeldPhotosTable {
  /** The photo id the file is named after; a release keeps it. */
  id: string;
  user_id: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
  hash: string;
  /** The banned hash it matched; null if that row is gone. */
  banned_hash_id: string | null;
  distance: number;
  created_at: Timestamp;
}

export type BannedPhotoHashRow = Selectable<BannedPhotoHashesTable>;
export type HeldPhotoRow = Selectable<HeldPhotosTable>;
