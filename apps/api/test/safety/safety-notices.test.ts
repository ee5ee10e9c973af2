import { randomUUID } from 'node:crypto';
import { PAST_MATCHES_DAYS } from '@starmatch/contracts/safety-limits';
import { describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import type { EmailOutbox } from '../support/email-outbox.js';
import { type Person, signedInPerson } from '../support/people.js';
import { moderationApiPerFile, type ResolveReportCalls } from '../support/resolve-report.js';
import type { TestApi } from '../support/test-api.js';

// A ban warns everyone the banned person matched, now or in the last PAST_MATCHES_DAYS: a notice
// in the app and one email each, and neither says who it is about.

let api: TestApi;
let outbox: EmailOutbox;
let calls: ResolveReportCalls;
moderationApiPerFile((started) => {
  ({ api, outbox, calls } = started);
});

const DAY_MS = 86_400_000;

async function emailOf(userId: string): Promise<string> {
  const row = await api.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function endedMatch(userId: string, otherId: string, daysAgo: number): Promise<void> {
  const [low, high] = [userId, otherId].sort() as [string, string];
  const ended = Date.now() - daysAgo * DAY_MS;
  await api.db
    .insertInto('ended_matches')
    .values({
      match_id: randomUUID(),
      user_a: low,
      user_b: high,
      matched_at: new Date(ended - 10 * DAY_MS),
      ended_at: new Date(ended),
      ended_by: otherId,
    })
    .execute();
}

function notices(person: Person) {
  return call(api, 'GET', '/api/safety/notices', undefined, { token: person.token });
}

function dismiss(person: Person, id: string) {
  return call(api, 'POST', `/api/safety/notices/${id}/dismiss`, undefined, {
    token: person.token,
  });
}

describe('safety notices after a ban', () => {
  it('reach every current and recent match once, by app and email, never naming who', async () => {
    const { reporter, reported, reportId } = await calls.reportedPair('offline_safety');
    await api.db
      .updateTable('users')
      .set({ full_name: 'Bryn Banned' })
      .where('id', '=', reported.userId)
      .execute();
    const current = await signedInPerson(api.db, { fullName: 'Cara Current' });
    const recent = await signedInPerson(api.db, { fullName: 'Rua Recent' });
    const tooOld = await signedInPerson(api.db, { fullName: 'Olive Old' });
    const stranger = await signedInPerson(api.db, { fullName: 'Sione Stranger' });
    const [low, high] = [current.userId, reported.userId].sort() as [string, string];
    await api.db.insertInto('matches').values({ user_a: low, user_b: high }).execute();
    await endedMatch(reported.userId, recent.userId, PAST_MATCHES_DAYS - 1);
    await endedMatch(reported.userId, tooOld.userId, PAST_MATCHES_DAYS + 1);

    const response = await calls.resolve(reportId, { action: 'ban', note: 'Threats.' });
    expect(response.statusCode).toBe(200);

    for (const person of [current, recent]) {
      const answer = await notices(person);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        notices: [{ id: expect.any(String), kind: 'match_removed', createdAt: expect.any(String) }],
      });
      expect(answer.body).not.toContain(reported.userId);
      expect(answer.body).not.toContain('Bryn');
    }
    for (const person of [tooOld, stranger]) {
      expect((await notices(person)).json()).toEqual({ notices: [] });
    }

    const currentEmail = await outbox.next('match-removed', await emailOf(current.userId));
    expect(currentEmail).toEqual({
      template: 'match-removed',
      to: await emailOf(current.userId),
      fullName: 'Cara Current',
    });
    const recentEmail = await outbox.next('match-removed', await emailOf(recent.userId));
    expect(recentEmail).toEqual({
      template: 'match-removed',
      to: await emailOf(recent.userId),
      fullName: 'Rua Recent',
    });
    for (const email of [currentEmail, recentEmail]) {
      expect(JSON.stringify(email)).not.toContain(reported.userId);
      expect(JSON.stringify(email)).not.toContain('Bryn');
    }
    await calls.handledEmailOnly(reporter, reported);
    expect(
      outbox.sent
        .filter((email) => email.template === 'match-removed')
        .map((email) => email.to)
        .sort(),
    ).toEqual([await emailOf(current.userId), await emailOf(recent.userId)].sort());
  });

  it('dismisses for its owner only, again without complaint', async () => {
    const { reported, reportId } = await calls.reportedPair();
    const owner = await signedInPerson(api.db, { fullName: 'Ora Owner' });
    const other = await signedInPerson(api.db, { fullName: 'Tai Other' });
    await endedMatch(reported.userId, owner.userId, 3);
    expect((await calls.resolve(reportId, { action: 'ban' })).statusCode).toBe(200);
    const [notice] = (await notices(owner)).json().notices as Array<{ id: string }>;
    const id = notice?.id as string;

    const stolen = await dismiss(other, id);
    expect(stolen.statusCode).toBe(404);
    expect((await dismiss(owner, randomUUID())).statusCode).toBe(404);
    expect((await notices(owner)).json().notices).toHaveLength(1);
    const first = await dismiss(owner, id);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await dismiss(owner, id)).statusCode).toBe(204);
    expect((await notices(owner)).json()).toEqual({ notices: [] });
  });
});
