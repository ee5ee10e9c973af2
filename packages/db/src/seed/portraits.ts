import sharp from 'sharp';
import type { UserGender } from '../tables/users.js';
import { Prng } from './prng.js';

export const PORTRAIT_WIDTH = 600;
export const PORTRAIT_HEIGHT = 800;

export interface Portrait {
  data: Buffer;
  width: number;
  height: number;
  bytes: number;
  format: 'webp';
}

const BACKGROUNDS = [
  ['#1d2b64', '#f8cdda'],
  ['#0f2027', '#2c5364'],
  ['#ff7e5f', '#feb47b'],
  ['#41295a', '#2f0743'],
  ['#134e5e', '#71b280'],
  ['#614385', '#516395'],
  ['#e96443', '#904e95'],
  ['#355c7d', '#c06c84'],
] as const;
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a66a3f'] as const;
const HAIR = ['#2b1b10', '#090806', '#71491e', '#b55239', '#d6b370', '#4b4b4b'] as const;
const CLOTHES = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#ffffff'] as const;

function stars(random: Prng): string {
  return Array.from({ length: 18 }, () => {
    const x = random.int(10, 590);
    const y = random.int(10, 420);
    const r = (random.int(10, 35) / 10).toFixed(1);
    const opacity = (random.int(35, 90) / 100).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${opacity}"/>`;
  }).join('');
}

function hair(gender: UserGender, style: number, colour: string): { back: string; front: string } {
  if (gender === 'Female' && style !== 2) {
    const length = style === 0 ? 640 : 560;
    return {
      back: `<path d="M170 360 Q170 220 300 215 Q430 220 430 360 L440 ${length} Q300 ${length + 30} 160 ${length} Z" fill="${colour}"/>`,
      front: `<path d="M192 370 Q190 245 300 240 Q410 245 408 370 Q370 290 300 292 Q230 290 192 370 Z" fill="${colour}"/>`,
    };
  }
  if (gender === 'Female') {
    return {
      back: `<circle cx="300" cy="225" r="62" fill="${colour}"/>`,
      front: `<path d="M195 360 Q195 250 300 245 Q405 250 405 360 Q360 300 300 300 Q240 300 195 360 Z" fill="${colour}"/>`,
    };
  }
  const height = style === 0 ? 300 : 285;
  return {
    back: '',
    front: `<path d="M196 350 Q192 250 300 242 Q408 250 404 350 Q380 ${height} 300 ${height} Q220 ${height} 196 350 Z" fill="${colour}"/>`,
  };
}

function portraitSvg(gender: UserGender, variant: number): string {
  const random = new Prng(variant * 7919 + (gender === 'Female' ? 1 : 2));
  const [top, bottom] = BACKGROUNDS[variant % BACKGROUNDS.length]!;
  const skin = random.pick(SKIN);
  const { back, front } = hair(gender, variant % 3, random.pick(HAIR));
  const clothes = random.pick(CLOTHES);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 600 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#bg)"/>${stars(random)}${back}
<path d="M70 800 C80 640 190 590 300 590 C410 590 520 640 530 800 Z" fill="${clothes}"/>
<rect x="262" y="470" width="76" height="130" rx="30" fill="${skin}"/>
<ellipse cx="300" cy="370" rx="105" ry="128" fill="${skin}"/>${front}
</svg>`;
}

async function renderPortrait(gender: UserGender, variant: number): Promise<Portrait> {
  const data = await sharp(Buffer.from(portraitSvg(gender, variant)))
    .webp({ quality: 80 })
    .toBuffer();
  return {
    data,
    width: PORTRAIT_WIDTH,
    height: PORTRAIT_HEIGHT,
    bytes: data.length,
    format: 'webp',
  };
}

/**
 * A pool of distinct silhouette portraits per gender, drawn as SVG and encoded to WebP locally
 * (no network). Seeded people reuse images from the pool; rendering one per photo would take
 * most of the seed's time budget.
 */
export async function renderPortraitPool(
  perGender = 16,
): Promise<Readonly<Record<UserGender, Portrait[]>>> {
  const variants = Array.from({ length: perGender }, (_, index) => index);
  const [Female, Male] = await Promise.all([
    Promise.all(variants.map((variant) => renderPortrait('Female', variant))),
    Promise.all(variants.map((variant) => renderPortrait('Male', variant))),
  ]);
  return { Female, Male };
}
