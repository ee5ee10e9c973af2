import { describe, expect, it } from 'vitest';
import {
  eitherHidesActivity,
  findLastActive,
  presenceAudience,
  recordActive,
} from '../src/queries/presence.js';
import { savePreferences } from '../src/queries/settings.js';
import { fileDatabase } from './support/file-database.js';
import { insertMatch, insertUser } from './support/fixtures.js';

const test = fileDatabase();

const hide = (userId: string, hidden: boolean) =>
  savePreferences(test.db, userId, {
    preferredAgeRanges: [],
    preferredCities: [],
    hideActivity: hidden,
  });

describe('last active', () => {
  it('is unknown until first stamped, then moves on with each stamp', async () => {
    const user = await insertUser(test.db);
    expect(await findLastActive(test.db, user.id)).toBeNull();
    const first = await recordActive(test.db, [user.id]);
    expect(await findLastActive(test.db, user.id)).toEqual(first);
    const second = await recordActive(test.db, [user.id, user.id]);
    expect(second.getTime()).toBeGreaterThanOrEqual(first.getTime());
    expect(await findLastActive(test.db, user.id)).toEqual(second);
  });

  it('leaves with the account', async () => {
    const user = await insertUser(test.db);
    await recordActive(test.db, [user.id]);
    await test.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await findLastActive(test.db, user.id)).toBeNull();
  });
});

describe('who hears whose activity', () => {
  it("is each match's other member, unless either of the two hides their activity", async () => {
    const me = await insertUser(test.db);
    const shown = await insertUser(test.db);
    const hiding = await insertUser(test.db);
    const stranger = await insertUser(test.db);
    await insertMatch(test.db, me.id, shown.id);
    await insertMatch(test.db, hiding.id, me.id);
    await hide(hiding.id, true);

    expect(await presenceAudience(test.db, me.id)).toEqual([shown.id]);
    // The one who hides hears no one and is heard by no one.
    expect(await presenceAudience(test.db, hiding.id)).toEqual([]);
    expect(await presenceAudience(test.db, stranger.id)).toEqual([]);
    expect(await eitherHidesActivity(test.db, me.id, shown.id)).toBe(false);
    expect(await eitherHidesActivity(test.db, me.id, hiding.id)).toBe(true);
    expect(await eitherHidesActivity(test.db, hiding.id, me.id)).toBe(true);

    // I hide mine: then both ways, with everyone.
    await hide(me.id, true);
    expect(await presenceAudience(test.db, me.id)).toEqual([]);
    expect(await presenceAudience(test.db, shown.id)).toEqual([]);
    expect(await eitherHidesActivity(test.db, shown.id, me.id)).toBe(true);
    await hide(me.id, false);
    expect(await presenceAudience(test.db, shown.id)).toEqual([me.id]);
  });
});
