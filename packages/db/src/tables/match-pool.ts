import type { GeneratedAlways, Selectable } from 'kysely';
import type { CalendarDate, NullableTimestamp } from './column-types.js';
import type { UserGender } from './users.js';

/**
 * Everyone who can be matched at all, one narrow row each, kept by triggers (migration
 * 2026-12-03T00-00-00-match-pool): written by the database, only ever read by the app.
 */
export interface MatchPoolTable {
  user_id: string;
  gender: UserGender;
  date_of_birth: CalendarDate;
  /** date_of_birth as the number YYYYMMDD, for integer age arithmetic (visibility.ts). */
  birth_key: GeneratedAlways<number>;
  sexual_orientation: string;
  city: string | null;
  zodiac_sign: string;
  age_range_min: number;
  age_range_max: number;
  /** settings.preferred_age_ranges, '{}' without settings. */
  age_ranges: string[];
  /** settings.preferred_cities, '{}' without settings. */
  cities: string[];
  suspended_until: NullableTimestamp;
}

export type MatchPoolEntry = Selectable<MatchPoolTable>;
