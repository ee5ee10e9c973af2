import { createAvatar } from '@dicebear/core';
import type { Options as LoreleiOptions } from '@dicebear/lorelei';
import * as lorelei from '@dicebear/lorelei';
import * as openPeeps from '@dicebear/open-peeps';
import sharp from 'sharp';
import type { UserGender } from '../tables/users.js';
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
/**
 * Takes of one character. The first CLOSE_UPS are the face close up (a person's first photo is
 * one of them, so people who share a character rarely share a first photo); the rest are wider.
 */
export const SHOTS_PER_CHARACTER = 3;
export const CLOSE_UPS = 2;
export const DEFAULT_CHARACTERS_PER_GENDER = 24;

export interface Portrait {
  data: Buffer;
  width: number;
  height: number;
  bytes: number;
  format: 'webp';
}

/** One made-up person's look, photographed SHOTS_PER_CHARACTER times. */
export interface PortraitCharacter {
  style: PortraitStyle;
  shots: Portrait[];
}

export type PortraitPool = Readonly<Record<UserGender, readonly PortraitCharacter[]>>;

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

/** Where the camera stands for each take: close on the face first, then further back. */
function framing(shot: number, random: Prng): Pick<Shot, 'size' | 'x' | 'y'> {
  // The card and the round thumbnails crop the middle of the photo, so the face sits there.
  if (shot < CLOSE_UPS) {
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

async function encode(svg: string, mirrored: boolean): Promise<Portrait> {
  let image = sharp(Buffer.from(svg));
  if (mirrored) image = image.flop();
  // Quality 80, as the worker's image.optimise job encodes uploads; effort 2 halves the encode
  // time of the default for files a few percent larger, which keeps the seed quick.
  const data = await image.webp({ quality: 80, effort: 2 }).toBuffer();
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
  seed: number,
): Promise<PortraitCharacter> {
  const random = new Prng(seed * 100_003 + index * 2 + (gender === 'Female' ? 0 : 1));
  // Alternate styles so neighbouring people in a deck rarely look drawn by the same hand.
  const style: PortraitStyle = index % 2 === 0 ? 'lorelei' : 'open-peeps';
  const draw = (style === 'lorelei' ? loreleiIdentity(gender) : peepsIdentity(gender))(random);
  const backdrops = random.shuffle(BACKDROPS);
  const shots = await Promise.all(
    Array.from({ length: SHOTS_PER_CHARACTER }, (_, shot) => {
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
 * network). Rendering one per photo would take most of the seed's time budget, so a pool of
 * characters per gender is drawn once per seed run and people share characters. The same `seed`
 * draws the same pool.
 */
export async function renderPortraitPool(
  perGender = DEFAULT_CHARACTERS_PER_GENDER,
  seed = 2026,
): Promise<PortraitPool> {
  const indexes = Array.from({ length: perGender }, (_, index) => index);
  const [Female, Male] = await Promise.all([
    Promise.all(indexes.map((index) => renderCharacter('Female', index, seed))),
    Promise.all(indexes.map((index) => renderCharacter('Male', index, seed))),
  ]);
  return { Female, Male };
}
