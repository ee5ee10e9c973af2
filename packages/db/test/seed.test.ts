import { mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CITIES, type City } from '@starmatch/contracts/constants';
import { ageOn } from '@starmatch/zodiac/age';
import { zodiacSignFromDate } from '@starmatch/zodiac/sign-from-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { buildDemoPeople } from '../src/seed/demo-people.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { CITY_SUBURBS } from '../src/seed/suburbs.js';
import { fileDatabase } from './support/file-database.js';
import { mutualVisibilityProblems, type VisibilityPerson } from './support/visibility.js';

const NOW = new Date('2026-03-15T09:30:00Z');

const test = fileDatabase();
let uploadDir: string;
let firstRun: Awaited<ReturnType<typeof seedDemoData>>;
const firstRunStarts: number[] = [];

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'starmatch-seed-'));
  firstRun = await seedDemoData(test.db, {
    uploadDir,
    now: NOW,
    onStart: (count) => firstRunStarts.push(count),
  });
}, 60_000);

afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

function people() {
  return test.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .innerJoin('settings', 'settings.user_id', 'users.id')
    .selectAll()
    .execute();
}

type PersonRow = Awaited<ReturnType<typeof people>>[number];

async function countPhotos(): Promise<Map<string, number>> {
  const rows = await test.db
    .selectFrom('photos')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
}

function toVisibilityPerson(row: PersonRow, photoCounts: Map<string, number>): VisibilityPerson {
  return {
    age: ageOn(row.date_of_birth, NOW),
    gender: row.gender,
    city: row.city,
    sexualOrientation: row.sexual_orientation,
    ageRangeMin: row.age_range_min,
    ageRangeMax: row.age_range_max,
    preferredAgeRanges: row.preferred_age_ranges,
    preferredCities: row.preferred_cities,
    photoCount: photoCounts.get(row.user_id) ?? 0,
  };
}

async function webpHeader(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return `${buffer.subarray(0, 4).toString('latin1')}/${buffer.subarray(8, 12).toString('latin1')}`;
  } finally {
    await handle.close();
  }
}

describe('seedDemoData', () => {
  it('creates over 300 verified adults with profiles and settings', async () => {
    const rows = await people();
    expect(firstRun).toEqual({ users: rows.length, photos: expect.any(Number), skipped: false });
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const { count } = await test.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(rows.length);
    for (const row of rows) {
      expect(row.email_verified_at).toBeInstanceOf(Date);
      expect(row.bio.length).toBeGreaterThanOrEqual(10);
      expect(row.bio.length).toBeLessThanOrEqual(500);
      expect(row.sexual_orientation).toBe('heterosexual');
      expect(row.zodiac_sign).toBe(zodiacSignFromDate(row.date_of_birth));
      const [suburb, city] = row.location.split(', ');
      expect(city).toBe(row.city);
      expect(CITY_SUBURBS[row.city as City]).toContain(suburb);
      expect(row.age_range_min).toBeLessThanOrEqual(row.age_range_max);
      expect(row.email).toBe(row.email.toLowerCase());
    }
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.bio)).size).toBeGreaterThan(rows.length * 0.9);
  });

  it('spreads ages evenly over 18..66, both genders and all three cities', async () => {
    const rows = await people();
    const ages = rows.map((row) => ageOn(row.date_of_birth, NOW));
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBe(66);
    const perAge = new Map<number, number>();
    for (const age of ages) perAge.set(age, (perAge.get(age) ?? 0) + 1);
    expect(perAge.size).toBe(49);
    expect(Math.min(...perAge.values())).toBeGreaterThanOrEqual(5);

    const women = rows.filter((row) => row.gender === 'Female').length;
    expect(women / rows.length).toBeGreaterThan(0.45);
    expect(women / rows.length).toBeLessThan(0.55);
    expect(new Set(rows.map((row) => row.gender))).toEqual(new Set(['Female', 'Male']));

    for (const city of CITIES) {
      expect(rows.filter((row) => row.city === city).length).toBeGreaterThan(rows.length / 4);
    }
    expect(rows.some((row) => row.preferred_cities.length === 0)).toBe(true);
    expect(rows.some((row) => row.preferred_age_ranges.length === 0)).toBe(true);
  });

  it('gives everyone 2 or 3 different WebP photos that exist on disk, the first as profile image', async () => {
    const photos = await test.db.selectFrom('photos').selectAll().orderBy('position').execute();
    expect(photos).toHaveLength(firstRun.photos);
    const byUser = new Map<string, typeof photos>();
    for (const photo of photos)
      byUser.set(photo.user_id, [...(byUser.get(photo.user_id) ?? []), photo]);
    const rows = await people();
    for (const row of rows) {
      const own = byUser.get(row.user_id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      const images = await Promise.all(
        own.map((photo) => readFile(path.join(uploadDir, photo.url.replace('/uploads/', '')))),
      );
      expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(own.length);
      expect(own.map((photo) => photo.position)).toEqual(own.map((_, index) => index));
      expect(row.profile_image_url).toBe(own[0]!.url);
    }
    for (const photo of photos) {
      expect(photo.url).toBe(`/uploads/profiles/${photo.user_id}/${photo.id}.webp`);
      expect(photo).toMatchObject({ width: 600, height: 800, format: 'webp' });
      const file = path.join(uploadDir, photo.url.replace('/uploads/', ''));
      expect(await webpHeader(file)).toBe('RIFF/WEBP');
      const { size } = await stat(file);
      expect(size).toBe(photo.bytes);
    }
    expect((await readdir(path.join(uploadDir, 'profiles'))).length).toBe(rows.length);
  });

  it('never gives two people the same image', async () => {
    const photos = await test.db.selectFrom('photos').select(['url']).execute();
    const images = await Promise.all(
      photos.map((photo) => readFile(path.join(uploadDir, photo.url.replace('/uploads/', '')))),
    );
    const distinct = new Set(images.map((image) => image.toString('base64')));
    expect(distinct.size).toBe(photos.length);
  });

  it('lets the demo accounts sign in with the demo password and see each other', async () => {
    const rows = await people();
    const [aroha, nikau] = DEMO_ACCOUNTS;
    const arohaRow = rows.find((row) => row.email === aroha.email)!;
    const nikauRow = rows.find((row) => row.email === nikau.email)!;
    expect(arohaRow).toMatchObject({
      full_name: 'Aroha Ngata',
      gender: 'Female',
      city: 'Auckland',
    });
    expect(nikauRow).toMatchObject({ full_name: 'Nikau Parata', gender: 'Male', city: 'Auckland' });
    const photoCounts = await countPhotos();
    const arohaPerson = toVisibilityPerson(arohaRow, photoCounts);
    const nikauPerson = toVisibilityPerson(nikauRow, photoCounts);
    expect(arohaPerson.age).toBe(29);
    expect(nikauPerson.age).toBe(31);
    expect(mutualVisibilityProblems(arohaPerson, nikauPerson)).toEqual([]);
    expect(await verifyPassword(arohaRow.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(arohaRow.password_hash, 'wrong')).toBe(false);
    // Every seeded person shares the one demo hash.
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(1);
  });

  it('gives each demo account a crowd of people they can see', async () => {
    const rows = await people();
    const photoCounts = await countPhotos();
    for (const account of DEMO_ACCOUNTS) {
      const viewer = toVisibilityPerson(
        rows.find((row) => row.email === account.email)!,
        photoCounts,
      );
      const visible = rows.filter(
        (row) =>
          mutualVisibilityProblems(viewer, toVisibilityPerson(row, photoCounts)).length === 0,
      );
      expect(visible.length).toBeGreaterThanOrEqual(15);
    }
  });

  it('runs once: a second call is skipped and adds nothing', async () => {
    const usersBefore = (await people()).length;
    const filesBefore = (await readdir(path.join(uploadDir, 'profiles'))).length;
    const secondStarts: number[] = [];
    const second = await seedDemoData(test.db, {
      uploadDir,
      now: NOW,
      onStart: (count) => secondStarts.push(count),
    });
    expect(second).toEqual({ users: 0, photos: 0, skipped: true });
    // Told before the slow part on the first run (pnpm start's progress line), not on a skip.
    expect(firstRunStarts).toEqual([firstRun.users]);
    expect(secondStarts).toEqual([]);
    expect((await people()).length).toBe(usersBefore);
    expect((await readdir(path.join(uploadDir, 'profiles'))).length).toBe(filesBefore);
    const state = await test.db
      .selectFrom('app_state')
      .select('value')
      .where('key', '=', 'demo_seed')
      .executeTakeFirstOrThrow();
    expect(state.value).toEqual({
      seededAt: NOW.toISOString(),
      users: firstRun.users,
      photos: firstRun.photos,
    });
  });

  it('builds the same people for the same day', () => {
    expect(buildDemoPeople(NOW)).toEqual(buildDemoPeople(NOW));
    expect(buildDemoPeople(NOW)[0]!.dateOfBirth).not.toBe(
      buildDemoPeople(new Date('2030-03-15T09:30:00Z'))[0]!.dateOfBirth,
    );
  });
});
