import type { Gender } from '@starmatch/contracts/constants';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
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
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
