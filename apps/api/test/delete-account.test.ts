import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { userChannel } from '@starmatch/contracts/bus-events';
import { JOB_NAMES, type MailForgetJob } from '@starmatch/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limits/rate-limit-rules.js';
import { call, freshIp } from './support/call.js';
import { captureEmails, type EmailOutbox } from './support/email-outbox.js';
import { rowsReferring } from './support/every-table.js';
import { fillEveryTable } from './support/fill-every-table.js';
import { acceptRequest, matchedCouple, sendRequest } from './support/matched-couple.js';
import { givePassword, registeredPerson, signedInPerson } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { caughtUp, listen } from './support/user-events.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
let uploadDir: string;
/** The addresses whose mail the worker was asked to forget. */
const forgotten: string[] = [];
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-uploads-'));
  api = await startTestApi({ UPLOAD_DIR: uploadDir });
  outbox = await captureEmails(api.infrastructure);
  await api.infrastructure.queue.startWorker({
    [JOB_NAMES.mailForget]: async (payload) => {
      forgotten.push((payload as MailForgetJob).to);
    },
  });
});
afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function photoFolderWithFiles(userId: string): Promise<string> {
  const folder = join(uploadDir, 'profiles', userId);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'one.webp'), 'image bytes');
  await writeFile(join(folder, 'two.webp'), 'image bytes');
  return folder;
}

function deleteAccount(token: string, currentPassword?: string, ip?: string) {
  return call(
    api,
    'DELETE',
    '/api/user/account',
    currentPassword === undefined ? {} : { currentPassword },
    { token, ...(ip ? { ip } : {}) },
  );
}

describe('DELETE /api/user/account', () => {
  it("removes every row of the person in every table but the kept conversations, and their photos, and nobody else's", async () => {
    const leaving = await registeredPerson(api, outbox);
    const staying = await registeredPerson(api, outbox);
    await fillEveryTable(api.db, leaving.userId, staying.userId);
    // Rows the API itself makes: a realtime ticket, a pending reset, an email change waiting for
    // its code, a verification code.
    const ticket = await call(api, 'POST', '/api/realtime/ticket', undefined, {
      token: leaving.token,
    });
    expect(ticket.statusCode).toBe(201);
    await call(api, 'POST', '/api/auth/forgot-password', { email: leaving.email });
    const change = await call(
      api,
      'PATCH',
      '/api/user/email',
      { email: `new-${leaving.email}`, currentPassword: leaving.password },
      { token: leaving.token },
    );
    expect(change.statusCode).toBe(200);
    await api.db
      .insertInto('email_verifications')
      .values({
        user_id: leaving.userId,
        code_hash: 'x',
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    // Both joined the waitlist before signing up, the leaving one typing the address in capitals.
    for (const email of [leaving.email.toUpperCase(), staying.email]) {
      const joined = await call(api, 'POST', '/api/waitlist', {
        email,
        ageGroup: '26-31',
        gender: 'female',
        isNzBased: true,
        ipAddress: '',
        userAgent: 'test',
      });
      expect(joined.statusCode).toBe(201);
    }
    const leavingFolder = await photoFolderWithFiles(leaving.userId);
    const stayingFolder = await photoFolderWithFiles(staying.userId);

    const before = await rowsReferring(api.db, leaving.userId);
    const stayingBefore = await rowsReferring(api.db, staying.userId);
    // Proof the check below can fail: before, the person is in every table that refers to people
    // (reports and the audit log keep their rows, with the reference set to null).
    const withoutPeople = [
      'waitlist',
      'app_state',
      'report_photos',
      'evidence_photos',
      'ban_identifiers',
      // Keyed by job id, no address: nothing in it names a person.
      'email_deliveries',
      // Events waiting to be relayed, deleted once sent; its only uuid column is the event's id.
      'outbox_events',
      // The ids of events taken into notifications: nothing in it names a person.
      'notification_events',
    ];
    const tablesOfPeople = Object.keys(before).filter((table) => !withoutPeople.includes(table));
    expect(tablesOfPeople).toHaveLength(33);
    for (const table of tablesOfPeople) expect(before[table], table).toBeGreaterThan(0);

    const events: unknown[] = [];
    const unsubscribe = await api.infrastructure.bus.subscribe(
      userChannel(leaving.userId),
      (event) => events.push(event),
    );
    const response = await deleteAccount(leaving.token, leaving.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.accountDeleted });

    const after = await rowsReferring(api.db, leaving.userId);
    // Only the conversations stay, out of reach, for reports until the retention job deletes
    // them: the one ended before and the match's two messages, kept as an unmatch keeps them.
    expect(after).toEqual({
      ...Object.fromEntries(Object.keys(before).map((table) => [table, 0])),
      kept_messages: 3,
    });
    expect(existsSync(leavingFolder)).toBe(false);
    const waitlist = await api.db.selectFrom('waitlist').select('email').execute();
    expect(waitlist.map((row) => row.email)).toEqual([staying.email]);
    await expect.poll(() => events).toEqual([{ type: 'session_ended', reason: 'account_deleted' }]);
    await unsubscribe();

    // The other side of the match keeps their own rows and photos; shared ones (match, messages)
    // go, the messages kept out of reach as above.
    const stayingAfter = await rowsReferring(api.db, staying.userId);
    expect(stayingAfter).toMatchObject({
      users: 1,
      sessions: stayingBefore.sessions,
      profiles: 1,
      photos: 1,
      settings: 1,
      matches: 0,
      messages: 0,
      kept_messages: 3,
    });
    expect(existsSync(join(stayingFolder, 'one.webp'))).toBe(true);

    const signedOut = await call(api, 'GET', '/api/auth/user', undefined, { token: leaving.token });
    expect(signedOut.statusCode).toBe(401);
    const login = await call(api, 'POST', '/api/login', {
      email: leaving.email,
      password: leaving.password,
    });
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('succeeds for a person who never uploaded a photo, and has the mail kept for them forgotten', async () => {
    const person = await registeredPerson(api, outbox);
    const response = await deleteAccount(person.token, person.password);
    expect(response.statusCode).toBe(200);
    expect((await rowsReferring(api.db, person.userId)).users).toBe(0);
    await expect.poll(() => forgotten.filter((to) => to === person.email)).toEqual([person.email]);
  });

  it('tells each match partner match_ended, exactly as a block does', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const other = await signedInPerson(api.db, { gender: 'Male', age: 35, fullName: 'Rawiri' });
    const otherMatchId = await acceptRequest(api, other, await sendRequest(api, her, other));
    const hisEvents = await listen(api, him.userId);
    const otherEvents = await listen(api, other.userId);
    const response = await deleteAccount(her.token, await givePassword(api.db, her.userId));
    expect(response.statusCode).toBe(200);
    await caughtUp(api, him.userId, hisEvents);
    await caughtUp(api, other.userId, otherEvents);
    expect(hisEvents).toEqual([{ type: 'match_ended', matchId }]);
    expect(otherEvents).toEqual([{ type: 'match_ended', matchId: otherMatchId }]);
  });
});

describe('DELETE /api/user/account asks for the current password', () => {
  it('answers 400 without one and 403 with a wrong one, deleting nothing', async () => {
    const person = await registeredPerson(api, outbox);
    for (const currentPassword of [undefined, '']) {
      const response = await deleteAccount(person.token, currentPassword);
      expectValidationFailed(response, 'Current password is required');
    }
    const wrong = await deleteAccount(person.token, 'not my password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: API_MESSAGES.incorrectCurrentPassword,
      code: 'INCORRECT_PASSWORD',
    });
    expect((await rowsReferring(api.db, person.userId)).users).toBe(1);
    const stillIn = await call(api, 'GET', '/api/auth/user', undefined, { token: person.token });
    expect(stillIn.statusCode).toBe(200);
  });

  it('counts a wrong one as a failed sign-in of the account from that address', async () => {
    const person = await registeredPerson(api, outbox);
    const thief = freshIp();
    for (let guess = 1; guess <= RATE_LIMITS.loginPerAccountIp.points; guess += 1) {
      expect((await deleteAccount(person.token, `guess ${guess}`, thief)).statusCode).toBe(403);
    }
    const refused = await deleteAccount(person.token, person.password, thief);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const signIn = (ip: string) =>
      call(api, 'POST', '/api/login', { email: person.email, password: person.password }, { ip });
    expect((await signIn(thief)).statusCode).toBe(429);
    expect((await signIn(freshIp())).statusCode).toBe(200);
    expect((await rowsReferring(api.db, person.userId)).users).toBe(1);
  });
});
