import { listDeck, replaceDeck } from '@starmatch/db/queries/decks';
import type { TestDatabase } from '@starmatch/db/testing';
import { deckCompatibility } from '@starmatch/db/testing-deck';
import { createPair, createPerson } from '@starmatch/db/testing-people';
import { describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { decideOnCandidate } from '../../src/matching/decide-on-candidate.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

let test: TestDatabase;
let ctx: DomainContext;
useCaseContextPerFile((context) => ({ test, ctx } = context));

function decide(fromUser: string, toUser: string, isLike: boolean) {
  return decideOnCandidate(ctx, { userId: fromUser, candidateId: toUser, like: isLike });
}

async function rowsBetween(first: string, second: string) {
  const between = (table: 'decisions' | 'match_requests') =>
    test.db
      .selectFrom(table)
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user', '=', first), eb('to_user', '=', second)]),
          eb.and([eb('from_user', '=', second), eb('to_user', '=', first)]),
        ]),
      )
      .execute();
  const matches = await test.db.selectFrom('matches').select('id').execute();
  return {
    decisions: await between('decisions'),
    requests: await between('match_requests'),
    matches,
  };
}

describe('decideOnCandidate', () => {
  it('records a like once with one pending request, and a repeat answers the same', async () => {
    const { viewer, candidate } = await createPair(test.db);
    await replaceDeck(test.db, {
      userId: viewer,
      entries: [
        { candidateId: candidate, score: 90, level: 'great', compatibility: deckCompatibility(90) },
      ],
    });
    const first = await decide(viewer, candidate, true);
    expect(first).toEqual({ outcome: 'requested', repeated: false, requestId: expect.any(String) });
    const again = await decide(viewer, candidate, true);
    const changedMind = await decide(viewer, candidate, false);
    const requestId = first.outcome === 'requested' ? first.requestId : null;
    expect(again).toEqual({ outcome: 'requested', repeated: true, requestId });
    expect(changedMind).toEqual(again);
    const rows = await rowsBetween(viewer, candidate);
    expect(rows.decisions).toMatchObject([
      { from_user: viewer, to_user: candidate, is_like: true },
    ]);
    expect(rows.requests).toMatchObject([{ id: requestId, from_user: viewer, status: 'pending' }]);
    expect(await listDeck(test.db, viewer)).toEqual([]);
  });

  it('turns a like back into a match at once, accepting the pending request', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    const sent = await decide(him, her, true);
    const back = await decide(her, him, true);
    if (sent.outcome !== 'requested' || back.outcome !== 'matched')
      throw new Error('wrong outcome');
    expect(back).toEqual({
      outcome: 'matched',
      repeated: false,
      matchId: expect.any(String),
      acceptedRequestId: sent.requestId,
    });
    const rows = await rowsBetween(her, him);
    expect(rows.decisions).toHaveLength(2);
    expect(rows.requests).toMatchObject([{ id: sent.requestId, status: 'accepted' }]);
    expect(rows.requests[0]?.responded_at).toBeInstanceOf(Date);
    expect(rows.matches.map((match) => match.id)).toContain(back.matchId);
    expect(await decide(her, him, true)).toEqual({
      outcome: 'matched',
      repeated: true,
      matchId: back.matchId,
      acceptedRequestId: null,
    });
  });

  it('makes one match when two people like each other at the same moment', async () => {
    const pairs = await Promise.all(Array.from({ length: 12 }, () => createPair(test.db)));
    const results = await Promise.all(
      pairs.flatMap(({ viewer, candidate }) => [
        decide(viewer, candidate, true),
        decide(candidate, viewer, true),
      ]),
    );
    expect(results.filter((result) => result.outcome === 'matched')).toHaveLength(12);
    for (const { viewer, candidate } of pairs) {
      const rows = await rowsBetween(viewer, candidate);
      expect(rows.requests).toMatchObject([{ status: 'accepted' }]);
    }
  });

  it('records a pass, which declines a pending request from the passed person', async () => {
    const { viewer, candidate } = await createPair(test.db);
    await decide(candidate, viewer, true);
    expect(await decide(viewer, candidate, false)).toEqual({ outcome: 'passed', repeated: false });
    expect(await decide(viewer, candidate, false)).toEqual({ outcome: 'passed', repeated: true });
    const rows = await rowsBetween(viewer, candidate);
    expect(rows.decisions.map((row) => [row.from_user, row.is_like])).toEqual(
      expect.arrayContaining([
        [viewer, false],
        [candidate, true],
      ]),
    );
    expect(rows.requests).toMatchObject([{ from_user: candidate, status: 'declined' }]);
  });

  it('turns a pass into a like and sends the request when the viewer likes after all', async () => {
    const { viewer, candidate } = await createPair(test.db);
    expect(await decide(viewer, candidate, false)).toEqual({ outcome: 'passed', repeated: false });
    const liked = await decide(viewer, candidate, true);
    expect(liked).toEqual({ outcome: 'requested', repeated: false, requestId: expect.any(String) });
    const rows = await rowsBetween(viewer, candidate);
    expect(rows.decisions).toMatchObject([
      { from_user: viewer, to_user: candidate, is_like: true },
    ]);
    expect(rows.requests).toMatchObject([
      { id: liked.outcome === 'requested' ? liked.requestId : '', status: 'pending' },
    ]);
    expect(await decide(viewer, candidate, true)).toEqual({ ...liked, repeated: true });
    expect(await decide(viewer, candidate, false)).toEqual({ ...liked, repeated: true });
  });

  it('matches at once when the passed person had asked, accepting the request the pass declined', async () => {
    const { viewer, candidate } = await createPair(test.db);
    const asked = await decide(candidate, viewer, true);
    await decide(viewer, candidate, false);
    const liked = await decide(viewer, candidate, true);
    if (asked.outcome !== 'requested' || liked.outcome !== 'matched')
      throw new Error('wrong outcome');
    expect(liked.acceptedRequestId).toBe(asked.requestId);
    const rows = await rowsBetween(viewer, candidate);
    expect(rows.requests).toMatchObject([{ id: asked.requestId, status: 'accepted' }]);
    expect(rows.matches.map((match) => match.id)).toContain(liked.matchId);
  });

  it('gives no second chance to someone who no longer fits', async () => {
    const { viewer, candidate } = await createPair(test.db);
    await decide(viewer, candidate, false);
    await test.db
      .updateTable('profiles')
      .set({ age_range_max: 18 })
      .where('user_id', '=', candidate)
      .execute();
    expect(await decide(viewer, candidate, true)).toEqual({ outcome: 'not_visible' });
    const rows = await rowsBetween(viewer, candidate);
    expect(rows.decisions).toMatchObject([{ is_like: false }]);
    expect(rows.requests).toEqual([]);
  });

  it('writes nothing for someone the viewer cannot see', async () => {
    const viewer = await createPerson(test.db, { gender: 'Female' });
    const sameGender = await createPerson(test.db, { gender: 'Female' });
    expect(await decide(viewer, sameGender, true)).toEqual({ outcome: 'not_visible' });
    expect(await decide(viewer, viewer, true)).toEqual({ outcome: 'not_visible' });
    const rows = await rowsBetween(viewer, sameGender);
    expect([rows.decisions, rows.requests]).toEqual([[], []]);
  });
});
