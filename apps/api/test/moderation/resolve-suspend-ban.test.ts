import { API_MESSAGES, suspendedMessage } from '@starmatch/contracts/api-messages';
import type { AdminReport } from '@starmatch/contracts/moderation';
import { SUSPENSION_DAYS } from '@starmatch/contracts/safety-limits';
import { banIdentifierHashes } from '@starmatch/db/ban-identifier-hashes';
import { describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import type { EmailOutbox } from '../support/email-outbox.js';
import { registeredPerson, SIGNUP, signedInPerson } from '../support/people.js';
import { moderationApiPerFile, type ResolveReportCalls } from '../support/resolve-report.js';
import type { TestApi } from '../support/test-api.js';
import { caughtUp, listen } from '../support/user-events.js';

// The outcomes of a report that take an account out, for a while or for good, and what a session
// of such an account can still do (nothing).

let api: TestApi;
let outbox: EmailOutbox;
let calls: ResolveReportCalls;
moderationApiPerFile((started) => {
  ({ api, outbox, calls } = started);
});

const DAY_MS = 86_400_000;
const UNAUTHENTICATED = { message: API_MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' };

async function countOf(table: 'sessions' | 'realtime_tickets', userId: string) {
  const rows = await api.db
    .selectFrom(table)
    .select('user_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('POST /api/admin/reports/:id/resolve', () => {
  it(`suspend: ${SUSPENSION_DAYS} days out, sessions and tickets gone, sockets told, sign-in refused with the date`, async () => {
    const { reporter, reported, reportId } = await calls.reportedPair();
    const ticket = await call(api, 'POST', '/api/realtime/ticket', undefined, {
      token: reported.token,
    });
    expect(ticket.statusCode).toBe(201);
    expect(await countOf('realtime_tickets', reported.userId)).toBe(1);
    const events = await listen(api, reported.userId);
    const before = Date.now();
    const response = await calls.resolve(reportId, { action: 'suspend', note: 'Cooling off.' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as AdminReport).reported.standing).toBe('suspended');

    const { suspended_until: until, banned_at } = await calls.userRow(reported.userId);
    expect(banned_at).toBeNull();
    expect(until?.getTime()).toBeGreaterThanOrEqual(before + SUSPENSION_DAYS * DAY_MS);
    expect(until?.getTime()).toBeLessThanOrEqual(Date.now() + SUSPENSION_DAYS * DAY_MS);
    expect(await countOf('sessions', reported.userId)).toBe(0);
    expect(await countOf('realtime_tickets', reported.userId)).toBe(0);
    await caughtUp(api, reported.userId, events);
    expect(events).toEqual([{ type: 'session_ended', reason: 'suspended' }]);

    const me = await call(api, 'GET', '/api/auth/user', undefined, { token: reported.token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(UNAUTHENTICATED);
    const signIn = await calls.login(reported.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      message: suspendedMessage(until as Date),
      code: 'FORBIDDEN',
      // The appeal link's (appeals-suspension.test.ts follows it).
      appealToken: expect.any(String),
    });
    // The wrong password learns nothing of the suspension.
    const wrong = await calls.login(reported.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(API_MESSAGES.invalidCredentials);
    await calls.handledEmailOnly(reporter, reported);

    // Once the suspension is over, they can sign in again.
    await api.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where('id', '=', reported.userId)
      .execute();
    expect((await calls.login(reported.email)).statusCode).toBe(200);
  });

  it('ban: for good, matches ended and partners told, the email refused at sign-up, even after deletion', async () => {
    const { reporter, reported, reportId } = await calls.reportedPair('offline_safety');
    // The reported person has a match with someone else, who must hear that it ended.
    const partner = await signedInPerson(api.db, { fullName: 'Partner Person' });
    const [low, high] = [partner.userId, reported.userId].sort();
    const match = await api.db
      .insertInto('matches')
      .values({ user_a: low as string, user_b: high as string })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const partnerEvents = await listen(api, partner.userId);
    const reportedEvents = await listen(api, reported.userId);

    const response = await calls.resolve(reportId, { action: 'ban', note: 'Threats.' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as AdminReport).reported.standing).toBe('banned');
    expect((await calls.userRow(reported.userId)).banned_at).toBeInstanceOf(Date);
    expect(await countOf('sessions', reported.userId)).toBe(0);
    await caughtUp(api, reported.userId, reportedEvents);
    expect(reportedEvents).toEqual([{ type: 'session_ended', reason: 'banned' }]);
    await caughtUp(api, partner.userId, partnerEvents);
    expect(partnerEvents).toEqual([{ type: 'match_ended', matchId: match.id }]);
    expect(
      await api.db.selectFrom('matches').select('id').where('id', '=', match.id).execute(),
    ).toEqual([]);
    expect(
      await api.db
        .selectFrom('ended_matches')
        .selectAll()
        .where('match_id', '=', match.id)
        .execute(),
    ).toEqual([
      {
        match_id: match.id,
        user_a: low,
        user_b: high,
        matched_at: match.created_at,
        ended_at: expect.any(Date),
        ended_by: null,
      },
    ]);
    // The first ban of this file: the one identifier of the address, as its keyed hash.
    const banned = await api.db.selectFrom('ban_identifiers').select('identifier_hash').execute();
    const hashes = await banIdentifierHashes(api.db, [reported.email]);
    expect(banned).toEqual(hashes.map((identifier_hash) => ({ identifier_hash })));

    const me = await call(api, 'GET', '/api/matches', undefined, { token: reported.token });
    expect(me.statusCode).toBe(401);
    const signIn = await calls.login(reported.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      message: API_MESSAGES.accountBanned,
      code: 'FORBIDDEN',
      appealToken: expect.any(String),
    });
    const wrong = await calls.login(reported.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    await calls.handledEmailOnly(reporter, reported);

    // The account is deleted (as an operator would); the address still cannot sign up, in any case.
    await api.db.deleteFrom('users').where('id', '=', reported.userId).execute();
    const usersBefore = await api.db.selectFrom('users').select('id').execute();
    const again = await call(api, 'POST', '/api/signup', {
      ...SIGNUP,
      email: reported.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: API_MESSAGES.signupRefused, code: 'FORBIDDEN' });
    expect(await api.db.selectFrom('users').select('id').execute()).toHaveLength(
      usersBefore.length,
    );

    // Nor can anyone move their account to it.
    const mover = await registeredPerson(api, outbox);
    const moved = await call(
      api,
      'PATCH',
      '/api/user/email',
      { email: reported.email, currentPassword: mover.password },
      { token: mover.token },
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: API_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
  });

  it('ban of an account deleted since the report keeps its address out', async () => {
    const { reported, reportId } = await calls.reportedPair('fake_or_scam');
    await api.db.deleteFrom('users').where('id', '=', reported.userId).execute();
    const response = await calls.resolve(reportId, { action: 'ban' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as AdminReport).reported).toEqual({
      id: null,
      fullName: SIGNUP.fullName,
      standing: 'deleted',
    });
    const signup = await call(api, 'POST', '/api/signup', { ...SIGNUP, email: reported.email });
    expect(signup.statusCode).toBe(403);
    expect(signup.json().message).toBe(API_MESSAGES.signupRefused);
  });
});

describe('sessions of suspended and banned accounts', () => {
  it('are refused even if one is made after the suspension (a race with it)', async () => {
    const person = await signedInPerson(api.db, { fullName: 'Racing Person' });
    await api.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + DAY_MS) })
      .where('id', '=', person.userId)
      .execute();
    const me = await call(api, 'GET', '/api/auth/user', undefined, { token: person.token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(UNAUTHENTICATED);
    const banned = await signedInPerson(api.db, { fullName: 'Racing Banned' });
    await api.db
      .updateTable('users')
      .set({ banned_at: new Date() })
      .where('id', '=', banned.userId)
      .execute();
    const bannedMe = await call(api, 'GET', '/api/auth/user', undefined, { token: banned.token });
    expect(bannedMe.statusCode).toBe(401);
  });
});
