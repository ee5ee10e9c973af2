import { readDeckCards } from '@starmatch/db/queries/deck-page';
import { listDeck } from '@starmatch/db/queries/decks';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { clearPeople, createPerson } from '@starmatch/db/testing-people';
import { UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeckBuildProcessor } from '../src/processors/deck-build-processor.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});
beforeEach(async () => {
  await clearPeople(test.db);
});

const context = { jobId: 'test', attempt: 1 };

/** An Aries woman and five men of known signs she can see, plus one she cannot. */
async function ariesAndHerCrowd() {
  const viewer = await createPerson(test.db, { gender: 'Female', sign: 'aries' });
  const men = {
    leo: await createPerson(test.db, { gender: 'Male', sign: 'leo' }),
    gemini: await createPerson(test.db, { gender: 'Male', sign: 'gemini' }),
    libra: await createPerson(test.db, { gender: 'Male', sign: 'libra' }),
    cancer: await createPerson(test.db, { gender: 'Male', sign: 'cancer' }),
    taurus: await createPerson(test.db, { gender: 'Male', sign: 'taurus' }),
  };
  await createPerson(test.db, {
    gender: 'Male',
    sign: 'sagittarius',
    city: 'Hamilton',
    preferredCities: ['Hamilton'],
  });
  return { viewer, men };
}

describe('deck.build processor', () => {
  it('stores everyone visible, best compatibility first', async () => {
    const { viewer, men } = await ariesAndHerCrowd();
    const result = await createDeckBuildProcessor(test.db)(
      { userId: viewer, reason: 'refresh' },
      context,
    );
    expect(result).toEqual({ deckSize: 5, visible: 5 });
    // The same age, city and profile for all: the sign points on top of the same 47.
    expect(await listDeck(test.db, viewer)).toEqual([
      { candidateId: men.leo, score: 87, level: 'great' },
      { candidateId: men.gemini, score: 77, level: 'good' },
      { candidateId: men.libra, score: 63, level: 'good' },
      { candidateId: men.cancer, score: 47, level: 'challenging' },
      { candidateId: men.taurus, score: 35, level: 'challenging' },
    ]);
  });

  it('keeps only the best deckSize and replaces the previous deck', async () => {
    const { viewer, men } = await ariesAndHerCrowd();
    const process = createDeckBuildProcessor(test.db, { deckSize: 2 });
    expect(await process({ userId: viewer, reason: 'refresh' }, context)).toEqual({
      deckSize: 2,
      visible: 3,
    });
    await test.db
      .insertInto('decisions')
      .values({ from_user: viewer, to_user: men.leo, is_like: false })
      .execute();
    await process({ userId: viewer, reason: 'deck_low' }, context);
    expect((await listDeck(test.db, viewer)).map((entry) => entry.candidateId)).toEqual([
      men.gemini,
      men.libra,
    ]);
  });

  it('empties the deck of someone without a profile, who drops out of every deck at once', async () => {
    const { viewer, men } = await ariesAndHerCrowd();
    const process = createDeckBuildProcessor(test.db);
    await process({ userId: viewer, reason: 'profile_updated' }, context);
    await process({ userId: men.leo, reason: 'refresh' }, context);
    expect(
      (await readDeckCards(test.db, { userId: men.leo })).map((entry) => entry.userId),
    ).toEqual([viewer]);
    await test.db.deleteFrom('profiles').where('user_id', '=', viewer).execute();
    expect(await process({ userId: viewer, reason: 'profile_updated' }, context)).toEqual({
      deckSize: 0,
      visible: 0,
    });
    expect(await listDeck(test.db, viewer)).toEqual([]);
    expect(await readDeckCards(test.db, { userId: men.leo })).toEqual([]);
  });

  it('after a profile change writes only the person’s own deck', async () => {
    const { viewer, men } = await ariesAndHerCrowd();
    const result = await createDeckBuildProcessor(test.db)(
      { userId: viewer, reason: 'profile_updated' },
      context,
    );
    expect(result).toEqual({ deckSize: 5, visible: 5 });
    const owners = await test.db.selectFrom('decks').select('user_id').distinct().execute();
    expect(owners).toEqual([{ user_id: viewer }]);
    expect(await listDeck(test.db, men.leo)).toEqual([]);
  });

  it('refuses a malformed payload without retrying', async () => {
    const process = createDeckBuildProcessor(test.db);
    await expect(process({ userId: 'nope', reason: 'refresh' }, context)).rejects.toBeInstanceOf(
      UnrecoverableJobError,
    );
    await expect(
      process({ userId: '00000000-0000-4000-8000-000000000000', reason: 'whim' }, context),
    ).rejects.toBeInstanceOf(UnrecoverableJobError);
  });
});
