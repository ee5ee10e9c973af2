import type { Gender } from '@starmatch/contracts/constants';
import type { UserRole } from '@starmatch/contracts/moderation';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CalendarDate, CreatedAt, NullableTimestamp } from './column-types.js';

/** Alias kept so table code reads naturally; the values live in contracts. */
export type UserGender = Gender;

export interface UsersTable {
  id: Generated<string>;
  /** Always stored lowercased; unique on lower(email). */
  email: string;
  /** argon2id encoded hash. */
  password_hash: string;
  full_name: string;
  date_of_birth: CalendarDate;
  gender: UserGender;
  email_verified_at: NullableTimestamp;
  created_at: CreatedAt;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** Set by a moderator's 'suspend': no sign-in, no sessions, hidden from everyone until then. */
  suspended_until: NullableTimestamp;
  /** Set by a moderator's 'ban': the same, for good. */
  banned_at: NullableTimestamp;
  /** Set while the person pauses their account: out of every deck; matches and chats go on. */
  paused_at: NullableTimestamp;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
