import { createHash, createHmac } from 'node:crypto';
import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import type { EmailOutbox } from '../support/email-outbox.js';
import { registeredPerson, SIGNUP, signedInPerson } from '../support/people.js';
import { fileReport } from '../support/reports.js';
import { moderationApiPerFile, type ResolveReportCalls } from '../support/resolve-report.js';
import type { TestApi } from '../support/test-api.js';

// A ban keeps out the banned inbox however its address is spelled (docs/ARCHITECTURE.md
// "Moderation"), at sign-up and at an email change, and keeps no banned address readable.

let api: TestApi;
let outbox: EmailOutbox;
let calls: ResolveReportCalls;
moderationApiPerFile((started) => {
  ({ api, outbox, calls } = started);
});

const REFUSED = { message: API_MESSAGES.signupRefused, code: 'FORBIDDEN' };
const TAKEN = { message: API_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' };

async function identifierHashes(): Promise<string[]> {
  const rows = await api.db
    .selectFrom('ban_identifiers')
    .select('identifier_hash')
    .orderBy('identifier_hash')
    .execute();
  return rows.map((row) => row.identifier_hash);
}

/** The HMAC-SHA256 of an identifier under the key the database keeps. */
async function keyedHash(identifier: string): Promise<string> {
  const row = await api.db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', 'ban-identifier-key')
    .executeTakeFirstOrThrow();
  const key = Buffer.from(row.value as string, 'base64url');
  return createHmac('sha256', key).update(identifier).digest('hex');
}

/**
 * A moderator bans the person of a report that names `email` as typed (their account holds it
 * lower case, as sign-up stores it). Returns the identifier hashes the ban added.
 */
async function banned(email: string): Promise<string[]> {
  const before = await identifierHashes();
  const reporter = await signedInPerson(api.db);
  const reported = await signedInPerson(api.db);
  await api.db
    .updateTable('users')
    .set({ email: email.toLowerCase() })
    .where('id', '=', reported.userId)
    .execute();
  const reportId = await fileReport(api.db, {
    reporterId: reporter.userId,
    reportedId: reported.userId,
  });
  await api.db
    .updateTable('reports')
    .set({ reported_email: email })
    .where('id', '=', reportId)
    .execute();
  const response = await calls.resolve(reportId, { action: 'ban', note: 'Back again.' });
  expect(response.statusCode).toBe(200);
  return (await identifierHashes()).filter((hash) => !before.includes(hash));
}

function signUp(email: string) {
  return call(api, 'POST', '/api/signup', { ...SIGNUP, email });
}

async function userCount(): Promise<number> {
  return (await api.db.selectFrom('users').select('id').execute()).length;
}

describe('a ban of an email identifier', () => {
  it('refuses sign-up with the banned Gmail inbox spelled with dots, a +tag or googlemail.com', async () => {
    expect(await banned('firstlast@gmail.com')).toEqual([await keyedHash('firstlast@gmail.com')]);
    const users = await userCount();
    for (const email of [
      'firstlast@gmail.com',
      'first.last+x@gmail.com',
      'First.Last@googlemail.com',
    ]) {
      const response = await signUp(email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
    expect(await userCount()).toBe(users);
    expect(outbox.to('first.last+x@gmail.com')).toEqual([]);
  });

  it('refuses any case of another provider’s banned address, and accepts unrelated ones', async () => {
    expect(await banned('FirstLast@Example.com')).toEqual([
      await keyedHash('firstlast@example.com'),
    ]);
    const refused = await signUp('firstlast@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSED);

    // Outside Gmail a dot or a +tag may be another person's inbox; another Gmail inbox is theirs.
    for (const email of ['first.last@example.com', 'firstlast+x@example.com', 'first@gmail.com']) {
      const accepted = await signUp(email);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toEqual({ message: API_MESSAGES.signupAccepted });
      expect((await outbox.next('verification-code', email)).to).toBe(email);
    }
  });

  it('refuses an email change to a banned identifier as a taken address, changing nothing', async () => {
    expect(await banned('moved.away@gmail.com')).toEqual([await keyedHash('movedaway@gmail.com')]);
    const person = await registeredPerson(api, outbox);
    for (const email of ['Moved.Away+2@googlemail.com', 'movedaway@gmail.com']) {
      const response = await call(
        api,
        'PATCH',
        '/api/user/email',
        { email, currentPassword: person.password },
        { token: person.token },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(TAKEN);
    }
    const pending = await api.db
      .selectFrom('email_changes')
      .select('new_email')
      .where('user_id', '=', person.userId)
      .execute();
    expect(pending).toEqual([]);

    const allowed = await call(
      api,
      'PATCH',
      '/api/user/email',
      { email: 'moved.here@gmail.com', currentPassword: person.password },
      { token: person.token },
    );
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({
      message: withEmail(API_MESSAGES.emailChangeCodeSent, 'moved.here@gmail.com'),
      pendingEmail: 'moved.here@gmail.com',
    });
  });

  it('keeps only keyed hashes: no table of bans holds a banned address or its plain hash', async () => {
    const added = await banned('Plain.Check+x@gmail.com');
    expect(added).toEqual([await keyedHash('plaincheck@gmail.com')]);
    expect(added).not.toContain(createHash('sha256').update('plaincheck@gmail.com').digest('hex'));
    for (const hash of await identifierHashes()) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name like 'ban%'
      order by table_name, column_name`.execute(api.db);
    expect(columns.rows).toEqual([
      { table_name: 'ban_identifiers', column_name: 'banned_at' },
      { table_name: 'ban_identifiers', column_name: 'identifier_hash' },
      // Perceptual hashes of photos (docs/ARCHITECTURE.md "Banned photos"): no address either.
      { table_name: 'banned_photo_hashes', column_name: 'banned_at' },
      { table_name: 'banned_photo_hashes', column_name: 'banned_user_id' },
      { table_name: 'banned_photo_hashes', column_name: 'evidence_sha256' },
      { table_name: 'banned_photo_hashes', column_name: 'hash' },
      { table_name: 'banned_photo_hashes', column_name: 'id' },
    ]);
  });
});
