import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.js';

export interface EmailVerificationsTable {
  id: Generated<string>;
  user_id: string;
  /** Hash of the 6-character code. */
  code_hash: string;
  expires_at: Timestamp;
  /** The person's wrong tries, the same on each of their live codes; all are dead after 5. */
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export type EmailVerification = Selectable<EmailVerificationsTable>;
export type NewEmailVerification = Insertable<EmailVerificationsTable>;
export type EmailVerificationUpdate = Updateable<EmailVerificationsTable>;

export interface PasswordResetsTable {
  /** Hash of the reset token (primary key); the raw token is only ever emailed. */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type PasswordReset = Selectable<PasswordResetsTable>;
export type NewPasswordReset = Insertable<PasswordResetsTable>;
export type PasswordResetUpdate = Updateable<PasswordResetsTable>;
