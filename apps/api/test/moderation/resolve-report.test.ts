import { API_MESSAGES, suspendedMessage } from '@starmatch/contracts/api-messages';
import type { AdminReport } from '@starmatch/contracts/moderation';
import { SUSPENSION_DAYS } from '@starmatch/contracts/safety-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { captureEmails, type EmailOutbox, settleQueue } from '../support/email-outbox.js';
import {
  freshEmail,
  type Person,
  registeredPerson,
  SIGNUP,
  signedInPerson,
} from '../support/people.js';
import { fileReport, signedInModerator } from '../support/reports.js';
import { startTestApi, type TestApi } from '../support/test-api.js';
import { caughtUp, listen } from '../support/user-events.js';

let api: TestApi;
let outbox: EmailOutbox;
let moderator: Person;
beforeAll(async () => {
  api = await startTestApi();
  outbox = await captureEmails(api.infrastructure);
  moderator = await signedInModerator(api.db, 'Hine Moderator');
});
afterAll(async () => {
  await api.close();
});

const DAY_MS = 86_400_000;
const UNAUTHENTICATED = { message: API_MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' };

/** A reporter and a reported person who both can sign in, and an open report between them. */
async function reportedPair(category: AdminReport['category'] = 'harassment') {
  const reporter = await registeredPerson(api, outbox, freshEmail('reporter'));
  const reported = await registeredPerson(api, outbox, freshEmail('reported'));
  const reportId = await fileReport(api.db, {
    reporterId: reporter.userId,
    reportedId: reported.userId,
    category,
  });
  return { reporter, reported, reportId };
}

function resolve(id: string, body: Record<string, unknown>, token = moderator.token) {
  return call(api, 'POST', `/api/admin/reports/${id}/resolve`, body, { token });
}

function login(email: string, password: string = SIGNUP.password) {
  return call(api, 'POST', '/api/login', { email, password });
}

async function userRow(id: string) {
  return api.db
    .selectFrom('users')
    .select(['suspended_until', 'banned_at', 'role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function countOf(table: 'sessions' | 'realtime_tickets', userId: string) {
  const rows = await api.db
    .selectFrom(table)
    .select('user_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

/** Waits for the reporter's report-handled email; the reported person never gets one. */
async function handledEmailOnly(reporter: { email: string }, reported: { email: string }) {
  const handled = await outbox.next('report-handled', reporter.email);
  expect(handled).toEqual({
    template: 'report-handled',
    to: reporter.email,
    fullName: SIGNUP.fullName,
  });
  expect(outbox.to(reported.email).map((email) => email.template)).not.toContain('report-handled');
  return handled;
}

describe('POST /api/admin/reports/:id/resolve', () => {
  it('dismiss: resolves the report, writes the audit log, tells the reporter, touches no one', async () => {
    const { reporter, reported, reportId } = await reportedPair();
    const other = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: reported.userId,
    });
    const response = await resolve(reportId, { action: 'dismiss', note: '  Not a breach.  ' });
    expect(response.statusCode).toBe(200);
    const report = response.json() as AdminReport;
    expect(report).toMatchObject({
      id: reportId,
      status: 'resolved',
      reported: { id: reported.userId, standing: 'active' },
      otherOpenReports: 1,
      resolution: {
        action: 'dismiss',
        note: 'Not a breach.',
        moderator: { id: moderator.userId, fullName: 'Hine Moderator' },
      },
    });
    const audit = await api.db
      .selectFrom('moderation_actions')
      .selectAll()
      .where('report_id', '=', reportId)
      .execute();
    expect(audit).toEqual([
      {
        id: expect.any(String),
        report_id: reportId,
        moderator_id: moderator.userId,
        moderator_name: 'Hine Moderator',
        subject_id: reported.userId,
        subject_name: SIGNUP.fullName,
        action: 'dismiss',
        note: 'Not a breach.',
        created_at: expect.any(Date),
      },
    ]);
    // Resolving one report resolves nothing else.
    const untouched = await api.db
      .selectFrom('reports')
      .select('status')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('open');
    await handledEmailOnly(reporter, reported);
    await settleQueue(outbox, () =>
      api.infrastructure.queue.enqueue('email.send', {
        template: 'signup-attempt',
        to: 'marker@example.nz',
      }),
    );
    expect(outbox.to(reported.email).map((email) => email.template)).toEqual(['verification-code']);
    expect(await userRow(reported.userId)).toEqual({
      suspended_until: null,
      banned_at: null,
      role: 'member',
    });
    expect((await login(reported.email)).statusCode).toBe(200);
  });

  it('warn: emails the reported person a warning and the reporter that it was handled', async () => {
    const { reporter, reported, reportId } = await reportedPair();
    const response = await resolve(reportId, { action: 'warn' });
    expect(response.statusCode).toBe(200);
    expect(await outbox.next('moderation-warning', reported.email)).toEqual({
      template: 'moderation-warning',
      to: reported.email,
      fullName: SIGNUP.fullName,
    });
    await handledEmailOnly(reporter, reported);
    // The reporter hears nothing of what was done: no warning, no other email but the one.
    expect(outbox.to(reporter.email).map((email) => email.template)).toEqual([
      'verification-code',
      'report-handled',
    ]);
    expect((await login(reported.email)).statusCode).toBe(200);
  });

  it(`suspend: ${SUSPENSION_DAYS} days out, sessions and tickets gone, sockets told, sign-in refused with the date`, async () => {
    const { reporter, reported, reportId } = await reportedPair();
    const ticket = await call(api, 'POST', '/api/realtime/ticket', undefined, {
      token: reported.token,
    });
    expect(ticket.statusCode).toBe(201);
    expect(await countOf('realtime_tickets', reported.userId)).toBe(1);
    const events = await listen(api, reported.userId);
    const before = Date.now();
    const response = await resolve(reportId, { action: 'suspend', note: 'Cooling off.' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as AdminReport).reported.standing).toBe('suspended');

    const { suspended_until: until, banned_at } = await userRow(reported.userId);
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
    const signIn = await login(reported.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      message: suspendedMessage(until as Date),
      code: 'FORBIDDEN',
    });
    // The wrong password learns nothing of the suspension.
    const wrong = await login(reported.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(API_MESSAGES.invalidCredentials);
    await handledEmailOnly(reporter, reported);

    // Once the suspension is over, they can sign in again.
    await api.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where('id', '=', reported.userId)
      .execute();
    expect((await login(reported.email)).statusCode).toBe(200);
  });

  it('ban: for good, matches ended and partners told, the email refused at sign-up, even after deletion', async () => {
    const { reporter, reported, reportId } = await reportedPair('offline_safety');
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

    const response = await resolve(reportId, { action: 'ban', note: 'Threats.' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as AdminReport).reported.standing).toBe('banned');
    expect((await userRow(reported.userId)).banned_at).toBeInstanceOf(Date);
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
    const banned = await api.db.selectFrom('banned_emails').select('email').execute();
    expect(banned.map((row) => row.email)).toContain(reported.email.toLowerCase());

    const me = await call(api, 'GET', '/api/matches', undefined, { token: reported.token });
    expect(me.statusCode).toBe(401);
    const signIn = await login(reported.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ message: API_MESSAGES.accountBanned, code: 'FORBIDDEN' });
    const wrong = await login(reported.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    await handledEmailOnly(reporter, reported);

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
    const { reported, reportId } = await reportedPair('fake_or_scam');
    await api.db.deleteFrom('users').where('id', '=', reported.userId).execute();
    const response = await resolve(reportId, { action: 'ban' });
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

  it('answers 409 to a second resolve and 404 to an unknown report, changing nothing', async () => {
    const { reported, reportId } = await reportedPair();
    expect((await resolve(reportId, { action: 'dismiss' })).statusCode).toBe(200);
    const second = await resolve(reportId, { action: 'ban' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: API_MESSAGES.reportAlreadyResolved,
      code: 'CONFLICT',
    });
    expect((await userRow(reported.userId)).banned_at).toBeNull();
    const actions = await api.db
      .selectFrom('moderation_actions')
      .select('action')
      .where('report_id', '=', reportId)
      .execute();
    expect(actions).toEqual([{ action: 'dismiss' }]);

    const unknown = await resolve('0b8f6a8e-93a4-4d8e-8f5a-2d7c1f6e2a11', { action: 'warn' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: API_MESSAGES.notFound });
  });

  it('answers 403 to a moderator acting on a report about themselves or one they made, changing nothing', async () => {
    const other = await signedInModerator(api.db, 'Tui Other Moderator');
    const member = await signedInPerson(api.db, { fullName: 'Kahu Member' });
    const aboutThem = await fileReport(api.db, {
      reporterId: member.userId,
      reportedId: other.userId,
      category: 'harassment',
    });
    const byThem = await fileReport(api.db, {
      reporterId: other.userId,
      reportedId: member.userId,
      category: 'spam',
    });
    for (const reportId of [aboutThem, byThem]) {
      for (const action of ['dismiss', 'ban']) {
        const refused = await resolve(reportId, { action, note: 'Mine.' }, other.token);
        expect(refused.statusCode, `${reportId} ${action}`).toBe(403);
        expect(refused.json()).toEqual({
          message: API_MESSAGES.reportConflictOfInterest,
          code: 'FORBIDDEN',
        });
      }
      const report = await api.db
        .selectFrom('reports')
        .select(['status', 'resolved_by', 'action'])
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow();
      expect(report).toEqual({ status: 'open', resolved_by: null, action: null });
    }
    const logged = await api.db
      .selectFrom('moderation_actions')
      .select('id')
      .where('report_id', 'in', [aboutThem, byThem])
      .execute();
    expect(logged).toEqual([]);
    expect(await userRow(other.userId)).toEqual({
      suspended_until: null,
      banned_at: null,
      role: 'moderator',
    });
    // Another moderator decides them.
    expect((await resolve(aboutThem, { action: 'warn' })).statusCode).toBe(200);
    expect((await resolve(byThem, { action: 'dismiss' })).statusCode).toBe(200);
  });

  it('lets exactly one of two moderators resolving at once win', async () => {
    const { reportId } = await reportedPair();
    const other = await signedInModerator(api.db, 'Second Moderator');
    const answers = await Promise.all([
      resolve(reportId, { action: 'warn' }),
      resolve(reportId, { action: 'dismiss' }, other.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const actions = await api.db
      .selectFrom('moderation_actions')
      .select('action')
      .where('report_id', '=', reportId)
      .execute();
    expect(actions).toHaveLength(1);
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
