import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_TAKES,
  type PortraitCharacter,
  type PortraitSubject,
  renderPortraits,
} from '../src/seed/portraits.js';

const SUBJECTS: PortraitSubject[] = [
  { gender: 'Female', photoCount: 3 },
  { gender: 'Male', photoCount: 2 },
  { gender: 'Female', photoCount: 2 },
  { gender: 'Male', photoCount: 1 },
  { gender: 'Female', photoCount: 3 },
];

let characters: PortraitCharacter[];

beforeAll(async () => {
  characters = await renderPortraits(SUBJECTS, 7);
}, 30_000);

describe('renderPortraits', () => {
  it('draws each subject one character, in as many 600x800 WebP takes as they have photos', async () => {
    expect(characters.map((character) => character.shots.length)).toEqual([3, 2, 2, 1, 3]);
    for (const shot of characters.flatMap((character) => character.shots)) {
      const metadata = await sharp(shot.data).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 600, height: 800 });
      expect(shot).toMatchObject({ width: 600, height: 800, format: 'webp' });
      expect(shot.bytes).toBe(shot.data.length);
    }
  });

  it('never draws the same image twice, within a person or across people', () => {
    const images = characters.flatMap((character) =>
      character.shots.map((shot) => shot.data.toString('base64')),
    );
    expect(new Set(images).size).toBe(images.length);
  });

  it('alternates the two illustration styles within each gender', () => {
    expect(characters.map((character) => character.style)).toEqual([
      'lorelei',
      'lorelei',
      'open-peeps',
      'open-peeps',
      'lorelei',
    ]);
  });

  it('draws the same portraits for the same seed and others for another seed', async () => {
    const [again] = await renderPortraits([SUBJECTS[0]!], 7);
    const [other] = await renderPortraits([SUBJECTS[0]!], 8);
    expect(again!.shots[0]!.data.equals(characters[0]!.shots[0]!.data)).toBe(true);
    expect(other!.shots[0]!.data.equals(characters[0]!.shots[0]!.data)).toBe(false);
  }, 30_000);

  it('refuses no photos or more photos than a character has takes', async () => {
    await expect(renderPortraits([{ gender: 'Male', photoCount: MAX_TAKES + 1 }])).rejects.toThrow(
      RangeError,
    );
    await expect(renderPortraits([{ gender: 'Male', photoCount: 0 }])).rejects.toThrow(RangeError);
  });
});
