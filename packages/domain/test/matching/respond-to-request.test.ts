import { createPendingRequest, listPendingRequestsTo } from '@starmatch/db/queries/match-requests';
import { orderedPair } from '@starmatch/db/queries/matches';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { respondToRequest } from '../../src/matching/respond-to-request.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

let test: TestDatabase;
let ctx: DomainContext;
useCaseContextPerFile((context) => ({ test, ctx } = context));

describe('respondToRequest', () => {
  it('lets only the receiver answer, once, and accepting joins an existing match', async () => {
    const me = await createPerson(test.db, { gender: 'Male' });
    const her = await createPerson(test.db);
    const existing = await test.db
      .insertInto('matches')
      .values(orderedPair(me, her))
      .returningAll()
      .executeTakeFirstOrThrow();
    const request = await createPendingRequest(test.db, { fromUser: her, toUser: me });
    const params = { requestId: request.id, accept: true };
    expect(await respondToRequest(ctx, { ...params, userId: her })).toEqual({
      outcome: 'not_found',
    });
    expect(await respondToRequest(ctx, { ...params, userId: me })).toEqual({
      outcome: 'accepted',
      fromUser: her,
      matchId: existing.id,
    });
    expect(await respondToRequest(ctx, { ...params, accept: false, userId: me })).toEqual({
      outcome: 'already_answered',
    });
    expect(await listPendingRequestsTo(test.db, me)).toEqual([]);
  });
});
