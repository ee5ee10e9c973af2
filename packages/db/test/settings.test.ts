import { describe, expect, it } from 'vitest';
import { ensureSettings, findPreferences, savePreferences } from '../src/queries/settings.js';
import { fileDatabase } from './support/file-database.js';
import { insertUser } from './support/fixtures.js';

const test = fileDatabase();

describe('preferences', () => {
  it('answers empty lists before anything was saved', async () => {
    const user = await insertUser(test.db);
    expect(await findPreferences(test.db, user.id)).toEqual({
      preferredAgeRanges: [],
      preferredCities: [],
      hideActivity: false,
    });
  });

  it('saves, replaces and reads back both lists in their order', async () => {
    const user = await insertUser(test.db);
    expect(
      await savePreferences(test.db, user.id, {
        preferredAgeRanges: ['32-38', '18-25'],
        preferredCities: ['North Shore'],
      }),
    ).toEqual({
      preferredAgeRanges: ['32-38', '18-25'],
      preferredCities: ['North Shore'],
      hideActivity: false,
    });
    await savePreferences(test.db, user.id, {
      preferredAgeRanges: [],
      preferredCities: ['Hamilton'],
    });
    expect(await findPreferences(test.db, user.id)).toEqual({
      preferredAgeRanges: [],
      preferredCities: ['Hamilton'],
      hideActivity: false,
    });
  });

  it('saves hideActivity when given and keeps it when a save leaves it out', async () => {
    const user = await insertUser(test.db);
    expect(
      await savePreferences(test.db, user.id, {
        preferredAgeRanges: [],
        preferredCities: [],
        hideActivity: true,
      }),
    ).toEqual({ preferredAgeRanges: [], preferredCities: [], hideActivity: true });
    expect(
      await savePreferences(test.db, user.id, {
        preferredAgeRanges: ['18-25'],
        preferredCities: [],
      }),
    ).toEqual({ preferredAgeRanges: ['18-25'], preferredCities: [], hideActivity: true });
  });

  it('drops stored values that are no longer in the constant lists', async () => {
    const user = await insertUser(test.db);
    await test.db
      .insertInto('settings')
      .values({
        user_id: user.id,
        preferred_age_ranges: ['26-31', '40-45'],
        preferred_cities: ['Dunedin', 'Auckland'],
      })
      .execute();
    expect(await findPreferences(test.db, user.id)).toEqual({
      preferredAgeRanges: ['26-31'],
      preferredCities: ['Auckland'],
      hideActivity: false,
    });
  });

  it('ensureSettings adds an empty row once and never overwrites saved preferences', async () => {
    const user = await insertUser(test.db);
    await ensureSettings(test.db, user.id);
    await ensureSettings(test.db, user.id);
    const rows = await test.db
      .selectFrom('settings')
      .select(['preferred_age_ranges', 'preferred_cities'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ preferred_age_ranges: [], preferred_cities: [] }]);
    await savePreferences(test.db, user.id, { preferredAgeRanges: ['49-55'], preferredCities: [] });
    await ensureSettings(test.db, user.id);
    expect((await findPreferences(test.db, user.id)).preferredAgeRanges).toEqual(['49-55']);
  });
});
