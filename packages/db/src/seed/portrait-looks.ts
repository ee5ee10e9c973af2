import type { Options as LoreleiOptions } from '@dicebear/lorelei';
import type { Options as PeepsOptions } from '@dicebear/open-peeps';
import type { UserGender } from '../tables/users.js';

/**
 * The DiceBear option sets a seeded person's looks are drawn from, split by gender so a woman's
 * portrait reads as a woman's and a man's as a man's. Artwork licences are in PORTRAITS.md.
 */

/** The styles in use; each character keeps one style across all their photos. */
export type PortraitStyle = 'lorelei' | 'open-peeps';

export const SKIN_TONES = [
  'f2d3b1',
  'ecc19f',
  'd9a066',
  'c68642',
  'a66a3f',
  '8d5524',
  '6b4226',
  '4a2f1d',
] as const;

export const HAIR_COLOURS = [
  '1b1212',
  '2b1b10',
  '3b2415',
  '5a3825',
  '71491e',
  'a55728',
  'b58143',
  'd6b370',
] as const;

/** Lorelei's hair variants by how they read: longer cuts for women, shorter for men. */
export const LORELEI_HAIR: Readonly<
  Record<UserGender, readonly NonNullable<LoreleiOptions['hair']>[number][]>
> = {
  Female: [
    'variant13',
    'variant14',
    'variant15',
    'variant16',
    'variant17',
    'variant18',
    'variant19',
    'variant21',
    'variant23',
    'variant24',
    'variant29',
    'variant31',
    'variant32',
    'variant35',
    'variant40',
    'variant41',
    'variant42',
    'variant45',
    'variant46',
    'variant48',
  ],
  Male: [
    'variant03',
    'variant04',
    'variant06',
    'variant07',
    'variant08',
    'variant09',
    'variant11',
    'variant12',
    'variant20',
    'variant22',
    'variant27',
    'variant28',
    'variant33',
    'variant38',
    'variant39',
    'variant43',
    'variant44',
    'variant47',
  ],
};

type LoreleiVariant<Part extends 'eyes' | 'eyebrows'> = NonNullable<LoreleiOptions[Part]>[number];

/** Lorelei's numbered variants ('variant01'..) of one part. */
function variants<Variant extends string>(numbers: readonly number[]): readonly Variant[] {
  return numbers.map((n) => `variant${String(n).padStart(2, '0')}` as Variant);
}

/** Lorelei's open, friendly eyes: its winks, closed and sideways glances are left out. */
export const LORELEI_EYES = variants<LoreleiVariant<'eyes'>>([
  2, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 20, 21, 23, 24,
]);

/** Lorelei's relaxed brows: its furrowed and heavy ones read as cross. */
export const LORELEI_EYEBROWS = variants<LoreleiVariant<'eyebrows'>>([
  1, 2, 3, 5, 6, 7, 9, 10, 11, 12,
]);

/** Lorelei's mouths that smile: a dating photo is rarely a sad one. */
export const LORELEI_MOUTHS = [
  'happy01',
  'happy02',
  'happy03',
  'happy04',
  'happy05',
  'happy06',
  'happy07',
  'happy08',
  'happy09',
  'happy10',
  'happy11',
  'happy12',
  'happy13',
  'happy14',
  'happy15',
  'happy16',
  'happy17',
  'happy18',
] as const;

/** Open Peeps' heads by how they read; hats and masks are left out, a face should show. */
export const PEEPS_HEADS: Readonly<
  Record<UserGender, readonly NonNullable<PeepsOptions['head']>[number][]>
> = {
  Female: [
    'afro',
    'bangs',
    'bangs2',
    'bantuKnots',
    'bun',
    'bun2',
    'buns',
    'cornrows',
    'cornrows2',
    'grayBun',
    'grayMedium',
    'hijab',
    'long',
    'longAfro',
    'longBangs',
    'longCurly',
    'medium1',
    'medium2',
    'medium3',
    'mediumBangs',
    'mediumBangs3',
    'mediumStraight',
  ],
  Male: [
    'dreads1',
    'dreads2',
    'flatTop',
    'flatTopLong',
    'grayShort',
    'noHair1',
    'noHair2',
    'pomp',
    'shaved1',
    'shaved2',
    'shaved3',
    'short1',
    'short2',
    'short3',
    'short4',
    'short5',
    'twists',
    'twists2',
  ],
};

/** Open Peeps' friendly expressions (its laughing-to-tears and open-mouthed ones are left out). */
export const PEEPS_FACES = ['smile', 'calm', 'cheeky', 'cute', 'lovingGrin1'] as const;

export const PEEPS_FACIAL_HAIR = ['chin', 'full', 'goatee1', 'moustache1', 'moustache4'] as const;

export const PEEPS_GLASSES = ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5'] as const;

export const PEEPS_SKIN = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '694d3d'] as const;

/** Clothing in the app's gold, lilac and soft accent tones, so the photos sit in the night sky. */
export const CLOTHING_COLOURS = [
  'f6cf72',
  'eab44a',
  'c9b8ff',
  'ddd2ff',
  'e78276',
  '9ddadb',
  '8fa7df',
] as const;

/** Backdrop gradients (top, bottom) from the app's night, lilac and gold palette. */
export const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#13102e', '#3d3680'],
  ['#1d1945', '#746cc0'],
  ['#0b0920', '#2b2562'],
  ['#2b2562', '#eab44a'],
  ['#1d1945', '#c9b8ff'],
  ['#13102e', '#f6cf72'],
  ['#3d3680', '#fbe3a6'],
  ['#0b0920', '#746cc0'],
];
