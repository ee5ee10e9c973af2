import { randomUUID } from 'node:crypto';
import { matchProfileSchema } from '@starmatch/contracts/match-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { acceptRequest, sendRequest } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

function profileOf(matchId: string, person?: Person) {
  return call(api, 'GET', `/api/matches/${matchId}/profile`, undefined, { token: person?.token });
}

/** An Aries of 30 who wants 25-35 and a Leo of 32 who wants 28-36, both in Auckland, matched. */
async function matchedPair() {
  const her = await signedInPerson(api.db, {
    gender: 'Female',
    fullName: 'Aroha Ngata',
    sign: 'aries',
    age: 30,
    ageRangeMin: 25,
    ageRangeMax: 35,
    photos: 3,
  });
  const him = await signedInPerson(api.db, {
    gender: 'Male',
    fullName: 'Nikau Reid',
    sign: 'leo',
    age: 32,
    ageRangeMin: 28,
    ageRangeMax: 36,
    photos: 2,
  });
  const matchId = await acceptRequest(api, him, await sendRequest(api, her, him));
  return { her, him, matchId };
}

describe('GET /api/matches/:id/profile', () => {
  it("answers the other person's card with why the two match, scored the same both ways", async () => {
    const { her, him, matchId } = await matchedPair();
    const response = await profileOf(matchId, her);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(matchProfileSchema.parse(body)).toEqual(body);
    const photo = (position: number) => `/uploads/profiles/${him.userId}/${position}.webp`;
    // 30 + trine 40 + ages 8.9 (her 30 is 2 of 4 years off the middle of his range: 0.55; his 32
    // is 2 of 5 off hers: 0.64) + both in Auckland 10 + profiles 2.4 = 91.4.
    expect(body).toEqual({
      userId: him.userId,
      fullName: 'Nikau Reid',
      age: 32,
      gender: 'Male',
      bio: 'Loves the outdoors and good coffee.',
      profileImageUrl: photo(0),
      photos: [photo(0), photo(1)],
      zodiacSign: 'leo',
      location: 'Auckland, Auckland',
      compatibility: {
        score: 91,
        level: 'great',
        headline:
          "Aries and Leo share a spark and a love of adventure, and you're both in Auckland.",
        factors: [
          expect.objectContaining({
            kind: 'signs',
            title: 'Both fire',
            detail: 'trine',
            points: 40,
          }),
          expect.objectContaining({ kind: 'places', title: 'Both in Auckland', points: 10 }),
          expect.objectContaining({ kind: 'ages', title: 'Ages that work', points: 9 }),
          expect.objectContaining({ kind: 'profiles', title: 'More to discover', points: 2 }),
        ],
      },
    });
    const back = (await profileOf(matchId, him)).json();
    expect(back.userId).toBe(her.userId);
    expect(back.compatibility.score).toBe(91);
    expect(back.compatibility.headline).toBe(
      "Leo and Aries share a spark and a love of adventure, and you're both in Auckland.",
    );
  });

  it('is 404 to someone outside the match, for an unknown match and once it has ended, 400 for a bad id, 401 signed out', async () => {
    const { her, him, matchId } = await matchedPair();
    const stranger = await signedInPerson(api.db, { gender: 'Female' });
    expect((await profileOf(matchId, stranger)).statusCode).toBe(404);
    expect((await profileOf(randomUUID(), her)).statusCode).toBe(404);
    const bad = await profileOf('not-an-id', her);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Must be a valid id' });
    expect((await profileOf(matchId)).statusCode).toBe(401);
    await call(api, 'DELETE', `/api/matches/${matchId}/unmatch`, undefined, { token: him.token });
    const ended = await profileOf(matchId, her);
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toEqual({ message: expect.any(String) });
  });
});
