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
  /** The email change whose new address the code went to; null for the account's own address. */
  email_change_id: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface EmailChangesTable {
  id: Generated<string>;
  user_id: string;
  /** The address the account had when the change was asked for (where the cancel link went). */
  previous_email: string;
  new_email: string;
  /** Hash of the cancel link's token; the raw token is only ever emailed. */
  cancel_token_hash: string;
  created_at: CreatedAt;
  /** When the cancel link stops working and a change still waiting for its code lapses. */
  expires_at: Timestamp;
  /** Null while the change waits for its code. */
  confirmed_at: NullableTimestamp;
}

export type EmailChange = Selectable<EmailChangesTable>;
export type NewEmailChange = Insertable<EmailChangesTable>;
