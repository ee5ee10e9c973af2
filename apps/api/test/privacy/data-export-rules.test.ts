import { newMessageId } from '@starmatch/db/queries/messages';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import {
  type DataExportApi,
  dataExportApiPerFile,
  settledExport,
} from '../support/data-export-api.js';
import { acceptRequest, sendRequest } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';

// docs/PRODUCT.md "Account settings": one export per 24 hours, only its owner downloads it, and
// it is gone after 7 days. The clock is moved, never waited for.

let started: DataExportApi;
dataExportApiPerFile((given) => {
  started = given;
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const ask = (person: Person) =>
  call(started.api, 'POST', '/api/user/data-export', undefined, { token: person.token });
const download = (person: Person | undefined, id: string) =>
  started.api.app.inject({
    method: 'GET',
    url: `/api/user/data-export/${id}/download`,
    headers: person ? { authorization: `Bearer ${person.token}` } : {},
  });

function person(name: string) {
  return signedInPerson(started.api.db, { fullName: name });
}

describe('POST /api/user/data-export', () => {
  it('takes one request per 24 hours and says when the next may be made', async () => {
    const her = await person('Mere Tūhoe');
    const none = await call(started.api, 'GET', '/api/user/data-export', undefined, {
      token: her.token,
    });
    expect(none.json()).toEqual({ export: null, nextRequestAt: null });

    const first = await ask(her);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.export.status).toBe('preparing');
    const requestedAt = new Date(body.export.requestedAt);
    expect(body.nextRequestAt).toBe(new Date(requestedAt.getTime() + DAY).toISOString());
    const ready = await settledExport(started.api, her.token);
    expect(ready.export.status).toBe('ready');
    expect(ready.nextRequestAt).toBe(body.nextRequestAt);

    started.advance(23 * HOUR);
    const second = await ask(her);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(
      /^You can ask for your data once every 24 hours\. You can ask again from .+ \(New Zealand time\)\.$/,
    );
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(HOUR / 1000 - 60);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(HOUR / 1000);

    started.advance(HOUR);
    const third = await ask(her);
    expect(third.statusCode).toBe(201);
    expect((await settledExport(started.api, her.token)).export.status).toBe('ready');
  });

  it('needs a session', async () => {
    const response = await call(started.api, 'POST', '/api/user/data-export');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/data-export/:id/download', () => {
  it('answers 404 to anyone but the owner, and to no session a 401', async () => {
    const her = await person('Ana Smith');
    const other = await person('Kiri Brown');
    expect((await ask(her)).statusCode).toBe(201);
    const { export: made } = await settledExport(started.api, her.token);

    const theirs = await download(other, made.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Not found' });
    expect((await download(other, '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b')).statusCode).toBe(404);
    expect((await download(other, 'not-an-id')).statusCode).toBe(404);
    expect((await download(undefined, made.id)).statusCode).toBe(401);
    expect((await download(her, made.id)).statusCode).toBe(200);
  });

  it('answers 410 once 7 days have passed, and the card says expired', async () => {
    const her = await person('Hana Kid');
    expect((await ask(her)).statusCode).toBe(201);
    const { export: made } = await settledExport(started.api, her.token);
    const expiresAt = new Date(made.expiresAt);
    const readyAt = (
      await started.api.db
        .selectFrom('data_exports')
        .select('ready_at')
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow()
    ).ready_at as Date;
    expect(expiresAt.getTime() - readyAt.getTime()).toBe(7 * DAY);

    started.advance(7 * DAY);
    const gone = await download(her, made.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      message: 'This download has expired. Ask for your data again in Settings.',
    });
    const state = await call(started.api, 'GET', '/api/user/data-export', undefined, {
      token: her.token,
    });
    expect(state.json()).toMatchObject({
      export: { id: made.id, status: 'expired' },
      nextRequestAt: null,
    });
  });
});

describe('an account with 10,000 messages', () => {
  it('has every message it sent in the export', async () => {
    const { api } = started;
    const her = await person('Tia Many');
    const him = await signedInPerson(api.db, { fullName: 'Rua Many', gender: 'Male', age: 32 });
    const matchId = await acceptRequest(api, him, await sendRequest(api, her, him));
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      id: newMessageId(),
      match_id: matchId,
      sender_id: her.userId,
      receiver_id: him.userId,
      content: `Message number ${index}`,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await api.db
        .insertInto('messages')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    expect((await ask(her)).statusCode).toBe(201);
    const { export: made } = await settledExport(api, her.token);
    expect(made.status).toBe('ready');
    const zip = unzipSync(new Uint8Array((await download(her, made.id)).rawPayload));
    const sent: { text: string; matchId: string }[] = JSON.parse(
      strFromU8(zip['messages-sent.json'] as Uint8Array),
    );
    expect(sent.length).toBe(10_000);
    expect(new Set(sent.map((message) => message.text))).toEqual(
      new Set(rows.map((row) => row.content)),
    );
    expect(new Set(sent.map((message) => message.matchId))).toEqual(new Set([matchId]));
  });
});
