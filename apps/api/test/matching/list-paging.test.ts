import { randomUUID } from 'node:crypto';
import { encodeListCursor, NEXT_CURSOR_HEADER } from '@starmatch/contracts/list-page';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { createPendingRequest } from '@starmatch/db/queries/match-requests';
import { createMatch } from '@starmatch/db/queries/matches';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { type Person, signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const BASE = Date.parse('2026-03-01T09:00:00.000Z');

/** `count` matches of hers, the i-th made i minutes after BASE unless `tiedWith` moves it to another's minute. */
async function matchesOf(her: Person, count: number, tiedWith: Record<number, number> = {}) {
  const made: Array<{ id: string; at: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const him = await createPerson(api.db, { gender: 'Male', age: 32 });
    const { id } = await createMatch(api.db, { userId: her.userId, otherUserId: him });
    const at = BASE + (tiedWith[i] ?? i) * 60_000;
    await api.db
      .updateTable('matches')
      .set({ created_at: new Date(at) })
      .where('id', '=', id)
      .execute();
    made.push({ id, at });
  }
  // Newest first, and the larger id first between two of the same instant.
  return made.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((row) => row.id);
}

async function page(path: string, token: string) {
  const answer = await call(api, 'GET', path, undefined, { token });
  expect(answer.statusCode).toBe(200);
  const next = answer.headers[NEXT_CURSOR_HEADER];
  return {
    ids: (answer.json() as Array<{ id: string }>).map((row) => row.id),
    next: typeof next === 'string' ? next : undefined,
  };
}

describe('GET /api/matches a page at a time', () => {
  it('walks the list in pages of `limit`, exactly once each, ties split by id, and ends without a cursor', async () => {
    const her = await signedInPerson(api.db);
    // The 3rd and 4th share an instant, and fall on either side of the first page boundary.
    const expected = await matchesOf(her, 5, { 2: 3 });
    const first = await page('/api/matches?limit=2', her.token);
    expect(first.ids).toEqual(expected.slice(0, 2));
    expect(first.next).toBeDefined();

    // A match made meanwhile goes to the top and shifts nothing after the cursor.
    await matchesOf(her, 1, { 0: 60 });
    const second = await page(`/api/matches?limit=2&cursor=${first.next}`, her.token);
    expect(second.ids).toEqual(expected.slice(2, 4));
    const third = await page(`/api/matches?limit=2&cursor=${second.next}`, her.token);
    expect(third.ids).toEqual(expected.slice(4));
    expect(third.next).toBeUndefined();
  });

  it('answers 50 by default, at most 100, and nothing past the end', async () => {
    const her = await signedInPerson(api.db);
    const expected = await matchesOf(her, 51);
    const byDefault = await page('/api/matches', her.token);
    expect(byDefault.ids).toEqual(expected.slice(0, 50));
    const rest = await page(`/api/matches?cursor=${byDefault.next}`, her.token);
    expect(rest).toEqual({ ids: expected.slice(50), next: undefined });
    expect(await page('/api/matches?limit=100', her.token)).toEqual({
      ids: expected,
      next: undefined,
    });

    const pastTheEnd = encodeListCursor({ atMicros: '0', id: randomUUID() });
    expect(await page(`/api/matches?cursor=${pastTheEnd}`, her.token)).toEqual({
      ids: [],
      next: undefined,
    });
  });

  it('refuses a cursor it did not make and a limit over 100 with 400, as for any bad query', async () => {
    const her = await signedInPerson(api.db);
    for (const query of [
      'cursor=not-a-cursor',
      'cursor=MTIz',
      'cursor=%00',
      'limit=101',
      'limit=0',
    ]) {
      const answer = await call(api, 'GET', `/api/matches?${query}`, undefined, {
        token: her.token,
      });
      expect(answer.statusCode, query).toBe(400);
      const message = {
        'limit=101': VALIDATION_MESSAGES.limit,
        'limit=0': VALIDATION_MESSAGES.limit,
      }[query];
      expect((answer.json() as { message: string }).message, query).toContain(
        message ?? VALIDATION_MESSAGES.cursor,
      );
    }
  });
});

describe('GET /api/matches/requests a page at a time', () => {
  it('pages the pending requests newest first, and refuses a bad cursor with 400', async () => {
    const her = await signedInPerson(api.db);
    const sent: Array<{ id: string; at: number }> = [];
    for (let i = 0; i < 3; i += 1) {
      const him = await createPerson(api.db, { gender: 'Male', age: 32 });
      const { id } = await createPendingRequest(api.db, { fromUser: him, toUser: her.userId });
      const at = BASE + i * 60_000;
      await api.db
        .updateTable('match_requests')
        .set({ created_at: new Date(at) })
        .where('id', '=', id)
        .execute();
      sent.push({ id, at });
    }
    const expected = sent.sort((a, b) => b.at - a.at).map((row) => row.id);
    const first = await page('/api/matches/requests?limit=2', her.token);
    expect(first.ids).toEqual(expected.slice(0, 2));
    const second = await page(`/api/matches/requests?limit=2&cursor=${first.next}`, her.token);
    expect(second).toEqual({ ids: expected.slice(2), next: undefined });

    const bad = await call(api, 'GET', '/api/matches/requests?cursor=bad', undefined, {
      token: her.token,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain(VALIDATION_MESSAGES.cursor);
  });
});
