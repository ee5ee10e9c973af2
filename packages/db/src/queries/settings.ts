import {
  CITIES,
  type City,
  SETTINGS_AGE_RANGES,
  type SettingsAgeRange,
} from '@starmatch/contracts/constants';
import type { Settings as Preferences, UpdateSettingsRequest } from '@starmatch/contracts/settings';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

const AGE_RANGES: ReadonlySet<string> = new Set(SETTINGS_AGE_RANGES);
const CITY_NAMES: ReadonlySet<string> = new Set(CITIES);

function isAgeRange(value: string): value is SettingsAgeRange {
  return AGE_RANGES.has(value);
}

function isCity(value: string): value is City {
  return CITY_NAMES.has(value);
}

const NO_PREFERENCES: Preferences = {
  preferredAgeRanges: [],
  preferredCities: [],
  hideActivity: false,
};

/**
 * The user's age-range and city preferences (empty lists, no restriction, when none were saved)
 * and whether they hide their activity.
 * A stored value that has since left the constant lists is dropped rather than passed on.
 */
export async function findPreferences(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('settings')
    .select(['preferred_age_ranges', 'preferred_cities', 'hide_activity'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return NO_PREFERENCES;
  return {
    preferredAgeRanges: row.preferred_age_ranges.filter(isAgeRange),
    preferredCities: row.preferred_cities.filter(isCity),
    hideActivity: row.hide_activity,
  };
}

/**
 * Replaces both lists and, when given, the activity setting (creating the row on first save) and
 * answers what is stored.
 */
export async function savePreferences(
  db: Kysely<Database>,
  userId: string,
  preferences: UpdateSettingsRequest,
): Promise<Preferences> {
  const values = {
    preferred_age_ranges: [...preferences.preferredAgeRanges],
    preferred_cities: [...preferences.preferredCities],
    ...(preferences.hideActivity === undefined ? {} : { hide_activity: preferences.hideActivity }),
  };
  await db
    .insertInto('settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  return findPreferences(db, userId);
}

/** Adds a settings row with no preferences unless the user has one already. */
export async function ensureSettings(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
