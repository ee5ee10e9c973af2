import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { AdminCorrection, CorrectionState } from '@starmatch/contracts/corrections';
import { type DeckBuildJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../support/call.js';
import type { EmailOutbox } from '../support/email-outbox.js';
import { type Person, signedInPerson } from '../support/people.js';
import { moderationApiPerFile } from '../support/resolve-report.js';
import type { TestApi } from '../support/test-api.js';

// Correcting a name, date of birth or gender (docs/PRODUCT.md "Correcting your details"): the
// person asks, a moderator decides, the account changes only on approval, the decision is
// audited and the person is emailed either way.

let api: TestApi;
let outbox: EmailOutbox;
let moderator: Person;
const deckBuilds: DeckBuildJob[] = [];
moderationApiPerFile((started) => {
  ({ api, outbox, moderator } = started);
});
beforeAll(async () => {
  await api.infrastructure.queue.startWorker({
    [JOB_NAMES.deckBuild]: async (payload) => {
      deckBuilds.push(payload as DeckBuildJob);
    },
  });
});

const BORN = '1996-03-15';

async function person(fullName = 'Aroha Ngata') {
  const someone = await signedInPerson(api.db, {
    fullName,
    dateOfBirth: BORN,
    gender: 'Female',
  });
  const { email } = await api.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', someone.userId)
    .executeTakeFirstOrThrow();
  return { ...someone, email };
}

function getState(token: string) {
  return call(api, 'GET', '/api/user/corrections', undefined, { token });
}
function ask(token: string, body: Record<string, unknown>) {
  return call(api, 'POST', '/api/user/corrections', body, { token });
}
function queue(token = moderator.token) {
  return call(api, 'GET', '/api/admin/corrections', undefined, { token });
}
function decide(id: string, body: Record<string, unknown>, token = moderator.token) {
  return call(api, 'POST', `/api/admin/corrections/${id}/decide`, body, { token });
}
async function requestRows(userId: string) {
  return api.db
    .selectFrom('correction_requests')
    .select(['status', 'full_name', 'date_of_birth', 'gender'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
async function auditOf(userId: string) {
  return api.db
    .selectFrom('moderation_actions')
    .select(['action', 'report_id', 'moderator_name', 'subject_name', 'note'])
    .where('subject_id', '=', userId)
    .execute();
}

describe('asking for a correction', () => {
  it('shows the details as the account holds them, and no request yet', async () => {
    const aroha = await person();
    const response = await getState(aroha.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      current: { fullName: 'Aroha Ngata', dateOfBirth: BORN, gender: 'Female' },
      latest: null,
    });
  });

  it('files only the details that differ, and one request at a time', async () => {
    const aroha = await person();
    const response = await ask(aroha.token, {
      fullName: '  Aroha Ngata-Smith ',
      dateOfBirth: `${BORN}T00:00:00.000Z`,
      gender: 'Female',
      reason: ' I married in June. ',
    });
    expect(response.statusCode).toBe(201);
    const state = response.json() as CorrectionState;
    expect(state).toEqual({
      current: { fullName: 'Aroha Ngata', dateOfBirth: BORN, gender: 'Female' },
      latest: {
        id: expect.any(String),
        status: 'open',
        requested: { fullName: 'Aroha Ngata-Smith', dateOfBirth: null, gender: null },
        reason: 'I married in June.',
        createdAt: expect.any(String),
        decidedAt: null,
      },
    });
    expect((await getState(aroha.token)).json()).toEqual(state);

    const again = await ask(aroha.token, { gender: 'Male', reason: 'Also this' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: API_MESSAGES.correctionPending });
    expect(await requestRows(aroha.userId)).toEqual([
      { status: 'open', full_name: 'Aroha Ngata-Smith', date_of_birth: null, gender: null },
    ]);
  });

  it.each([
    [
      'the details it already holds',
      { fullName: 'Aroha Ngata', gender: 'Female', reason: 'Just checking' },
      API_MESSAGES.correctionSameDetails,
    ],
    [
      'nothing to change',
      { reason: 'Hmm' },
      'Change at least one of your name, date of birth or gender',
    ],
    [
      'no reason',
      { fullName: 'Aroha Smith', reason: '  ' },
      'Please tell us why this needs correcting',
    ],
    [
      'a date of birth under 18',
      { dateOfBirth: '2020-01-01T00:00:00.000Z', reason: 'Typo' },
      'You must be 18 or older to join',
    ],
    ['a gender not offered', { gender: 'Other', reason: 'Typo' }, 'Please select your gender'],
  ])('refuses %s with 400 and files nothing', async (_name, body, message) => {
    const aroha = await person();
    const response = await ask(aroha.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await requestRows(aroha.userId)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(api, 'GET', '/api/user/corrections')).statusCode).toBe(401);
    expect(
      (await call(api, 'POST', '/api/user/corrections', { gender: 'Male', reason: 'x' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('a moderator deciding a correction', () => {
  it('approves a new date of birth: the age, the sign and the pool follow, the deck is rebuilt, it is audited and emailed', async () => {
    const aroha = await person();
    const filed = await ask(aroha.token, {
      dateOfBirth: '1995-08-01T00:00:00.000Z',
      gender: 'Male',
      reason: 'I typed the wrong date and gender when I signed up.',
    });
    const { id } = (filed.json() as CorrectionState).latest!;

    const listed = await queue();
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as AdminCorrection[]).find((entry) => entry.id === id)).toEqual({
      id,
      status: 'open',
      person: { id: aroha.userId, fullName: 'Aroha Ngata' },
      current: { fullName: 'Aroha Ngata', dateOfBirth: BORN, gender: 'Female' },
      requested: { fullName: null, dateOfBirth: '1995-08-01', gender: 'Male' },
      reason: 'I typed the wrong date and gender when I signed up.',
      createdAt: expect.any(String),
    });

    const decided = await decide(id, { decision: 'approve', note: 'Checked their licence.' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      id,
      status: 'approved',
      current: { fullName: 'Aroha Ngata', dateOfBirth: '1995-08-01', gender: 'Male' },
    });
    const account = await api.db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .innerJoin('match_pool as m', 'm.user_id', 'u.id')
      .select(['u.date_of_birth', 'u.gender', 'p.zodiac_sign', 'm.zodiac_sign as pool_sign'])
      .select(['m.gender as pool_gender', 'm.date_of_birth as pool_born'])
      .where('u.id', '=', aroha.userId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      date_of_birth: '1995-08-01',
      gender: 'Male',
      zodiac_sign: 'leo',
      pool_sign: 'leo',
      pool_gender: 'Male',
      pool_born: '1995-08-01',
    });
    await vi.waitFor(
      () => expect(deckBuilds).toContainEqual({ userId: aroha.userId, reason: 'profile_updated' }),
      { timeout: 10_000 },
    );
    expect(await auditOf(aroha.userId)).toEqual([
      {
        action: 'correction_approved',
        report_id: null,
        moderator_name: 'Hine Moderator',
        subject_name: 'Aroha Ngata',
        note: 'Checked their licence.',
      },
    ]);
    expect(await outbox.next('correction-decided', aroha.email)).toEqual({
      template: 'correction-decided',
      to: aroha.email,
      fullName: 'Aroha Ngata',
      approved: true,
      requested: ['Date of birth: 1 August 1995', 'Gender: Male'],
    });
    expect((await getState(aroha.token)).json()).toMatchObject({
      current: { dateOfBirth: '1995-08-01', gender: 'Male' },
      latest: { id, status: 'approved', decidedAt: expect.any(String) },
    });
    expect((await queue()).json()).not.toContainEqual(expect.objectContaining({ id }));

    const twice = await decide(id, { decision: 'decline' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: API_MESSAGES.correctionAlreadyDecided });
  });

  it('declines: the account keeps its details, the person is told, and may ask again', async () => {
    const aroha = await person();
    const filed = await ask(aroha.token, { fullName: 'Queen Aroha', reason: 'I like it.' });
    const { id } = (filed.json() as CorrectionState).latest!;
    const decided = await decide(id, { decision: 'decline' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'declined',
      current: { fullName: 'Aroha Ngata' },
    });
    expect((await getState(aroha.token)).json()).toMatchObject({
      current: { fullName: 'Aroha Ngata' },
      latest: { id, status: 'declined' },
    });
    expect(await auditOf(aroha.userId)).toEqual([
      expect.objectContaining({ action: 'correction_declined', report_id: null, note: null }),
    ]);
    expect(await outbox.next('correction-decided', aroha.email)).toEqual({
      template: 'correction-decided',
      to: aroha.email,
      fullName: 'Aroha Ngata',
      approved: false,
      requested: ['Name: Queen Aroha'],
    });
    expect(
      (await ask(aroha.token, { fullName: 'Aroha Ngata-Smith', reason: 'Married.' })).statusCode,
    ).toBe(201);
  });

  it("refuses a moderator's own request, and a decision on an unknown one", async () => {
    const filed = await ask(moderator.token, { gender: 'Male', reason: 'Wrong at sign-up.' });
    const { id } = (filed.json() as CorrectionState).latest!;
    const own = await decide(id, { decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: API_MESSAGES.correctionConflictOfInterest });
    expect(await requestRows(moderator.userId)).toEqual([
      { status: 'open', full_name: null, date_of_birth: null, gender: 'Male' },
    ]);
    const unknown = await decide('0b7c2f5e-3a4d-4e1f-9a6b-1c2d3e4f5a6b', { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
    const bad = await decide(id, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please choose a decision: approve or decline' });
  });

  it('is a page that does not exist to anyone but a moderator', async () => {
    const member = await person();
    const filed = await ask(member.token, { gender: 'Male', reason: 'Wrong.' });
    const { id } = (filed.json() as CorrectionState).latest!;
    for (const response of [
      await queue(member.token),
      await decide(id, { decision: 'approve' }, member.token),
      await call(api, 'GET', '/api/admin/corrections'),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await requestRows(member.userId)).toEqual([
      { status: 'open', full_name: null, date_of_birth: null, gender: 'Male' },
    ]);
  });
});
