import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import {
  type DataExportApi,
  dataExportApiPerFile,
  settledExport,
} from '../support/data-export-api.js';
import { dataExportScene, PHOTO } from '../support/data-export-scene.js';
import type { Person } from '../support/people.js';

// docs/PRODUCT.md "Account settings" and docs/ARCHITECTURE.md "Your data": the ZIP holds every
// listed part of the person's data, and of other people only what its README says.

let started: DataExportApi;
dataExportApiPerFile((given) => {
  started = given;
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

let her: Person;
let nikau: Person;
let tama: Person;
let wiremu: Person;
let hemi: Person;
let rawiri: Person;
let matchId: string;
let pastMatchId: string;
let files: Record<string, Uint8Array>;
let readyAt: string;

const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));

beforeAll(async () => {
  ({ her, nikau, tama, wiremu, hemi, rawiri, matchId, pastMatchId } =
    await dataExportScene(started));
});

describe('the data export ZIP', () => {
  it('is built by the worker and downloaded by its owner', async () => {
    const { api } = started;
    const asked = await call(api, 'POST', '/api/user/data-export', undefined, { token: her.token });
    expect(asked.statusCode).toBe(201);
    const state = await settledExport(api, her.token);
    expect(state.export.status).toBe('ready');
    readyAt = state.export.readyAt;
    const download = await api.app.inject({
      method: 'GET',
      url: `/api/user/data-export/${state.export.id}/download`,
      headers: { authorization: `Bearer ${her.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="starmatch-my-data.zip"',
    );
    expect(download.headers['cache-control']).toBe('no-store');
    files = unzipSync(new Uint8Array(download.rawPayload));
  });

  it('holds exactly the listed files', () => {
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account-and-profile.json',
      'blocks.json',
      'likes-and-passes.json',
      'match-requests.json',
      'matches.json',
      'messages-sent.json',
      'photos/1.webp',
      'reports-made.json',
      'settings.json',
    ]);
  });

  it('explains each file in the README, and what it holds of other people', () => {
    expect(strFromU8(files['README.txt'] as Uint8Array)).toBe(
      [
        'Your Starmatch data',
        '===================',
        '',
        `Made for Aroha Ngata on ${readyAt} (times in this download are UTC).`,
        'The download link works for 7 days after it was made; then we delete this file.',
        '',
        'What each file holds',
        '--------------------',
        'account-and-profile.json - your account (name, email, date of birth, gender, when you joined)',
        '  and your profile (bio, orientation, location, the ages you are looking for, your zodiac sign).',
        'photos/ - your profile photos, as the app keeps them (photos/1.webp; 1 is your main photo).',
        'settings.json - your match preferences (age ranges, cities, hiding your activity) and your',
        '  notification preferences (email and push, previews, paused).',
        "likes-and-passes.json - every like and pass you made: the other person's id, like or pass, and when.",
        "match-requests.json - the match requests you sent and received: the other person's id, the",
        '  answer, and when.',
        'matches.json - your current matches and your past matches (ended ones): the match id, the other',
        "  person's id and first name, when you matched and when it ended.",
        'blocks.json - the people you blocked: their id and when.',
        'reports-made.json - the reports you made: the category, what you wrote, the status and when.',
        'messages-sent.json - every message you sent: the conversation (match id), the text and when.',
        '',
        'About other people',
        '------------------',
        'This download holds your own data. Of other people it holds only their id where you liked,',
        'passed, requested, matched, blocked or reported them, and the first name of people you matched.',
        "It holds no one else's messages, photos, email addresses or profiles, and no reports other",
        'people made about you.',
        '',
        'Questions or corrections: Settings in the app, or the contact in our privacy policy.',
        '',
      ].join('\n'),
    );
  });

  it('holds the account, the profile and the photo itself', async () => {
    const user = await started.api.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', her.userId)
      .executeTakeFirstOrThrow();
    const profile = await started.api.db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', her.userId)
      .executeTakeFirstOrThrow();
    const photo = await started.api.db
      .selectFrom('photos')
      .selectAll()
      .where('user_id', '=', her.userId)
      .executeTakeFirstOrThrow();
    expect(json('account-and-profile.json')).toEqual({
      account: {
        id: her.userId,
        name: 'Aroha Ngata',
        email: user.email,
        dateOfBirth: '1995-03-15',
        gender: 'Female',
        createdAt: iso(user.created_at),
        emailVerifiedAt: iso(user.email_verified_at),
        pausedAt: null,
      },
      profile: {
        bio: 'Loves the outdoors and good coffee.',
        sexualOrientation: 'heterosexual',
        location: 'Auckland, Auckland',
        city: 'Auckland',
        ageRangeMin: 18,
        ageRangeMax: 99,
        zodiacSign: 'pisces',
        createdAt: iso(profile.created_at),
        updatedAt: iso(profile.updated_at),
      },
      photos: [
        {
          file: 'photos/1.webp',
          position: 0,
          width: 800,
          height: 1000,
          format: 'webp',
          uploadedAt: iso(photo.created_at),
        },
      ],
    });
    expect([...(files['photos/1.webp'] as Uint8Array)]).toEqual([...PHOTO]);
  });

  it('holds the settings', async () => {
    const settings = await started.api.db
      .selectFrom('settings')
      .select('updated_at')
      .where('user_id', '=', her.userId)
      .executeTakeFirstOrThrow();
    expect(json('settings.json')).toEqual({
      matchPreferences: {
        preferredAgeRanges: [],
        preferredCities: [],
        hideActivity: false,
        updatedAt: iso(settings.updated_at),
      },
      notifications: null,
    });
  });

  it('holds the likes and passes she made, and the requests sent and received', async () => {
    const decisions = await started.api.db
      .selectFrom('decisions')
      .select(['to_user', 'created_at'])
      .where('from_user', '=', her.userId)
      .execute();
    const at = (userId: string) =>
      iso(decisions.find((d) => d.to_user === userId)?.created_at ?? null);
    expect(json('likes-and-passes.json')).toEqual(
      [
        { userId: nikau.userId, decision: 'like', at: at(nikau.userId) },
        { userId: rawiri.userId, decision: 'pass', at: at(rawiri.userId) },
      ].sort((a, b) => String(a.at).localeCompare(String(b.at))),
    );
    const requests = await started.api.db
      .selectFrom('match_requests')
      .selectAll()
      .where((eb) => eb.or([eb('from_user', '=', her.userId), eb('to_user', '=', her.userId)]))
      .orderBy('created_at')
      .execute();
    expect(json('match-requests.json')).toEqual(
      requests.map((request) => ({
        id: request.id,
        direction: request.from_user === her.userId ? 'sent' : 'received',
        otherUserId: request.from_user === her.userId ? request.to_user : request.from_user,
        status: request.status,
        createdAt: iso(request.created_at),
        answeredAt: iso(request.responded_at),
      })),
    );
    expect(requests.map((request) => [request.from_user, request.status])).toEqual([
      [her.userId, 'accepted'],
      [tama.userId, 'accepted'],
      ...requests.slice(2).map((request) => [request.from_user, request.status]),
    ]);
  });

  it('holds the match and the past match with the first name and id only', async () => {
    const match = await started.api.db
      .selectFrom('matches')
      .select('created_at')
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    const ended = await started.api.db
      .selectFrom('ended_matches')
      .selectAll()
      .where('match_id', '=', pastMatchId)
      .executeTakeFirstOrThrow();
    expect(json('matches.json')).toEqual({
      current: [
        {
          matchId,
          userId: nikau.userId,
          firstName: 'Nikau',
          matchedAt: iso(match.created_at),
          endedAt: null,
        },
      ],
      past: [
        {
          matchId: pastMatchId,
          userId: tama.userId,
          firstName: 'Tama',
          matchedAt: iso(ended.matched_at),
          endedAt: iso(ended.ended_at),
        },
      ],
    });
  });

  it('holds the blocks and the report she made, not the report about her', async () => {
    const blocks = await started.api.db
      .selectFrom('blocks')
      .select(['blocked_id', 'created_at'])
      .where('blocker_id', '=', her.userId)
      .orderBy('created_at')
      .execute();
    expect(json('blocks.json')).toEqual(
      blocks.map((block) => ({ userId: block.blocked_id, at: iso(block.created_at) })),
    );
    expect(blocks.map((block) => block.blocked_id).sort()).toEqual(
      [tama.userId, wiremu.userId].sort(),
    );
    const report = await started.api.db
      .selectFrom('reports')
      .selectAll()
      .where('reporter_id', '=', her.userId)
      .executeTakeFirstOrThrow();
    expect(json('reports-made.json')).toEqual([
      {
        id: report.id,
        reportedUserId: tama.userId,
        category: 'spam',
        details: 'Asked me for money',
        matchId: pastMatchId,
        status: 'open',
        createdAt: iso(report.created_at),
        resolvedAt: null,
      },
    ]);
  });

  it('holds the messages she sent, in current and past conversations, and none she received', async () => {
    const sent = await started.api.db
      .selectFrom('messages')
      .select(['content', 'created_at'])
      .where('sender_id', '=', her.userId)
      .unionAll((eb) =>
        eb
          .selectFrom('kept_messages')
          .select(['content', 'created_at'])
          .where('sender_id', '=', her.userId),
      )
      .execute();
    const at = (content: string) =>
      iso(sent.find((m) => m.content === content)?.created_at ?? null);
    expect(json('messages-sent.json')).toEqual([
      { matchId, text: 'Kia ora Nikau', sentAt: at('Kia ora Nikau') },
      { matchId, text: 'Coffee on Saturday?', sentAt: at('Coffee on Saturday?') },
      { matchId: pastMatchId, text: 'See you there', sentAt: at('See you there') },
    ]);
  });

  it('says nothing else about other people anywhere in it', async () => {
    const everything = Object.entries(files)
      .filter(([name]) => !name.startsWith('photos/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    const emails = await started.api.db
      .selectFrom('users')
      .select('email')
      .where('id', '!=', her.userId)
      .execute();
    for (const { email } of emails) expect(everything).not.toContain(email);
    for (const secret of [
      'Secret of Nikau',
      'Words of Tama',
      'Secret report about Aroha',
      'Reid',
      'Walker',
      'Wiremu',
      'Hale',
      'Hemi',
      'Parata',
      'Rawiri',
      hemi.userId,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('tells her by email, with a link to Settings', async () => {
    const user = await started.api.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', her.userId)
      .executeTakeFirstOrThrow();
    await expect
      .poll(
        async () => (await started.emails()).filter((email) => email.to === user.email).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    const [email] = (await started.emails()).filter((sent) => sent.to === user.email);
    expect(email?.subject).toBe('Your Starmatch data is ready to download');
    expect(email?.text).toContain('Open Settings: http://localhost:3000/settings');
  });
});
