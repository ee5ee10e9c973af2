import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { AdminAppeal, AppealSummary } from '@starmatch/contracts/appeals';
import type { AuditEntry } from '@starmatch/contracts/moderation';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import { type AppealsApi, appealCalls, appealsApiPerFile } from '../support/appeals-api.js';
import { call } from '../support/call.js';
import { freshEmail, SIGNUP, signedInPerson } from '../support/people.js';
import { expectValidationFailed } from '../support/validation-failed.js';

// Appealing a ban (docs/PRODUCT.md "Appeals"): the ban's email and the sign-in refusal carry the
// link; the appeal waits beside the original report for a moderator who did not make the first
// decision; upheld, the person signs in and signs up again, and the decision is emailed.

let started: AppealsApi;
let calls: ReturnType<typeof appealCalls>;
appealsApiPerFile((api) => {
  started = api;
  calls = appealCalls(api);
});

const BANNED = { message: API_MESSAGES.accountBanned, code: 'FORBIDDEN' };
const INVALID_LINK = { message: API_MESSAGES.invalidAppealLink, code: 'INVALID_APPEAL_TOKEN' };
const TEXT = 'Those messages were sent by my brother from my phone. I have changed my password.';

/** A banned person, and the token of their ban's email. */
async function bannedPerson() {
  const { person, reportId } = await calls.reportedPerson();
  await calls.sanction(reportId, 'ban');
  const email = await started.outbox.next('account-banned', person.email);
  expect(email).toEqual({
    template: 'account-banned',
    to: person.email,
    fullName: SIGNUP.fullName,
    appealToken: expect.any(String),
  });
  return { person, reportId, token: email.appealToken };
}

async function appealFiled(token: string): Promise<{ id: string; summary: AppealSummary }> {
  const filed = await calls.fileAppeal({ token, text: `  ${TEXT}\n` });
  expect(filed.statusCode).toBe(201);
  const row = await started.api.db
    .selectFrom('appeals')
    .select(['id', 'text', 'created_at'])
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(row.text).toBe(TEXT);
  return { id: row.id, summary: filed.json() };
}

async function auditEntries(): Promise<AuditEntry[]> {
  const response = await call(started.api, 'GET', '/api/admin/audit', undefined, {
    token: started.reviewer.token,
  });
  return response.json();
}

describe('an appeal of a ban', () => {
  it('is upheld: sign-in works again, the identifiers go, it is audited and emailed', async () => {
    const { person, reportId, token } = await bannedPerson();

    const wrongPassword = await calls.login(person.email, 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: API_MESSAGES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    const refused = await calls.login(person.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ...BANNED, appealToken: token });
    const beforeSignUp = await call(started.api, 'POST', '/api/signup', {
      ...SIGNUP,
      email: person.email,
    });
    expect(beforeSignUp.json()).toEqual({
      message: API_MESSAGES.signupRefused,
      code: 'FORBIDDEN',
    });

    const viewed = await calls.viewAppeal(token);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toEqual({ sanction: 'ban', until: null, appeal: null });

    const { id, summary } = await appealFiled(token);
    const open = { status: 'open', createdAt: summary.appeal?.createdAt, decidedAt: null };
    expect(summary).toEqual({ sanction: 'ban', until: null, appeal: open });
    expect((await calls.viewAppeal(token)).json()).toEqual(summary);

    const second = await calls.fileAppeal({ token, text: TEXT });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: API_MESSAGES.appealAlreadyFiled, code: 'CONFLICT' });

    const queue = await calls.adminAppeals();
    expect(queue.statusCode).toBe(200);
    const listed = (queue.json() as AdminAppeal[]).find((appeal) => appeal.id === id);
    expect(listed).toMatchObject({
      id,
      status: 'open',
      sanction: 'ban',
      text: TEXT,
      person: { id: person.userId, fullName: SIGNUP.fullName },
      report: {
        id: reportId,
        status: 'resolved',
        reported: { id: person.userId, standing: 'banned' },
        resolution: {
          action: 'ban',
          moderator: { id: started.moderator.userId, fullName: 'Hine Moderator' },
        },
      },
      decision: null,
    });

    // Hine made the ban: she may not decide its appeal.
    const own = await calls.decide(id, { decision: 'uphold' }, started.moderator.token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({
      message: API_MESSAGES.appealConflictOfInterest,
      code: 'CONFLICT',
    });

    const upheld = await calls.decide(id, { decision: 'uphold', note: ' Not them. ' });
    expect(upheld.statusCode).toBe(200);
    const decided = upheld.json() as AdminAppeal;
    expect(decided).toMatchObject({
      id,
      status: 'upheld',
      decision: {
        moderator: { id: started.reviewer.userId, fullName: 'Tama Moderator' },
        note: 'Not them.',
      },
    });
    const again = await calls.decide(id, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: API_MESSAGES.appealAlreadyDecided, code: 'CONFLICT' });

    const signedIn = await calls.login(person.email);
    expect(signedIn.statusCode).toBe(200);
    const signUp = await call(started.api, 'POST', '/api/signup', {
      ...SIGNUP,
      email: person.email,
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toEqual({ message: API_MESSAGES.signupAccepted });
    expect(await started.api.db.selectFrom('ban_identifiers').selectAll().execute()).toEqual([]);
    expect((await calls.viewAppeal(token)).json()).toEqual(INVALID_LINK);

    expect((await auditEntries())[0]).toEqual({
      id: expect.any(String),
      action: 'appeal_upheld',
      reportId,
      moderator: { id: started.reviewer.userId, fullName: 'Tama Moderator' },
      subject: { id: person.userId, fullName: SIGNUP.fullName },
      note: 'Not them.',
      createdAt: decided.decision?.decidedAt,
    });
    expect(await started.outbox.next('appeal-decided', person.email)).toEqual({
      template: 'appeal-decided',
      to: person.email,
      fullName: SIGNUP.fullName,
      sanction: 'ban',
      upheld: true,
    });
  });

  it('is rejected: the ban stands, the page shows the decision, the person is emailed', async () => {
    const { person, reportId, token } = await bannedPerson();
    const { id } = await appealFiled(token);
    const rejected = await calls.decide(id, { decision: 'reject' });
    expect(rejected.statusCode).toBe(200);
    const decidedAt = (rejected.json() as AdminAppeal).decision?.decidedAt;

    const refused = await calls.login(person.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ...BANNED, appealToken: token });
    expect((await calls.viewAppeal(token)).json()).toEqual({
      sanction: 'ban',
      until: null,
      appeal: { status: 'rejected', createdAt: expect.any(String), decidedAt },
    });
    const signUp = await call(started.api, 'POST', '/api/signup', {
      ...SIGNUP,
      email: person.email,
    });
    expect(signUp.statusCode).toBe(403);
    expect((await auditEntries())[0]).toMatchObject({ action: 'appeal_rejected', reportId });
    expect(await started.outbox.next('appeal-decided', person.email)).toEqual({
      template: 'appeal-decided',
      to: person.email,
      fullName: SIGNUP.fullName,
      sanction: 'ban',
      upheld: false,
    });
  });

  it('refuses bad input with a clear 400 and files nothing', async () => {
    const { person, token } = await bannedPerson();
    expectValidationFailed(
      await calls.fileAppeal({ token, text: '   too short   ' }),
      VALIDATION_MESSAGES.appealTextTooShort,
    );
    expectValidationFailed(
      await calls.fileAppeal({ token, text: 'x'.repeat(2001) }),
      VALIDATION_MESSAGES.appealTextTooLong,
    );
    expectValidationFailed(await calls.fileAppeal({ text: TEXT }), VALIDATION_MESSAGES.appealToken);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'not-a-token', `${token}x`]) {
      const filed = await calls.fileAppeal({ token: bad, text: TEXT });
      expect(filed.statusCode).toBe(400);
      expect(filed.json()).toEqual(INVALID_LINK);
      expect((await calls.viewAppeal(bad)).json()).toEqual(INVALID_LINK);
    }
    expect(await calls.appealsOf(person.userId)).toEqual([]);
  });

  it('is not for members: the queue and the decision answer 404 and change nothing', async () => {
    const { person, token } = await bannedPerson();
    const { id } = await appealFiled(token);
    const member = await signedInPerson(started.api.db);
    expect((await calls.adminAppeals(member.token)).statusCode).toBe(404);
    expect((await calls.decide(id, { decision: 'uphold' }, member.token)).statusCode).toBe(404);
    expect(await calls.appealsOf(person.userId)).toEqual([{ id, status: 'open' }]);
  });

  it('gives no appeal token, nor standing, for a wrong password', async () => {
    const { person } = await bannedPerson();
    const response = await calls.login(person.email, 'a guess');
    expect(response.statusCode).toBe(401);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    const unknown = await calls.login(freshEmail('nobody'));
    expect(unknown.statusCode).toBe(401);
  });
});
