import { createAvatar } from '@dicebear/core';
import type { Options as LoreleiOptions } from '@dicebear/lorelei';
import * as lorelei from '@dicebear/lorelei';
import * as openPeeps from '@dicebear/open-peeps';
import sharp from 'sharp';
import type { UserGender } from '../tables/users.js';
import { cachedPortrait } from './portrait-cache.js';
import {
  BACKDROPS,
  CLOTHING_COLOURS,
  HAIR_COLOURS,
  LORELEI_EYEBROWS,
  LORELEI_EYES,
  LORELEI_HAIR,
  LORELEI_MOUTHS,
  PEEPS_FACES,
  PEEPS_FACIAL_HAIR,
  PEEPS_GLASSES,
  PEEPS_HEADS,
  PEEPS_SKIN,
  type PortraitStyle,
  SKIN_TONES,
} from './portrait-looks.js';
import { Prng } from './prng.js';

// The size and format the upload pipeline's photos are shown at on the card (3:4 portrait).
export const PORTRAIT_WIDTH = 600;
export const PORTRAIT_HEIGHT = 800;
/** The most photos a seeded person has: each is another take of their own character. */
export const MAX_TAKES = 3;

export interface Portrait {
  data: Buffer;
  width: number;
  height: number;
  bytes: number;
  format: 'webp';
}

/** Who is drawn: one character per person, in as many takes as they have photos. */
export interface PortraitSubject {
  gender: UserGender;
  photoCount: number;
}

/** One made-up person's look, photographed once per photo they have. */
export interface PortraitCharacter {
  style: PortraitStyle;
  shots: Portrait[];
}

interface Shot {
  svg: string;
  backdrop: readonly [string, string];
  /** Avatar side in px and its top-left corner: how close the "camera" is. */
  size: number;
  x: number;
  y: number;
}

type LoreleiPart = 'nose' | 'head';

/** One of Lorelei's numbered variants of a part ('variant01'..). */
function variant<Part extends LoreleiPart>(
  random: Prng,
  count: number,
): NonNullable<LoreleiOptions[Part]>[number] {
  return `variant${String(random.int(1, count)).padStart(2, '0')}` as NonNullable<
    LoreleiOptions[Part]
  >[number];
}

type Identity = (random: Prng) => (shot: number, random: Prng) => string;

const loreleiIdentity =
  (gender: UserGender): Identity =>
  (random) => {
    const base = {
      hair: [random.pick(LORELEI_HAIR[gender])],
      hairColor: [random.pick(HAIR_COLOURS)],
      skinColor: [random.pick(SKIN_TONES)],
      eyebrows: [random.pick(LORELEI_EYEBROWS)],
      eyes: [random.pick(LORELEI_EYES)],
      nose: [variant<'nose'>(random, 6)],
      head: [variant<'head'>(random, 4)],
      beardProbability: gender === 'Male' && random.chance(0.35) ? 100 : 0,
      earringsProbability: gender === 'Female' && random.chance(0.4) ? 100 : 0,
      frecklesProbability: random.chance(0.2) ? 100 : 0,
      hairAccessoriesProbability: 0,
    };
    const glasses = random.chance(0.2);
    return (shot, take) =>
      createAvatar(lorelei, {
        ...base,
        seed: `lorelei-${shot}`,
        mouth: [take.pick(LORELEI_MOUTHS)],
        // Some people wear glasses in one take and not another, as in real photos.
        glassesProbability: glasses && shot !== 3 ? 100 : 0,
      }).toString();
  };

const peepsIdentity =
  (gender: UserGender): Identity =>
  (random) => {
    const base = {
      head: [random.pick(PEEPS_HEADS[gender])],
      skinColor: [random.pick(PEEPS_SKIN)],
      headContrastColor: [random.pick(HAIR_COLOURS)],
      facialHair: [random.pick(PEEPS_FACIAL_HAIR)],
      facialHairProbability: gender === 'Male' && random.chance(0.4) ? 100 : 0,
      maskProbability: 0,
      accessories: [random.pick(PEEPS_GLASSES)],
    };
    const glasses = random.chance(0.2);
    return (shot, take) =>
      createAvatar(openPeeps, {
        ...base,
        seed: `peeps-${shot}`,
        face: [take.pick(PEEPS_FACES)],
        clothingColor: [take.pick(CLOTHING_COLOURS)],
        accessoriesProbability: glasses && shot !== 3 ? 100 : 0,
      }).toString();
  };

// Star positions stay inside the top band, above where a head is drawn.
function stars(random: Prng): string {
  return Array.from({ length: 14 }, () => {
    const x = random.int(10, 590);
    const y = random.int(10, 260);
    const r = (random.int(8, 26) / 10).toFixed(1);
    const opacity = (random.int(35, 85) / 100).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#f5f2ff" opacity="${opacity}"/>`;
  }).join('');
}

function composeSvg(shot: Shot, random: Prng): string {
  const [top, bottom] = shot.backdrop;
  const avatar = shot.svg.replace(
    '<svg ',
    `<svg x="${shot.x}" y="${shot.y}" width="${shot.size}" height="${shot.size}" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="url(#sky)"/>${stars(random)}${avatar}
</svg>`;
}

/**
 * Where the camera stands for each take: the first photo (the card and the round thumbnails) is
 * close on the face, the second further back, the third close again.
 */
function framing(shot: number, random: Prng): Pick<Shot, 'size' | 'x' | 'y'> {
  // The card and the round thumbnails crop the middle of the photo, so the face sits there.
  if (shot !== 1) {
    const size = random.int(660, 700);
    return {
      size,
      x: Math.round((PORTRAIT_WIDTH - size) / 2) + random.int(-20, 20),
      y: PORTRAIT_HEIGHT - size,
    };
  }
  const size = random.int(540, 600);
  const x = Math.round((PORTRAIT_WIDTH - size) / 2) + random.int(-60, 60);
  return { size, x, y: PORTRAIT_HEIGHT - size };
}

// Quality 80, as the worker's image.optimise job encodes uploads; effort 2 halves the encode
// time of the default for files a few percent larger, which keeps the seed quick.
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

async function encode(svg: string, mirrored: boolean): Promise<Portrait> {
  const drawing = JSON.stringify({ svg, mirrored, webp: WEBP_OPTIONS });
  const data = await cachedPortrait(drawing, () => {
    const image = sharp(Buffer.from(svg));
    return (mirrored ? image.flop() : image).webp(WEBP_OPTIONS).toBuffer();
  });
  return {
    data,
    width: PORTRAIT_WIDTH,
    height: PORTRAIT_HEIGHT,
    bytes: data.length,
    format: 'webp',
  };
}

async function renderCharacter(
  gender: UserGender,
  index: number,
  takes: number,
  seed: number,
): Promise<PortraitCharacter> {
  const random = new Prng(seed * 100_003 + index * 2 + (gender === 'Female' ? 0 : 1));
  // Alternate styles so neighbouring people in a deck rarely look drawn by the same hand.
  const style: PortraitStyle = index % 2 === 0 ? 'lorelei' : 'open-peeps';
  const draw = (style === 'lorelei' ? loreleiIdentity(gender) : peepsIdentity(gender))(random);
  const backdrops = random.shuffle(BACKDROPS);
  const shots = await Promise.all(
    Array.from({ length: takes }, (_, shot) => {
      const take = new Prng(random.int(0, 2 ** 31));
      const svg = composeSvg(
        {
          svg: draw(shot, take),
          backdrop: backdrops[shot % backdrops.length]!,
          ...framing(shot, take),
        },
        take,
      );
      return encode(svg, take.chance(0.5));
    }),
  );
  return { style, shots };
}

/**
 * Illustrated portraits for the demo crowd, drawn with DiceBear and encoded to WebP locally (no
 * network): each subject gets a character of their own, so no two people share a face or an
 * image. Characters are numbered per gender and alternate the two styles. The same `seed` draws
 * the same portraits.
 */
export async function renderPortraits(
  subjects: readonly PortraitSubject[],
  seed = 2026,
): Promise<PortraitCharacter[]> {
  const drawn: Record<UserGender, number> = { Female: 0, Male: 0 };
  return Promise.all(
    subjects.map(({ gender, photoCount }) => {
      if (photoCount < 1 || photoCount > MAX_TAKES) {
        throw new RangeError(`${photoCount} photos wanted, a character has 1 to ${MAX_TAKES}`);
      }
      return renderCharacter(gender, drawn[gender]++, photoCount, seed);
    }),
  );
}
