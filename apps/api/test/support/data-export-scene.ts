import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { call } from './call.js';
import type { DataExportApi } from './data-export-api.js';
import { acceptRequest, likePerson, sendRequest } from './matched-couple.js';
import { type Person, signedInPerson } from './people.js';
import { blockPerson, reportPerson } from './safety-calls.js';

// The life whose data export test/privacy/data-export-contents.test.ts opens: Aroha, with a
// match, a past match she reported, a block, a pass, a like, and a report about her.

/** Her one photo's bytes, as the export must carry them. */
export const PHOTO = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 69, 66, 80]);

export interface DataExportScene {
  her: Person;
  nikau: Person;
  tama: Person;
  wiremu: Person;
  hemi: Person;
  rawiri: Person;
  matchId: string;
  pastMatchId: string;
}

export function send(
  started: DataExportApi,
  from: Person,
  to: Person,
  match: string,
  content: string,
) {
  return call(
    started.api,
    'POST',
    '/api/messages',
    { matchId: match, receiverId: to.userId, content, messageType: 'text' },
    { token: from.token },
  );
}

export async function dataExportScene(started: DataExportApi): Promise<DataExportScene> {
  const { api, uploadDir } = started;
  const her = await signedInPerson(api.db, {
    fullName: 'Aroha Ngata',
    gender: 'Female',
    dateOfBirth: '1995-03-15',
  });
  const nikau = await signedInPerson(api.db, { fullName: 'Nikau Reid', gender: 'Male', age: 32 });
  const tama = await signedInPerson(api.db, { fullName: 'Tama Walker', gender: 'Male', age: 33 });
  const wiremu = await signedInPerson(api.db, { fullName: 'Wiremu Hale', gender: 'Male', age: 34 });
  const hemi = await signedInPerson(api.db, { fullName: 'Hemi Parata', gender: 'Male', age: 35 });
  const rawiri = await signedInPerson(api.db, { fullName: 'Rawiri Tane', gender: 'Male', age: 36 });
  await mkdir(join(uploadDir, 'profiles', her.userId), { recursive: true });
  await writeFile(join(uploadDir, 'profiles', her.userId, '0.webp'), PHOTO);
  await mkdir(join(uploadDir, 'profiles', nikau.userId), { recursive: true });
  await writeFile(join(uploadDir, 'profiles', nikau.userId, '0.webp'), new Uint8Array([9, 9, 9]));

  // A match with messages both ways.
  const matchId = await acceptRequest(api, nikau, await sendRequest(api, her, nikau));
  expect((await send(started, her, nikau, matchId, 'Kia ora Nikau')).statusCode).toBe(201);
  expect(
    (await send(started, nikau, her, matchId, 'Kia ora Aroha! Secret of Nikau')).statusCode,
  ).toBe(201);
  expect((await send(started, her, nikau, matchId, 'Coffee on Saturday?')).statusCode).toBe(201);
  // A past match: Tama asked, she accepted, they talked, she unmatched, then reported him.
  const pastMatchId = await acceptRequest(api, her, await sendRequest(api, tama, her));
  expect((await send(started, tama, her, pastMatchId, 'Words of Tama')).statusCode).toBe(201);
  expect((await send(started, her, tama, pastMatchId, 'See you there')).statusCode).toBe(201);
  const unmatched = await call(api, 'DELETE', `/api/matches/${pastMatchId}/unmatch`, undefined, {
    token: her.token,
  });
  expect(unmatched.statusCode).toBe(200);
  const reported = await reportPerson(api, her, {
    userId: tama.userId,
    category: 'spam',
    details: 'Asked me for money',
    matchId: pastMatchId,
  });
  expect(reported.statusCode).toBe(201);
  // A block she made, a pass she made, and a report about her (not hers to see).
  expect((await likePerson(api, wiremu, her.userId)).statusCode).toBe(200);
  expect((await blockPerson(api, her, wiremu.userId)).statusCode).toBe(201);
  const passed = await call(
    api,
    'POST',
    '/api/matches/like',
    { targetUserId: rawiri.userId, isLike: false },
    { token: her.token },
  );
  expect(passed.statusCode).toBe(200);
  expect((await likePerson(api, hemi, her.userId)).statusCode).toBe(200);
  const aboutHer = await reportPerson(api, hemi, {
    userId: her.userId,
    category: 'harassment',
    details: 'Secret report about Aroha',
  });
  expect(aboutHer.statusCode).toBe(201);
  return { her, nikau, tama, wiremu, hemi, rawiri, matchId, pastMatchId };
}
