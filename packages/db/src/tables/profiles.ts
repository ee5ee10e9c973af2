import type { ZodiacSign } from '@starmatch/zodiac/signs';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export interface ProfilesTable {
  /** One profile per user: the user id is the primary key. */
  user_id: string;
  bio: string;
  sexual_orientation: string;
  /** Free text "City, Region" as the person typed it. */
  location: string;
  /** Normalised city from the city list, or null when the location names none of them. */
  city: string | null;
  age_range_min: number;
  age_range_max: number;
  zodiac_sign: ZodiacSign;
  profile_image_url: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;

export interface PhotosTable {
  id: Generated<string>;
  user_id: string;
  /** 0..5, unique per user; 0 is the main photo. */
  position: number;
  url: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
  created_at: CreatedAt;
}

export type Photo = Selectable<PhotosTable>;
export type NewPhoto = Insertable<PhotosTable>;
export type PhotoUpdate = Updateable<PhotosTable>;

/** text[] with an empty-array default; an empty list means "no restriction". */
type TextList = ColumnType<string[], string[] | undefined, string[]>;

export interface SettingsTable {
  user_id: string;
  preferred_age_ranges: TextList;
  preferred_cities: TextList;
  /** Hides the person's read receipts and activity, and others' from them. */
  hide_activity: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: CreatedAt;
}

export type Settings = Selectable<SettingsTable>;
export type NewSettings = Insertable<SettingsTable>;
export type SettingsUpdate = Updateable<SettingsTable>;
