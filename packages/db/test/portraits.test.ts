import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickPortraits } from '../src/seed/portrait-picks.js';
import {
  CLOSE_UPS,
  type Portrait,
  type PortraitPool,
  renderPortraitPool,
  SHOTS_PER_CHARACTER,
} from '../src/seed/portraits.js';
import { Prng } from '../src/seed/prng.js';

let pool: PortraitPool;

beforeAll(async () => {
  pool = await renderPortraitPool(3, 7);
}, 30_000);

describe('renderPortraitPool', () => {
  it('draws the asked number of characters per gender, each in SHOTS_PER_CHARACTER 600x800 WebPs', async () => {
    expect(pool.Female).toHaveLength(3);
    expect(pool.Male).toHaveLength(3);
    for (const character of [...pool.Female, ...pool.Male]) {
      expect(character.shots).toHaveLength(SHOTS_PER_CHARACTER);
      for (const shot of character.shots) {
        const metadata = await sharp(shot.data).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 600, height: 800 });
        expect(shot).toMatchObject({ width: 600, height: 800, format: 'webp' });
        expect(shot.bytes).toBe(shot.data.length);
      }
    }
  });

  it('never draws the same image twice', () => {
    const images = [...pool.Female, ...pool.Male].flatMap((character) =>
      character.shots.map((shot) => shot.data.toString('base64')),
    );
    expect(new Set(images).size).toBe(images.length);
  });

  it('alternates the two illustration styles', () => {
    expect(pool.Female.map((character) => character.style)).toEqual([
      'lorelei',
      'open-peeps',
      'lorelei',
    ]);
  });

  it('draws the same pool for the same seed and another for another seed', async () => {
    const again = await renderPortraitPool(1, 7);
    const other = await renderPortraitPool(1, 8);
    expect(again.Male[0]!.shots[0]!.data.equals(pool.Male[0]!.shots[0]!.data)).toBe(true);
    expect(other.Male[0]!.shots[0]!.data.equals(pool.Male[0]!.shots[0]!.data)).toBe(false);
  }, 30_000);
});

function fakePortrait(label: string): Portrait {
  const data = Buffer.from(label);
  return { data, width: 600, height: 800, bytes: data.length, format: 'webp' };
}

/** A pool whose images name their gender, character and take, e.g. 'Female-1-0'. */
function fakePool(characters: number): PortraitPool {
  const make = (gender: string) =>
    Array.from({ length: characters }, (_, index) => ({
      style: 'lorelei' as const,
      shots: Array.from({ length: SHOTS_PER_CHARACTER }, (_, shot) =>
        fakePortrait(`${gender}-${index}-${shot}`),
      ),
    }));
  return { Female: make('Female'), Male: make('Male') };
}

const label = (portrait: Portrait) => portrait.data.toString();

describe('pickPortraits', () => {
  const people = Array.from({ length: 40 }, (_, index) => ({
    gender: index % 2 === 0 ? ('Female' as const) : ('Male' as const),
    photoCount: 2 + (index % 2),
  }));

  it('gives each person photoCount different takes of one character of their gender, a close up first', () => {
    const picks = pickPortraits(people, fakePool(5), new Prng(1));
    expect(picks).toHaveLength(people.length);
    picks.forEach((photos, index) => {
      const person = people[index]!;
      const labels = photos.map(label);
      expect(labels).toHaveLength(person.photoCount);
      expect(new Set(labels).size).toBe(labels.length);
      const [gender, character, firstShot] = labels[0]!.split('-');
      expect(gender).toBe(person.gender);
      expect(Number(firstShot)).toBeLessThan(CLOSE_UPS);
      for (const other of labels) expect(other.startsWith(`${gender}-${character}-`)).toBe(true);
    });
  });

  it('deals every character before one repeats, and a repeat starts on the other close up', () => {
    const picks = pickPortraits(people, fakePool(5), new Prng(1));
    const women = picks.filter((_, index) => people[index]!.gender === 'Female');
    const firstRound = women.slice(0, 5).map((photos) => label(photos[0]!).split('-')[1]);
    expect(new Set(firstRound).size).toBe(5);
    const firstPhotos = women.slice(0, 10).map((photos) => label(photos[0]!));
    expect(new Set(firstPhotos).size).toBe(10);
  });

  it('picks the same photos for the same seed', () => {
    const once = pickPortraits(people, fakePool(5), new Prng(9)).map((p) => p.map(label));
    const twice = pickPortraits(people, fakePool(5), new Prng(9)).map((p) => p.map(label));
    expect(twice).toEqual(once);
  });

  it('refuses more photos than a character has takes', () => {
    expect(() =>
      pickPortraits(
        [{ gender: 'Male', photoCount: SHOTS_PER_CHARACTER + 1 }],
        fakePool(1),
        new Prng(1),
      ),
    ).toThrow(RangeError);
  });
});
