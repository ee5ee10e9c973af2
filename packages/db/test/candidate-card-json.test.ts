import { deckResponseSchema, splitFullName } from '@starmatch/contracts/candidates';
import { ageOn } from '@starmatch/zodiac/age';
import { compatibilityLevel } from '@starmatch/zodiac/compatibility-level';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compatibilityLevelSql, nameWordsSql } from '../src/queries/candidate-card-json.js';
import { readDeckCards } from '../src/queries/deck-page.js';
import { replaceDeck } from '../src/queries/decks.js';
import { ageSql, dateKey } from '../src/queries/visibility.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';

// The deck's cards are written by PostgreSQL (candidate-card-json.ts); each rule has a
// JavaScript original, and these hold the two to the same answers.

const test = fileDatabase();

describe('the SQL twins of the card rules', () => {
  it('split names into first and last as splitFullName does, white space of every kind', async () => {
    const names = [
      'Aroha Ngata',
      'Cher',
      'Mary Jane van der Berg',
      '  Tama   Te  Rangi ',
      'Ana\tLima',
      'Sione\u00a0Taufa',
      '\u3000Kiri\u2003Hēni\ufeff',
      'Zoë  O\u2019Brien-Smith',
      'Line\nBreak',
      ' ',
    ];
    for (const name of names) {
      const { rows } = await sql<{ words: string[] }>`
        select ${nameWordsSql(sql`${name}::text`)} as words`.execute(test.db);
      const [first = '', ...rest] = rows[0]?.words ?? [];
      expect({ firstName: first, lastName: rest.join(' ') }, JSON.stringify(name)).toEqual(
        splitFullName(name),
      );
    }
  });

  it('place every score from 0 to 100 at the level compatibilityLevel gives', async () => {
    const { rows } = await sql<{ score: number; level: string }>`
      select s as score, ${compatibilityLevelSql(sql`s`)} as level
      from generate_series(0, 100) s order by s`.execute(test.db);
    expect(rows).toHaveLength(101);
    for (const { score, level } of rows)
      expect(level, String(score)).toBe(compatibilityLevel(score));
  });

  it('count ages as ageOn does, around birthdays and 29 February', async () => {
    const births = ['2000-02-29', '1996-03-01', '1999-12-31', '2001-01-01', '1990-06-15'];
    const days = [
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2025-02-28',
      '2025-03-01',
      '2025-06-14',
      '2025-06-15',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
    ];
    for (const birth of births) {
      for (const day of days) {
        const { rows } = await sql<{ age: number }>`
          select ${ageSql(sql`to_char(${birth}::date, 'YYYYMMDD')::int`, dateKey(day))} as age`.execute(
          test.db,
        );
        expect(rows[0]?.age, `${birth} on ${day}`).toBe(ageOn(birth, day));
      }
    }
  });
});

describe('a card', () => {
  it('carries any text through JSON intact and holds to the contract', async () => {
    const viewer = await createPerson(test.db);
    const bio =
      'Quotes " and \\ back\\slash, a tab\there,\na new line, \u0001, emoji 🌟 and te reo: Māori';
    const candidate = await createPerson(test.db, {
      gender: 'Male',
      fullName: '  Wiremu  "Bill"\u00a0Te Whare ',
      photos: 0,
    });
    await test.db.updateTable('profiles').set({ bio }).where('user_id', '=', candidate).execute();
    await test.db
      .insertInto('photos')
      .values(
        [1, 0].map((position) => ({
          user_id: candidate,
          position,
          url: `/uploads/profiles/${candidate}/p${position}.webp`,
          width: 800,
          height: 1000,
          bytes: 50_000,
          format: 'webp',
        })),
      )
      .execute();
    await replaceDeck(test.db, {
      userId: viewer,
      entries: [
        { candidateId: candidate, score: 60, level: 'good', compatibility: deckCompatibility(60) },
      ],
    });
    const cards = await readDeckCards(test.db, { userId: viewer, today: '2026-11-27' });
    expect(deckResponseSchema.parse(cards)).toEqual(cards);
    expect(cards[0]).toMatchObject({
      fullName: '  Wiremu  "Bill"\u00a0Te Whare ',
      bio,
      photos: [0, 1].map((position) => `/uploads/profiles/${candidate}/p${position}.webp`),
      user: { firstName: 'Wiremu', lastName: '"Bill" Te Whare', bio },
      compatibilityScore: 60,
      zodiacCompatibilityLevel: 'good',
    });
  });

  it('follows a change of name, profile or photos at once', async () => {
    const viewer = await createPerson(test.db);
    const candidate = await createPerson(test.db, { gender: 'Male', fullName: 'Hemi Parata' });
    await replaceDeck(test.db, {
      userId: viewer,
      entries: [
        { candidateId: candidate, score: 80, level: 'great', compatibility: deckCompatibility(80) },
      ],
    });
    await test.db
      .updateTable('users')
      .set({ full_name: 'Hemi Te Parata' })
      .where('id', '=', candidate)
      .execute();
    await test.db
      .updateTable('profiles')
      .set({ bio: 'Kayaks at dawn.', location: 'Ponsonby, Auckland' })
      .where('user_id', '=', candidate)
      .execute();
    await test.db
      .updateTable('photos')
      .set({ url: `/uploads/profiles/${candidate}/new.webp` })
      .where('user_id', '=', candidate)
      .execute();
    const [card] = await readDeckCards(test.db, { userId: viewer, today: '2026-11-27' });
    expect(card).toMatchObject({
      fullName: 'Hemi Te Parata',
      bio: 'Kayaks at dawn.',
      location: 'Ponsonby, Auckland',
      photos: [`/uploads/profiles/${candidate}/new.webp`],
      user: { firstName: 'Hemi', lastName: 'Te Parata', bio: 'Kayaks at dawn.' },
      compatibilityScore: 80,
      zodiacCompatibilityLevel: 'great',
    });
  });
});
