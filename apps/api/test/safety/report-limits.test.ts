import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { REPORTS_PER_DAY } from '@starmatch/contracts/safety-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillWindow } from '../support/fill-window.js';
import { matchedCouple, sendRequest } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';
import { reportPerson, reportsMadeBy } from '../support/safety-calls.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": how often one may report, the same
// person and anyone at all.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('POST /api/reports against flooding', () => {
  const report = (by: Person, body: Record<string, unknown>) => reportPerson(api, by, body);
  const reportsBy = (person: Person) => reportsMadeBy(api, person);

  it('answers 409 to a second report of the same person within a day, changing nothing, and takes one after it', async () => {
    const { her, him } = await matchedCouple(api);
    const first = await report(her, { userId: him.userId, category: 'harassment' });
    expect(first.statusCode).toBe(201);
    const again = await report(her, { userId: him.userId, category: 'underage', details: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: API_MESSAGES.reportRepeated, code: 'CONFLICT' });
    expect(await reportsBy(her)).toEqual([{ reported_id: him.userId, category: 'harassment' }]);

    // A day later (moved back rather than waited for) the same person may be reported again.
    await api.db
      .updateTable('reports')
      .set({ created_at: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where('id', '=', (first.json() as { id: string }).id)
      .execute();
    const later = await report(her, { userId: him.userId, category: 'underage' });
    expect(later.statusCode).toBe(201);
    expect(await reportsBy(her)).toEqual([
      { reported_id: him.userId, category: 'harassment' },
      { reported_id: him.userId, category: 'underage' },
    ]);
  });

  it(`makes the ${REPORTS_PER_DAY}th report of a day and refuses the next with 429 and Retry-After; a refused or unknown one is not counted`, async () => {
    const { her, him } = await matchedCouple(api);
    const other = await matchedCouple(api);
    await fillWindow(api.infrastructure.limiter, 'reports', her.userId, REPORTS_PER_DAY - 1);
    // Neither a report of nobody nor a repeat takes the last place.
    expect((await report(her, { userId: randomUUID() })).statusCode).toBe(404);
    expect((await report(her, { userId: him.userId })).statusCode).toBe(201);
    const over = await report(her, { userId: other.him.userId });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: API_MESSAGES.reportsLimited, code: 'RATE_LIMITED' });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(24 * 60 * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await reportsBy(her)).toEqual([{ reported_id: him.userId, category: 'spam' }]);

    // Nor does a repeat (409).
    const fresh = await matchedCouple(api);
    const admirer = await signedInPerson(api.db, { gender: 'Male', fullName: 'Admirer' });
    await sendRequest(api, admirer, fresh.her);
    await fillWindow(api.infrastructure.limiter, 'reports', fresh.her.userId, REPORTS_PER_DAY - 2);
    expect((await report(fresh.her, { userId: fresh.him.userId })).statusCode).toBe(201);
    expect((await report(fresh.her, { userId: fresh.him.userId })).statusCode).toBe(409);
    expect((await report(fresh.her, { userId: admirer.userId })).statusCode).toBe(201);
    expect((await report(fresh.her, { userId: other.her.userId })).statusCode).toBe(429);
  });
});
